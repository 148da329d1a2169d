import Foundation
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

    /// Runs `arguments` through `/usr/bin/env` and returns its output; throws with its errors when it fails.
    /// Waits on a thread of its own: SwiftPM takes seconds, and a wait on one of the concurrency pool's
    /// few threads would stall every other test's servers and tasks meanwhile.
    static func run(_ arguments: [String]) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try runWaiting(arguments) }) }.start()
        }
    }

    private static func runWaiting(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // Not the process's current directory, which samples move into folders they delete afterwards.
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ManifestError(message: String(decoding: messages, as: UTF8.self))
        }
        return data
    }

    struct ManifestError: Error, CustomStringConvertible {
        let message: String
        var description: String { "swift package failed:\n\(message)" }
    }
}
