import Foundation
import TestSupport
import Testing

/// The manifest fragment of Getting started, step 1, cannot be compiled in a
/// target: SwiftPM compiles it instead, beside a link named
/// `componentkit-swift` to this repository, as a reader's package would be.
@Suite("The manifest sample")
struct ManifestSampleTests {
    @Test("It is a valid manifest whose products exist in this package", .timeLimit(.minutes(2)))
    func manifestCompiles() async throws {
        let root = SampleCatalog.repository
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-sample-\(UUID().uuidString)")
        let package = folder.appendingPathComponent("Counter")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("\(SampleCatalog.samplesFolder)/Fixtures/CounterManifest/Package.swift"),
            to: package.appendingPathComponent("Package.swift"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("componentkit-swift"), withDestinationURL: root)

        let described = try await Self.run(["swift", "package", "--package-path", package.path, "dump-package"])
        let manifest = try #require(try JSONSerialization.jsonObject(with: described) as? [String: Any])
        let ours = try Self.products(of: root.appendingPathComponent("Package.swift"))
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var used: [String] = []
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any], let name = product.first as? String else { continue }
                #expect(product.count > 1 && product[1] as? String == "componentkit-swift",
                        "\(name) should come from package \"componentkit-swift\", the folder's name")
                used.append(name)
            }
        }
        #expect(!used.isEmpty)
        for name in used {
            #expect(ours.contains(name), "the manifest sample names product \(name), which Package.swift does not declare")
        }
    }

    /// The library products our Package.swift declares, read from its text.
    static func products(of manifest: URL) throws -> Set<String> {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.library\(name: "([^"]+)""#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// Runs `arguments` (see TestSupport's `CommandLineTool`) and returns its output.
    static func run(_ arguments: [String]) async throws -> Data {
        // Not the process's current directory, which samples move into folders they delete afterwards.
        try await CommandLineTool.run(arguments, in: FileManager.default.temporaryDirectory)
    }
}
