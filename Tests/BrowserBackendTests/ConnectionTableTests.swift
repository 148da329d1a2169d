@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing
import ViewTree

/// The connection table under a flood of half-open connections (issue 41,
/// failure 7), and what such connections cost the log.
@MainActor
@Suite("Connection table under a half-open flood", .serialized)
struct ConnectionTableTests {
    @Test("A visitor loads the page at least 9 times of 10 while 80 addresses keep the table full of half-open connections")
    func visitorGetsThroughHalfOpenFlood() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumConnections = 300
        try await BrowserHarness.with(limits: limits, browser: false) { harness in
            let port = harness.port
            let connections = harness.server.connections
            // 80 addresses in 80 networks, so only the early close, not the per-network limit, can let the visitor in.
            let flood = HalfOpenFlood(port: port, addresses: (0..<80).map { "127.0.\(10 + $0).\(1 + $0 % 5)" }, socketsPerAddress: 5)
            flood.start()
            let filled = try await RawSocket.blocking {
                let deadline = ContinuousClock.now + .seconds(120)
                while connections.openConnections < 270, ContinuousClock.now < deadline { usleep(20_000) }
                return connections.openConnections
            }
            #expect(filled >= 270, "the flood never filled the table")
            var loaded = 0
            var failures: [String] = []
            for _ in 0..<10 {
                do {
                    let response = try await RawSocket.blocking {
                        try LoopbackHTTP.get("/", port: port, from: "127.0.0.200", timeout: 20)
                    }
                    if response.status == 200 { loaded += 1 } else { failures.append("status \(response.status)") }
                } catch {
                    failures.append("\(error)")
                }
                try await Task.sleep(for: .milliseconds(300))
            }
            let opened = flood.connectionsOpened
            try await flood.stop()
            print("half-open flood: the visitor loaded the page \(loaded) times of 10; the flood opened \(opened) connections, "
                + "\(connections.refusedConnections) were refused on arrival, \(connections.closedEarlyConnections) closed early; "
                + "the visitor's failures: \(failures)")
            #expect(loaded >= 9, "the visitor's failures: \(failures)")
        }
    }

    @Test("Connections that never send a request head are closed at the head timeout with one debug line each, no error")
    func headTimeoutsLogAtDebugLevel() async throws {
        let recorder = LogRecorder()
        var limits = BrowserServer.Limits()
        limits.requestHeadTimeout = .milliseconds(300)
        let server = BrowserServer(configuration: .init(port: 0, limits: limits), logger: recorder.logger(label: "test.connections")) { _ in
            SampleRootView(note: "log levels", includesList: false)
        }
        let port = try await server.start()
        let closed = try await RawSocket.blocking {
            try (0..<4).map { index in
                let socket = try RawSocket(port: port, from: "127.0.0.\(30 + index)")
                if index % 2 == 1 { try socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
                return socket
            }.map { $0.receive(timeout: 30).closed }
        }
        // And one that goes away before sending anything.
        try await RawSocket.blocking { try RawSocket(port: port, from: "127.0.0.40").shutdown() }
        // Stopping waits for every connection's handling, so all it logs is in.
        await server.stop()
        let records = recorder.records
        #expect(closed == [true, true, true, true])
        #expect(records.filter { $0.level >= .warning && !Self.isShutdownLine($0) }.map(\.description) == [])
        let timeouts = records.filter { $0.message.contains("no complete request head in time") }
        #expect(timeouts.count == 4)
        #expect(timeouts.allSatisfy { $0.level == .debug })
        #expect(Set(timeouts.compactMap { $0.metadata["address"] }) == Set((30..<34).map { "127.0.0.\($0)" }))
    }

    @Test("Unusable connection-table limits are refused with the limit's name and value, before anything listens",
          arguments: [0, 1.5, -0.1, .nan, .infinity])
    func badPressureThresholdRefused(_ share: Double) async throws {
        var limits = BrowserServer.Limits()
        limits.connectionPressureThreshold = share
        let server = BrowserServer(configuration: .init(port: 0, limits: limits)) { _ in View(frame: .zero) }
        await #expect(throws: BrowserServerError.invalidConfiguration(
            "limits.connectionPressureThreshold is \(share); it must be above 0 and at most 1")) {
            _ = try await server.start()
        }
    }

    @Test("A network limit below one, or a head deadline under pressure not above zero, is refused by name")
    func badPrefixLimitAndDeadlineRefused() {
        var limits = BrowserServer.Limits()
        limits.maximumConnectionsPerPrefix = 0
        #expect(limits.problem == "limits.maximumConnectionsPerPrefix is 0; it must be at least 1")
        limits = BrowserServer.Limits()
        limits.requestHeadTimeoutUnderPressure = .zero
        #expect(limits.problem == "limits.requestHeadTimeoutUnderPressure is 0.0 seconds; it must be above zero")
        #expect(BrowserServer.Limits().problem == nil)
    }

    /// The line Hummingbird logs, at error level, when a server's task is
    /// cancelled (as ``BrowserServer/stop()`` does): the server's, not a connection's.
    static func isShutdownLine(_ record: LogRecorder.Record) -> Bool {
        record.message == "Waiting on child channel: CancellationError()"
    }

    @Test("Connections closed to make room log one debug line each, no error")
    func earlyClosesLogAtDebugLevel() async throws {
        let recorder = LogRecorder()
        var limits = BrowserServer.Limits()
        limits.maximumConnections = 6
        limits.connectionPressureThreshold = 0.5
        // Long deadlines: every close in this test is an early one.
        limits.requestHeadTimeout = .seconds(120)
        limits.requestHeadTimeoutUnderPressure = .seconds(120)
        let server = BrowserServer(configuration: .init(port: 0, limits: limits), logger: recorder.logger(label: "test.connections")) { _ in
            SampleRootView(note: "log levels", includesList: false)
        }
        let port = try await server.start()
        let connections = server.connections
        // One after the other, each admitted before the next: the fourth to sixth each close the oldest.
        let sockets = try await RawSocket.blocking {
            try (0..<6).map { index in
                let socket = try RawSocket(port: port, from: "127.0.0.\(50 + index)")
                let deadline = ContinuousClock.now + .seconds(60)
                while connections.openConnections + connections.closedEarlyConnections < index + 1, ContinuousClock.now < deadline {
                    usleep(5_000)
                }
                return socket
            }
        }
        let closed = try await RawSocket.blocking { sockets.prefix(3).map { $0.receive(timeout: 30).closed } }
        #expect(closed == [true, true, true])
        #expect(connections.closedEarlyConnections == 3)
        #expect(connections.openConnections == 3)
        for socket in sockets { socket.shutdown() }
        await server.stop()
        let records = recorder.records
        #expect(records.filter { $0.level >= .warning && !Self.isShutdownLine($0) }.map(\.description) == [])
        let early = records.filter { $0.message.contains("closed to make room") }
        #expect(early.map { $0.metadata["address"] ?? "" } == ["127.0.0.50", "127.0.0.51", "127.0.0.52"])
        #expect(early.allSatisfy { $0.level == .debug })
    }
}
