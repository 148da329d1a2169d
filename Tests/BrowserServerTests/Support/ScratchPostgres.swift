import BrowserServerPostgres
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Logging
import PostgresNIO

/// A PostgreSQL of the tests' own, started by `scripts/postgres.sh` in a
/// temporary folder (Debian's server, as the calling user), stopped by ``stop()``.
final class ScratchPostgres: Sendable {
    let folder: URL
    let socketFolder: String
    let user: String
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/postgres.sh")

    private init(folder: URL, socketFolder: String, user: String) {
        self.folder = folder
        self.socketFolder = socketFolder
        self.user = user
    }

    /// Starts a new scratch server.
    static func start() async throws -> ScratchPostgres {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-pg-\(UUID().uuidString.prefix(8))")
        let lines = try await run("start", folder.path).split(separator: "\n").map(String.init)
        guard lines.count >= 2 else { throw Failure(description: "postgres.sh printed \(lines)") }
        return ScratchPostgres(folder: folder, socketFolder: lines[0], user: lines[1])
    }

    /// The client configuration for the scratch database.
    var configuration: PostgresClient.Configuration {
        PostgresClient.Configuration(unixSocketPath: socketFolder + "/.s.PGSQL.5432", username: user, password: nil, database: "componentkit")
    }

    /// Starts the server again after ``stopServer()``.
    func startServer() async throws { _ = try await Self.run("start", folder.path) }
    /// Stops the server, keeping its data.
    func stopServer() async throws { _ = try await Self.run("stop", folder.path) }

    /// Stops the server and removes its folder.
    func stop() async {
        _ = try? await Self.run("stop", folder.path)
        try? FileManager.default.removeItem(at: folder)
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Runs the script and returns what it printed. Spawned and reaped
    /// here (`posix_spawn`, `waitpid`), its output in files: in this test
    /// process Foundation's `Process` never learns that the script ended
    /// (no SIGCHLD handler is installed), and the server it starts outlives it.
    @discardableResult
    static func run(_ arguments: String...) async throws -> String {
        let name = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-pg-run-\(UUID().uuidString.prefix(8))").path
        defer {
            try? FileManager.default.removeItem(atPath: name + ".out")
            try? FileManager.default.removeItem(atPath: name + ".err")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, name + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, name + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = (["/bin/bash", script.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "postgres.sh could not be started: error \(spawned)") }
        let deadline = ContinuousClock.now + .seconds(120)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "postgres.sh \(arguments.joined(separator: " ")) took over 120 s")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let exitStatus = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exitStatus == 0 else {
            throw Failure(description: "postgres.sh \(arguments.joined(separator: " ")) ended with \(status): "
                + ((try? String(contentsOfFile: name + ".err", encoding: .utf8)) ?? ""))
        }
        return (try? String(contentsOfFile: name + ".out", encoding: .utf8)) ?? ""
    }
}
