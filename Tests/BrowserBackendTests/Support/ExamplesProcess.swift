import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The examples server as a process of its own (the `examples` executable
/// built beside this test bundle), so a test can read its memory from
/// outside, as an operator would.
struct ExamplesProcess: Sendable {
    /// The port it listens on.
    let port: Int
    /// Its process identifier, for ``ProcessMemory/residentBytes(ofProcess:)``.
    let pid: Int32
    private let folder: URL
    private let running: Running

    /// Starts `examples --port 0` with `arguments` in a folder of its own
    /// (the executable `EXAMPLES_EXECUTABLE` names, if set)
    /// and returns once it printed its URL (a debug build on a busy machine
    /// takes a while: up to two minutes are waited for).
    static func start(arguments: [String] = []) async throws -> ExamplesProcess {
        let built = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent().appendingPathComponent("examples")
        // Another build (a release one, or one from before a fix) to measure by hand.
        let executable = ProcessInfo.processInfo.environment["EXAMPLES_EXECUTABLE"].map(URL.init(fileURLWithPath:)) ?? built
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw LoopbackHTTP.Failure(description: "no examples executable at \(executable.path): build it first (swift build --build-tests)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = folder
        process.arguments = ["--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let reader = output.fileHandleForReading
        let port = try await RawSocket.blocking { () throws -> Int in
            var printed = ""
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                printed += String(decoding: chunk, as: UTF8.self)
                if let range = printed.range(of: "http://127.0.0.1:"),
                   let port = Int(printed[range.upperBound...].prefix { $0.isNumber }) {
                    return port
                }
            }
            kill(pid, SIGKILL)
            throw LoopbackHTTP.Failure(description: "the examples server printed no URL: \(printed)")
        }
        return ExamplesProcess(port: port, pid: pid, folder: folder, running: Running(process))
    }

    /// The server's resident memory now, in bytes.
    var residentBytes: Int { ProcessMemory.residentBytes(ofProcess: pid) }

    /// Stops the server as Ctrl-C does (killed if it has not ended in 30 s)
    /// and removes its folder.
    func stop() async {
        let process = running.process
        kill(pid, SIGINT)
        for _ in 0..<600 where process.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The process, kept so Foundation reaps it; only its thread-safe parts are used.
    private final class Running: @unchecked Sendable {
        let process: Process
        init(_ process: Process) { self.process = process }
    }
}
