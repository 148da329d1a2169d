import Foundation

/// Type-checks a snippet against the modules this test run was built with,
/// for mistakes that must be compile errors rather than silent behaviour.
enum CompileCheck {
    struct Outcome {
        let compiled: Bool
        let diagnostics: String
    }

    enum Failure: Error, CustomStringConvertible {
        case noCompiler
        case noModules(String)

        var description: String {
            switch self {
            case .noCompiler: "no swiftc on PATH"
            case .noModules(let path): "no built modules at \(path)"
            }
        }
    }

    /// The built `.swiftmodule`s sit in `Modules/` beside the test executable.
    static func modulesDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("ComponentKit.swiftmodule").path) else {
            throw Failure.noModules(modules.path)
        }
        return modules
    }

    static func compiler() throws -> URL {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in paths {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.noCompiler
    }

    /// Type-checks `source` in Swift 6 mode. The compiler runs for seconds:
    /// it is waited for on a thread of its own, not on one of the few
    /// threads of Swift's concurrency pool, which every other test's
    /// servers and tasks need meanwhile.
    static func typecheck(_ source: String) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try typecheckWaiting(source) }) }.start()
        }
    }

    private static func typecheckWaiting(_ source: String) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compile-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = try compiler()
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", try modulesDirectory().path, file.path]
        // Not the process's current directory, which documentation samples move into folders they delete
        // afterwards: a compiler started in one crashes asking for its working directory.
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(compiled: process.terminationStatus == 0, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
