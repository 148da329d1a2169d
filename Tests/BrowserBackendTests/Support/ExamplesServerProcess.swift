import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The examples server run as its own process from the `examples`
/// executable built beside this test bundle, for what only a separate
/// process shows: its resident memory, read from outside as an operator
/// would.
struct ExamplesServerProcess: Sendable {
    let port: Int
    /// The folder it runs in; its output goes to `server.log` there.
    let folder: URL
    private let box: Box
    /// Whether ``stop()`` removes ``folder`` (it made it).
    private let ownsFolder: Bool

    /// The process, handed between tasks; only its thread-safe parts are used.
    final class Box: @unchecked Sendable {
        let process: Process
        init(_ process: Process) { self.process = process }
    }

    var pid: Int32 { box.process.processIdentifier }

    /// Starts `examples serve --port 0` with `arguments`, in `folder` (a new
    /// temporary one, removed by ``stop()``, when nil), and returns once it
    /// prints its URL.
    static func start(arguments: [String], in folder: URL? = nil) async throws -> ExamplesServerProcess {
        let ownsFolder = folder == nil
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExamplesExecutable.path())
        process.arguments = ["serve", "--port", "0"] + arguments
        // Its own folder, not the test process's current one, which documentation samples change for a moment.
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let started = ExamplesServerProcess(port: 0, folder: folder, box: Box(process), ownsFolder: ownsFolder)
        // A debug build on a busy two-core machine starts slowly: wait for its word, not a time.
        for _ in 0..<1_200 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "open http://127.0.0.1:"), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) {
                return ExamplesServerProcess(port: port, folder: folder, box: started.box, ownsFolder: ownsFolder)
            }
            guard process.isRunning else {
                await started.stop()
                throw LoopbackHTTP.Failure(description: "examples ended at start: \(text)")
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        await started.stop()
        throw LoopbackHTTP.Failure(description: "examples did not print its URL in 120 s")
    }

    /// Resident memory of the server now, in bytes.
    var residentBytes: Int { ProcessMemory.residentBytes(ofProcess: pid) }

    /// The server's log so far.
    var log: String { (try? String(contentsOf: folder.appendingPathComponent("server.log"), encoding: .utf8)) ?? "" }

    /// Stops the server as Ctrl-C does (killing it if it has not ended in
    /// 30 s), and removes its folder if it made it.
    func stop() async {
        let process = box.process
        if process.isRunning {
            kill(process.processIdentifier, SIGINT)
            for _ in 0..<600 where process.isRunning { try? await Task.sleep(for: .milliseconds(50)) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if ownsFolder { try? FileManager.default.removeItem(at: folder) }
    }
}
