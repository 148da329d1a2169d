@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Synchronization
import Testing

/// Taking a server out of service: its health check, the refusals while it
/// drains, sessions that finish on their own and clients moved elsewhere.
@MainActor
@Suite("Draining a browser server")
struct DrainTests {
    static func makeServer(instanceID: String? = "i7", reconnectGracePeriod: Duration = .seconds(30)) -> BrowserServer {
        var logger = Logger(label: "test.drain")
        logger.logLevel = .warning
        var configuration = BrowserServer.Configuration(port: 0, reconnectGracePeriod: reconnectGracePeriod)
        // A raw socket answers no keep-alive ping while its test waits elsewhere.
        configuration.limits.keepAliveInterval = RawSocket.quietKeepAlive
        configuration.instanceID = instanceID
        return BrowserServer(configuration: configuration, logger: logger) { _ in SampleRootView(note: "drain", includesList: false) }
    }

    @Test("While it drains: /healthz and pages answer 503, a new session is told to reload elsewhere, a live one carries on")
    func refusesNewcomersWhileLiveSessionsFinish() async throws {
        let server = Self.makeServer(reconnectGracePeriod: .milliseconds(200))
        let client = InstanceClient(port: try await server.start())
        let serving = try await client.health()
        #expect(serving.status == 200)
        #expect(serving.body["status"] == "serving")
        #expect(serving.body["instance"] == "i7")
        #expect(serving.instance == "i7")

        let live = try await client.loadPage()
        let (liveSocket, liveHandshake) = try await client.connect(live)
        #expect(liveHandshake.status == 101)
        // A page served before the drain whose WebSocket comes after it.
        let late = try await client.loadPage("/photos/3")

        // Long enough that only the live session's end can finish the drain.
        let drain = Task { try await server.drain(movingSessionsAfter: .seconds(600), deadline: .seconds(600)) }
        var health = try await client.health()
        while health.status == 200 {
            try await Task.sleep(for: .milliseconds(10))
            health = try await client.health()
        }
        #expect(health.status == 503)
        #expect(health.body["status"] == "draining")
        #expect(health.body["sessions"] == "1")
        #expect(server.isDraining)

        for path in ["/", "/photos/3"] {
            let page = try await client.loadPage(path)
            #expect(page.status == 503, "\(path)")
            #expect(page.session.isEmpty, "\(path) issued a ticket while draining")
        }
        let (lateSocket, lateHandshake) = try await client.connect(late)
        let lateFrames = try await lateSocket.framesUntilClose(after: lateHandshake.leftover)
        #expect(lateFrames.last?.closeCode == 4503)
        #expect(server.sessions.count == 1)

        // The live session may reconnect: it is still served.
        let (again, againHandshake) = try await client.connect(live)
        #expect(againHandshake.status == 101)
        liveSocket.shutdown()
        // Its visitor leaves; after the reconnect grace period the session ends and so does the drain.
        again.shutdown()
        let outcome = try await drain.value
        #expect(outcome == BrowserServer.DrainOutcome(sessionsAtStart: 1, sessionsFinished: 1, sessionsMoved: 0,
                                                      connectionsLeftAtDeadline: 0))
        await server.stop()
    }

    @Test("After the grace period every connected page hears 4503 and the server stops for good")
    func movesClientsAndStops() async throws {
        let server = Self.makeServer()
        let client = InstanceClient(port: try await server.start())
        var sockets: [(RawSocket, RawSocket.Handshake)] = []
        for path in ["/", "/photos/3", "/animals"] {
            let page = try await client.loadPage(path)
            sockets.append(try await client.connect(page, location: path))
        }
        // Sessions open when their credentials arrive, a moment after the handshake.
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.count == 3 }
        #expect(server.sessions.count == 3)
        // Pages whose connection has started: one that starts after the drain hears only the farewell.
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.allSessions.allSatisfy(\.isConnected) }

        let outcome = try await server.drain(movingSessionsAfter: .zero, deadline: .seconds(60))
        #expect(outcome == BrowserServer.DrainOutcome(sessionsAtStart: 3, sessionsFinished: 0, sessionsMoved: 3,
                                                      connectionsLeftAtDeadline: 0))
        for (socket, handshake) in sockets {
            let frames = try await socket.framesUntilClose(after: handshake.leftover)
            #expect(frames.first.map { String(decoding: $0.payload, as: UTF8.self).hasPrefix(#"{"t":"reset""#) } == true)
            #expect(frames.last?.closeCode == 4503)
            #expect(frames.last?.closeReason.contains("reload") == true)
        }
        #expect(server.sessions.count == 0)
        // A second call joins the finished drain; the server does not serve again.
        #expect(try await server.drain() == outcome)
        await #expect(throws: BrowserServerError.drained) { _ = try await server.start() }
        await server.stop()
    }

    @Test("/healthz answers while the main actor is busy, with the session count")
    func healthAnswersWithoutTheMainActor() async throws {
        let server = Self.makeServer()
        let client = InstanceClient(port: try await server.start())
        let page = try await client.loadPage()
        let (socket, handshake) = try await client.connect(page)
        #expect(handshake.status == 101)
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.count == 1 }
        let port = client.port
        let answer = Mutex<LoopbackHTTP.Response?>(nil)
        let request = Thread { answer.withLock { $0 = try? LoopbackHTTP.get("/healthz", port: port, timeout: 10) } }
        request.start()
        // This test holds the main actor (a stand-in for a long render) until the answer is in, for 10 s at most.
        let deadline = ContinuousClock.now + .seconds(10)
        while answer.withLock({ $0 == nil }), ContinuousClock.now < deadline { usleep(5_000) }
        let response = try #require(answer.withLock { $0 }, "no answer while the main actor was busy")
        #expect(response.status == 200)
        #expect(response.text.contains(#""sessions":1"#), "\(response.text)")
        withExtendedLifetime(socket) {}
        await server.stop()
    }

    @Test("A drain that cannot run as asked is refused and changes nothing")
    func refusesBadDrains() async throws {
        let idle = Self.makeServer()
        await #expect(throws: BrowserServerError.invalidDrain("the server is not listening: start or run it first")) {
            try await idle.drain()
        }
        let server = Self.makeServer()
        let client = InstanceClient(port: try await server.start())
        await #expect(throws: BrowserServerError.invalidDrain("the grace period is -1.0 seconds; it cannot be negative")) {
            try await server.drain(movingSessionsAfter: .seconds(-1))
        }
        await #expect(throws: BrowserServerError.invalidDrain("the deadline (5.0 seconds) is shorter than the grace period (10.0 seconds)")) {
            try await server.drain(movingSessionsAfter: .seconds(10), deadline: .seconds(5))
        }
        #expect(!server.isDraining)
        #expect(try await client.health().status == 200)
        #expect(try await client.loadPage().status == 200)
        await server.stop()
    }

    @Test("An instance's name starts its session identifiers and names it in responses and handshakes")
    func instanceNameInSessionsAndResponses() async throws {
        let server = Self.makeServer(instanceID: "eu_2")
        let client = InstanceClient(port: try await server.start())
        let page = try await client.loadPage("/photos")
        #expect(page.session.hasPrefix("eu_2-"))
        #expect(page.session.count == "eu_2-".count + 32)
        #expect(page.instance == "eu_2")
        let (socket, handshake) = try await client.connect(page)
        #expect(handshake.status == 101)
        #expect(handshake.headers["x-componentkit-instance"] == "eu_2")
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.session(withID: page.session) != nil }
        #expect(server.sessions.session(withID: page.session) != nil)
        withExtendedLifetime(socket) {}
        await server.stop()

        // A lone server names nothing.
        let lone = Self.makeServer(instanceID: nil)
        let loneClient = InstanceClient(port: try await lone.start())
        let lonePage = try await loneClient.loadPage()
        #expect(lonePage.instance == nil)
        #expect(!lonePage.session.contains("-"))
        #expect(try await loneClient.health().body["instance"] == nil)
        await lone.stop()
    }

    @Test("Instance names that a balancer could not route by are refused", arguments: ["", "a-b", "ü", "i 1", String(repeating: "a", count: 25)])
    func refusesBadInstanceNames(_ name: String) async throws {
        let server = Self.makeServer(instanceID: name)
        await #expect(throws: BrowserServerError.invalidConfiguration(
            "instanceID \"\(name)\" must be 1 to 24 ASCII letters, digits or _")) { _ = try await server.start() }
    }
}
