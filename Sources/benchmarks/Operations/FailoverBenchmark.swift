import BrowserTesting
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `benchmarks web.failover`: two release examples instances behind nginx
/// with PostgreSQL (scripts/serve-cluster.sh), `FAILOVER_SESSIONS` (1,000)
/// sessions on each, each with typed text and a scrolled list; one instance
/// is killed (`kill -9`) and every one of its visitors reconnects through
/// nginx, 16 at a time, as their pages would. Reports how many came back as
/// they were left, how many did not, and when the last one was back.
enum FailoverBenchmark {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func run() async throws -> [String] {
        let perInstance = ProcessInfo.processInfo.environment["FAILOVER_SESSIONS"].flatMap(Int.init) ?? 1_000
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let examples = folder.appendingPathComponent("examples")
        guard FileManager.default.isExecutableFile(atPath: examples.path) else {
            throw Failure(description: "web.failover needs the examples server next to this executable: swift build -c release --product examples")
        }
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let run = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-failover-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let port = 20_000 + Int(getpid() % 20_000)
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/bin/bash")
        script.currentDirectoryURL = run
        script.arguments = [root.appendingPathComponent("scripts/serve-cluster.sh").path, "2", "--port", "\(port)", "--examples", examples.path,
                            "--run-dir", run.path, "--exit-with", "\(getpid())", "--", "--maximum-sessions-per-address", "100000"]
        script.standardOutput = FileHandle.nullDevice
        script.standardError = FileHandle.nullDevice
        try script.run()
        defer {
            kill(script.processIdentifier, SIGTERM)
            try? FileManager.default.removeItem(at: run)
        }
        let ready = run.appendingPathComponent("ready")
        for _ in 0..<1_200 where !FileManager.default.fileExists(atPath: ready.path) { try await Task.sleep(for: .milliseconds(100)) }
        guard FileManager.default.fileExists(atPath: ready.path) else { throw Failure(description: "the cluster did not start (\(run.path))") }
        let instances = try String(contentsOf: run.appendingPathComponent("instances"), encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: " ") }
        guard let killed = instances.first(where: { $0.first == "i1" }), killed.count == 3, let pid = Int32(killed[2]) else {
            throw Failure(description: "no instance i1 in \(instances)")
        }

        let opening = ContinuousClock.now
        let visitors = try await RawSocket.blocking {
            try (0..<(2 * perInstance)).map { index in
                try FailoverVisitor.open(port: port, from: "127.\(1 + index / 20 / 250).\(index / 20 % 250).2", scrollY: Double(10 + index % 90))
            }
        }
        let opened = ContinuousClock.now - opening
        // The last change of each is written within the 2 s snapshot interval.
        try await Task.sleep(for: .seconds(5))
        let moving = visitors.filter { $0.instance == "i1" }
        kill(pid, SIGKILL)
        let killedAt = ContinuousClock.now
        let outcomes = try await RawSocket.blocking { () -> [String?] in
            let results = Mutex([String?](repeating: "not tried", count: moving.count))
            let lanes = 16
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for index in stride(from: lane, to: moving.count, by: lanes) {
                    let visitor = moving[index]
                    let outcome: String?
                    do { outcome = try visitor.reconnect(port: port) } catch { outcome = "\(visitor.session): \(error)" }
                    results.withLock { $0[index] = outcome }
                }
            }
            return results.withLock { $0 }
        }
        let lastBack = ContinuousClock.now - killedAt
        let problems = outcomes.compactMap { $0 }
        for visitor in visitors where visitor.instance != "i1" { visitor.socket.shutdown() }
        var lines = [
            "web.failover: \(visitors.count) sessions over 2 instances (\(moving.count) on i1) opened in \(seconds(opened)) s; "
                + "kill -9 of i1: \(moving.count - problems.count) restored, \(problems.count) lost, last one back \(seconds(lastBack)) s after the kill "
                + "(16 reconnecting at a time)",
        ]
        lines += problems.prefix(3).map { "web.failover: lost \($0)" }
        return lines
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
