import Foundation
import NIOCore

/// One build of the app, running: its process, the port it serves on,
/// and its end of the development channel.
final class DevelopmentChild: Sendable {
    let process: Process
    let port: Int
    let environment: DevelopmentEnvironment
    /// A number telling this build from the others, for the terminal.
    let generation: Int

    private init(process: Process, port: Int, environment: DevelopmentEnvironment, generation: Int) {
        self.process = process
        self.port = port
        self.environment = environment
        self.generation = generation
    }

    /// Starts `executable` with `arguments` in `environment`, and returns
    /// once it announced its port (within `timeout`).
    ///
    /// - Throws: ``DevelopmentServerError`` if it could not start, exited
    ///   first, or did not announce a port in time.
    static func start(executable: URL, arguments: [String], environment: DevelopmentEnvironment, generation: Int,
                      timeout: Duration, showsOutput: Bool) async throws -> DevelopmentChild {
        try? FileManager.default.removeItem(atPath: environment.portFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment.variables) { _, new in new }
        if !showsOutput {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw DevelopmentServerError.cannotStart(executable.path, reason: "\(error)")
        }
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: environment.portFile, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), (1...65_535).contains(port) {
                return DevelopmentChild(process: process, port: port, environment: environment, generation: generation)
            }
            guard process.isRunning else {
                throw DevelopmentServerError.cannotStart(executable.path, reason: "it exited with status \(process.terminationStatus) before it listened")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.terminate()
        throw DevelopmentServerError.cannotStart(executable.path, reason: "it did not announce a port within \(timeout)")
    }

    /// Posts `body` to the channel's `action` and returns the answer's body.
    ///
    /// - Throws: ``DevelopmentServerError/channel(action:status:answer:)`` for an
    ///   answer that is not a success, and
    ///   ``DevelopmentServerError/channelUnanswered(action:reason:)`` when no whole
    ///   answer came (refused, closed early, larger than a handover may be, or late).
    func call(_ action: String, body: Data = Data(), timeout: Duration = .seconds(60)) async throws -> Data {
        let (status, answer) = try await DevelopmentChannelRequest(
            port: port, path: "/_componentkit/dev/\(action)",
            headers: [(BrowserServer.developmentSecretHeader, environment.secret), ("Content-Type", "application/json")],
            body: body, answerLimit: BrowserServer.maximumHandoverBytes
        ).send(action: action, timeout: timeout)
        guard (200..<300).contains(status) else {
            throw DevelopmentServerError.channel(action: action, status: status, answer: String(decoding: answer, as: UTF8.self))
        }
        return answer
    }

    /// Shows `status` over the build's pages; a build that cannot hear it is left alone.
    func show(_ status: DevelopmentStatus) async {
        guard let body = try? JSONEncoder().encode(status) else { return }
        _ = try? await call("status", body: body, timeout: .seconds(5))
    }

    /// Ends the process (as Ctrl-C would) and waits for it, killing it after `grace`.
    func stop(grace: Duration = .seconds(5)) async {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        let deadline = ContinuousClock.now + grace
        while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
