import Foundation

/// The built `examples` executable, for tests that run the examples app as
/// its own process (a server to kill, a cluster behind nginx).
///
/// ```swift
/// let process = Process()
/// process.executableURL = URL(fileURLWithPath: try ExamplesExecutable.path())
/// ```
public enum ExamplesExecutable {
    /// The variable that names another build to run instead (a release
    /// build, or one from before a fix, to measure by hand).
    public static let environmentVariable = "EXAMPLES_EXECUTABLE"

    /// The `examples` executable beside the running test bundle, or the one
    /// ``environmentVariable`` names.
    ///
    /// - Throws: `LoopbackHTTP.Failure` naming the path when no executable
    ///   file is there (the package was not built with `--build-tests`).
    public static func path() throws -> String {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        let path = ProcessInfo.processInfo.environment[environmentVariable] ?? folder.appendingPathComponent("examples").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LoopbackHTTP.Failure(description: "no examples executable at \(path): build it first (swift build --build-tests)")
        }
        return path
    }
}
