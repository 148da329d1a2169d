import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Two examples instances behind nginx with PostgreSQL (scripts/serve-cluster.sh):
/// one is killed outright (`kill -9`), and every visitor it held reconnects
/// through nginx to the other, which resumes the session from its snapshot:
/// the same typed text and the same scroll offset, checked per session.
@Suite("Failover: an instance killed, its sessions resumed on the other", .serialized,
       .enabled(if: Cluster.nginx != nil, "nginx is not installed (bash scripts/setup-system.sh installs it)"))
struct FailoverTests {
    /// Sessions in all, over both instances (about 200 each); `FAILOVER_SESSIONS` asks for more by hand.
    static let sessions = ProcessInfo.processInfo.environment["FAILOVER_SESSIONS"].flatMap(Int.init).map { max(20, $0) } ?? 400

    @Test("kill -9 of one of two instances: every one of its sessions comes back on the other with its text and scroll")
    func killOneInstance() async throws {
        let cluster = try await Cluster.start(count: 2, durable: true, arguments: [])
        do {
            try await run(cluster)
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        await cluster.stop()
    }

    @Test("SIGTERM with durable sessions: the drained instance writes every session and closes its pages with 1012; each reconnects through nginx to the other, text and scroll kept")
    func drainMovesSessionsWhole() async throws {
        let cluster = try await Cluster.start(count: 2, durable: true, arguments: ["--drain-grace", "0", "--drain-deadline", "30"])
        do {
            let port = cluster.port
            let visitors = try await RawSocket.blocking {
                try (0..<40).map { index in
                    try FailoverVisitor.open(port: port, from: ScaleOutTests.address(of: index), scrollY: Double(20 + index))
                }
            }
            let drained = try #require(cluster.instances.first { $0.name == "i1" })
            let moving = visitors.filter { $0.instance == drained.name }
            #expect(!moving.isEmpty)
            #expect(kill(drained.pid, SIGTERM) == 0)
            let problems = try await RawSocket.blocking {
                moving.compactMap { visitor -> String? in
                    // The page hears 1012 (restarting) and reconnects with its session: nginx finds i1 refusing it, tries i2.
                    let code = visitor.socket.closeCode(timeout: 60)
                    guard code == 1012 else { return "\(visitor.session): closed with \(code.map(String.init) ?? "nothing")" }
                    do { return try visitor.reconnect(port: port) } catch { return "\(visitor.session): \(error)" }
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(5))")
            for visitor in visitors where visitor.instance != drained.name { visitor.socket.shutdown() }
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        await cluster.stop()
    }

    private func run(_ cluster: Cluster) async throws {
        let port = cluster.port
        let clock = ContinuousClock()
        let visitors = try await RawSocket.blocking {
            try (0..<Self.sessions).map { index in
                try FailoverVisitor.open(port: port, from: ScaleOutTests.address(of: index), scrollY: Double(10 + index % 90))
            }
        }
        let counts = Dictionary(grouping: visitors, by: \.instance).mapValues(\.count)
        print("FailoverTests: \(visitors.count) sessions opened through nginx: \(counts)")
        #expect(Set(counts.keys) == ["i1", "i2"] && counts.values.allSatisfy { $0 >= Self.sessions / 5 }, "\(counts)")
        // Snapshots are written at most every 2 s while a session changes: the last change is in the store after that.
        try await Task.sleep(for: .seconds(5))

        let killed = try #require(cluster.instances.first { $0.name == "i1" })
        let moving = visitors.filter { $0.instance == killed.name }
        #expect(kill(killed.pid, SIGKILL) == 0)
        let killedAt = clock.now
        // Each as its page does: the connection dropped, so it reconnects with its token (nginx tries i1, then i2).
        let problems = try await RawSocket.blocking {
            moving.compactMap { visitor -> String? in
                do { return try visitor.reconnect(port: port) } catch { return "\(visitor.session): \(error)" }
            }
        }
        let elapsed = clock.now - killedAt
        print("FailoverTests: \(moving.count - problems.count) of \(moving.count) sessions of the killed instance back on i2 in \(elapsed)")
        #expect(problems.isEmpty, "\(problems.count) not resumed as left: \(problems.prefix(5))")
        for visitor in visitors where visitor.instance != killed.name { visitor.socket.shutdown() }
    }
}
