import Foundation
import Testing

/// The README's light manifest uses only the core products with
/// `traits: []`, and must resolve none of the server or snapshot-testing
/// packages: every product this package takes from a dependency has to stay
/// behind a trait (issue 19).
@Suite("The light manifest sample")
struct LightManifestTests {
    /// Whether a `swift` driver is on PATH (without one the test is skipped).
    static let swiftIsOnPath: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: URL(fileURLWithPath: String($0)).appendingPathComponent("swift").path)
        }
    }()

    @Test(
        "With traits: [] it resolves no package but this one",
        .enabled(if: swiftIsOnPath, "swift is not on PATH: cannot run swift package show-dependencies"),
        .timeLimit(.minutes(2))
    )
    func resolvesNothingElse() async throws {
        let root = SampleCatalog.repository
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("light-manifest-\(UUID().uuidString)")
        let package = folder.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("\(SampleCatalog.samplesFolder)/Fixtures/LightManifest/Package.swift"),
            to: package.appendingPathComponent("Package.swift"))
        try Data().write(to: package.appendingPathComponent("Sources/MyApp/main.swift"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("componentkit-swift"), withDestinationURL: root)

        // A manifest cache of its own, so a run never touches the user's.
        let described = try await ManifestSampleTests.run([
            "swift", "package", "--package-path", package.path, "--manifest-cache", "local",
            "show-dependencies", "--format", "json",
        ])
        let tree = try #require(try JSONSerialization.jsonObject(with: described) as? [String: Any])
        let resolved = Self.identities(below: tree)
        #expect(resolved == ["componentkit-swift"],
                "with traits: [] this package must pull in nothing else; resolved: \(resolved.sorted())")
    }

    /// Every package identity in a `show-dependencies --format json` tree,
    /// below its root.
    static func identities(below node: [String: Any]) -> Set<String> {
        let children = node["dependencies"] as? [[String: Any]] ?? []
        return children.reduce(into: Set<String>()) { found, child in
            if let identity = child["identity"] as? String { found.insert(identity.lowercased()) }
            found.formUnion(identities(below: child))
        }
    }
}
