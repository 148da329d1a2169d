import Foundation
import Testing

/// A package that uses only the core products with `traits: []` must resolve
/// none of the server or snapshot-testing packages: every product this
/// package takes from a dependency has to stay behind a trait.
@Suite("Dependency footprint")
struct LightDependencyTests {
    /// The repository's root: the folder holding Package.swift.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `swift` driver on PATH, or nil (the test is then skipped).
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(
        "A consumer with traits: [] using ComponentKit and RasterBackend resolves no other package",
        .enabled(if: swift != nil, "swift is not on PATH: cannot run swift package show-dependencies"),
        .timeLimit(.minutes(2))
    )
    func lightConsumerResolvesNothing() throws {
        let consumer = FileManager.default.temporaryDirectory.appendingPathComponent("light-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: consumer) }
        try writeConsumer(at: consumer)

        let output = try run(
            ["package", "--package-path", consumer.path, "--manifest-cache", "local", "show-dependencies", "--format", "json"],
            in: consumer)
        let root = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let resolved = Self.identities(below: root)
        #expect(resolved == [Self.repository.lastPathComponent.lowercased()],
                "with traits: [] this package must pull in nothing else; resolved: \(resolved.sorted())")
    }

    /// A package depending on this repository by path, with no traits.
    private func writeConsumer(at folder: URL) throws {
        // With a path dependency the identity is the folder's name.
        let identity = Self.repository.lastPathComponent
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "LightConsumer",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(Self.literal(Self.repository.path)), traits: [])],
                targets: [
                    .target(name: "LightConsumer", dependencies: [
                        .product(name: "ComponentKit", package: \(Self.literal(identity))),
                        .product(name: "RasterBackend", package: \(Self.literal(identity))),
                    ]),
                ]
            )
            """
        let sources = folder.appendingPathComponent("Sources/LightConsumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import ComponentKit\nimport RasterBackend\n"
            .write(to: sources.appendingPathComponent("LightConsumer.swift"), atomically: true, encoding: .utf8)
    }

    /// Runs `swift` with `arguments` and returns its standard output; fails
    /// the test with standard error when it exits non-zero.
    private func run(_ arguments: [String], in folder: URL) throws -> Data {
        // Files, not pipes: a full stderr pipe would block the child.
        let stdout = folder.appendingPathComponent("stdout.txt")
        let stderr = folder.appendingPathComponent("stderr.txt")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = Self.swift
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        process.waitUntilExit()
        let errors = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "swift \(arguments.joined(separator: " ")) failed: \(errors)")
        return try Data(contentsOf: stdout)
    }

    /// Every package identity in a `show-dependencies --format json` tree,
    /// below its root.
    private static func identities(below node: [String: Any]) -> Set<String> {
        let children = node["dependencies"] as? [[String: Any]] ?? []
        return children.reduce(into: Set<String>()) { found, child in
            if let identity = child["identity"] as? String { found.insert(identity.lowercased()) }
            found.formUnion(identities(below: child))
        }
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
