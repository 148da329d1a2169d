import Foundation

/// The package's targets and their dependencies, as `swift package
/// dump-package` reads Package.swift.
struct Manifest: Decodable {
    struct Target: Decodable {
        var name: String
        var type: String
        /// Names of the package's own targets and of products it uses.
        var dependencies: [String]

        private enum CodingKeys: String, CodingKey { case name, type, dependencies }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            // Each dependency is {"byName": [name, condition]}, {"target": [...]} or {"product": [name, package, …]}.
            let entries = try container.decode([[String: [Dependency]]].self, forKey: .dependencies)
            dependencies = entries.compactMap { $0.values.first?.first?.name }
        }
    }

    /// One element of a dependency's array: its name first, then a package,
    /// a condition or nothing.
    struct Dependency: Decodable {
        var name: String?

        init(from decoder: any Decoder) throws {
            name = try? decoder.singleValueContainer().decode(String.self)
        }
    }

    var targets: [Target]

    /// Reads the manifest in `root`. The manifest is copied to a scratch
    /// folder first: `swift package` in the package itself would wait for
    /// the build folder that the running tests hold.
    static func load(from root: URL) throws -> Manifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("Package.swift"), to: scratch.appendingPathComponent("Package.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", scratch.path, "dump-package"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ManifestError(description: "swift package dump-package failed: \(String(decoding: message, as: UTF8.self))")
        }
        return try JSONDecoder().decode(Manifest.self, from: data)
    }
}

/// Why the manifest could not be read.
struct ManifestError: Error, CustomStringConvertible {
    var description: String
}
