@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing
import ViewTree

/// A full server is not a locked server: a newcomer takes the place of a
/// session nobody uses (one never touched, then a hibernated one, longest
/// idle first), a returning browser with a visitor pass also of any idle
/// one, and sessions in use are never touched. One network holds a bounded
/// share of the table.
@MainActor
@Suite("Admission under pressure: eviction of unused sessions, visitor passes, per-network limits")
struct AdmissionUnderPressureTests {
    static let protection = Duration.seconds(60)

    func registry(maximumSessions: Int = 3, perAddress: Int = 64, perPrefix: Int = 256,
                  hibernation: BrowserServer.Hibernation? = nil) -> SessionRegistry {
        var limits = BrowserServer.Limits(maximumSessions: maximumSessions, maximumSessionsPerAddress: perAddress,
                                          maximumSessionsPerPrefix: perPrefix, evictionProtection: Self.protection)
        limits.messagesPerSecond = 1_000
        return SessionRegistry(limits: limits, gracePeriod: .seconds(30), logger: Logger(label: "test.admission"),
                               hibernation: hibernation) { _ in View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    }

    /// A session opened and connected from `address`; its queue.
    func open(_ registry: SessionRegistry, _ id: String, from address: String) -> (BrowserSession, OutboundQueue) {
        let session = registry.open(id: id, token: "t", address: address)
        let (_, queue) = session.connect(presenting: "t")
        return (session, queue)
    }

    func touch(_ session: BrowserSession) {
        #expect(session.accept(#"{"t":"p","ph":"move","x":5,"y":5,"ms":1000,"id":0}"#) == nil)
    }

    @Test("At the limit a newcomer takes the place of an untouched session, longest idle first; its page hears 4409 and why")
    func untouchedSessionsGiveWay() async {
        let registry = registry()
        let (first, firstQueue) = open(registry, "a", from: "198.51.100.1")
        let (second, _) = open(registry, "b", from: "198.51.100.2")
        let (used, _) = open(registry, "c", from: "198.51.100.3")
        touch(used)
        let later = ContinuousClock.now + Self.protection + .seconds(1)
        #expect(registry.refusal(forAddress: "203.0.113.9", now: later) == nil)
        #expect(registry.session(withID: "a") == nil && registry.evictions == 1, "the longest-idle untouched session")
        while await firstQueue.next() != nil {}
        #expect(firstQueue.farewell == SessionRegistry.evictedFarewell)
        #expect(firstQueue.farewell?.code == 4409)
        _ = registry.open(id: "d", token: "t", address: "203.0.113.9")
        #expect(registry.refusal(forAddress: "203.0.113.10", now: later) == nil)
        #expect(registry.session(withID: "b") == nil, "then the next untouched one")
        _ = registry.open(id: "e", token: "t", address: "203.0.113.10")
        withExtendedLifetime((first, second)) {}
    }

    @Test("Sessions opened or used within the protection are never evicted; when all are, the newcomer is refused")
    func protectedSessionsStay() {
        let registry = registry()
        for (index, id) in ["a", "b", "c"].enumerated() { _ = open(registry, id, from: "198.51.100.\(index + 1)") }
        // Just opened: protected, so a page just arriving is not swapped for another.
        #expect(registry.refusal(forAddress: "203.0.113.9", withPass: true) == "the server has its maximum of 3 sessions")
        // Later, but every page sent input within the protection.
        for session in registry.allSessions { touch(session) }
        let soon = ContinuousClock.now + Self.protection / 2
        #expect(registry.refusal(forAddress: "203.0.113.9", withPass: true, now: soon) == "the server has its maximum of 3 sessions")
        #expect(registry.count == 3 && registry.evictions == 0)
    }

    @Test("A session once used but idle gives way only to a visitor with a pass; hibernated ones to anyone, after untouched ones")
    func passesReachFurther() async throws {
        let registry = registry(maximumSessions: 2, hibernation: .init(idleInterval: .seconds(3_600), settleTimeout: .seconds(20)))
        let (idle, _) = open(registry, "idle", from: "198.51.100.1")
        let (sleeper, _) = open(registry, "sleeper", from: "198.51.100.2")
        touch(idle)
        touch(sleeper)
        let later = ContinuousClock.now + Self.protection + .seconds(1)
        #expect(registry.refusal(forAddress: "203.0.113.9", withPass: false, now: later) != nil, "no pass: idle sessions stay")
        #expect(registry.count == 2)
        // The sleeper hibernates (its rebuild is the same empty view): now anyone may take its place.
        #expect(await sleeper.hibernateIfRebuildable(settleTimeout: .seconds(20)))
        #expect(registry.refusal(forAddress: "203.0.113.9", withPass: false, now: later) == nil)
        #expect(registry.session(withID: "sleeper") == nil && registry.session(withID: "idle") != nil)
        touch(registry.open(id: "newcomer", token: "t", address: "203.0.113.9"))
        #expect(registry.refusal(forAddress: "203.0.113.10", withPass: true, now: later) == nil, "a pass takes an idle one's place")
        #expect(registry.session(withID: "idle") == nil && registry.evictions == 2)
    }

    @Test("One network (/24) holds at most maximumSessionsPerPrefix sessions, whatever its addresses")
    func perNetworkLimit() {
        let registry = registry(maximumSessions: 100, perAddress: 2, perPrefix: 3)
        for (index, address) in ["198.51.100.1", "198.51.100.1", "198.51.100.2"].enumerated() {
            #expect(registry.refusal(forAddress: address) == nil)
            _ = registry.open(id: "s\(index)", token: "t", address: address)
        }
        #expect(registry.refusal(forAddress: "198.51.100.3") == "3 sessions are open from this network already")
        #expect(registry.refusal(forAddress: "198.51.101.3") == nil, "another network")
        registry.end(try! #require(registry.session(withID: "s0")), reason: "test")
        #expect(registry.refusal(forAddress: "198.51.100.3") == nil, "a session that ends frees its network's place")
    }

    @Test("The first input hands the page a visitor pass, once, which the server accepts as a cookie")
    func firstInputHandsAPass() async throws {
        let registry = registry()
        let (session, queue) = open(registry, "a", from: "198.51.100.1")
        while queue.queuedBytes > 0, await queue.next() != nil {}
        #expect(session.accept(#"{"t":"viewport","w":120,"h":100}"#) == nil)
        session.flush()
        var passes: [String] = []
        func collect() async throws {
            while queue.queuedBytes > 0, let message = await queue.next() {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
                if let pass = object["pass"] as? String { passes.append(pass) }
            }
        }
        try await collect()
        #expect(passes.isEmpty, "a page's own messages are not a person's input")
        touch(session)
        touch(session)
        try await collect()
        #expect(passes.count == 1)
        let pass = try #require(passes.first)
        #expect(registry.visitorPasses.validPass(inCookies: ["theme=dark; ck_pass=\(pass)"]))
        // One signature digit changed (a pass ending in 0 gets a 1, so the copy always differs).
        let forged = "\(pass.dropLast())\(pass.last == "0" ? "1" : "0")"
        #expect(forged != pass)
        #expect(!registry.visitorPasses.validPass(inCookies: ["ck_pass=\(forged)"]))
        #expect(!VisitorPasses().validPass(inCookies: ["ck_pass=\(pass)"]), "another server's key")
        #expect(VisitorPasses(sharedSecret: "a-shared-secret-1234").isValid(VisitorPasses(sharedSecret: "a-shared-secret-1234").issue()),
                "instances sharing a proxy secret accept each other's passes")
    }

    @Test("A full server of idle sessions still lets a visitor in: the page loads, its WebSocket opens, an idle session hears 4409")
    func idleTableDoesNotLockVisitorsOut() async throws {
        var limits = BrowserServer.Limits(maximumSessions: 3, evictionProtection: .milliseconds(200))
        limits.authenticationTimeout = .seconds(60)
        // The attackers' raw sockets answer no keep-alive ping: in a loaded run they would be closed as dead.
        limits.keepAliveInterval = RawSocket.quietKeepAlive
        var logger = Logger(label: "test.admission")
        logger.logLevel = .error
        let server = BrowserServer(configuration: .init(port: 0, limits: limits), logger: logger) { _ in
            SampleRootView(note: "full", includesList: false)
        }
        let port = try await server.start()
        // The attacker: three sessions from three networks, held open, never used.
        var attackers: [(RawSocket, [UInt8])] = []
        for network in 1...3 {
            let client = InstanceClient(port: port, source: "127.0.\(10 + network).1")
            let (socket, handshake) = try await client.connect(try await client.loadPage())
            let (frame, rest) = try await SessionCredentialsTests.firstFrame(socket, after: handshake)
            #expect(frame?.closeCode == nil)
            attackers.append((socket, rest))
        }
        #expect(server.sessions.count == 3)
        // Past the protection, once the registry has counted what may give way (every 200 ms, later in a loaded run).
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.admission.refusal() == nil }
        let visitor = InstanceClient(port: port, source: "127.0.20.1")
        let page = try await visitor.loadPage()
        #expect(page.status == 200, "the visitor's page, not the busy page")
        let (socket, handshake) = try await visitor.connect(page)
        let first = try await SessionCredentialsTests.firstFrame(socket, after: handshake).frame
        #expect(first.map { String(decoding: $0.payload, as: UTF8.self).hasPrefix(#"{"t":"reset""#) } == true,
                "the visitor's session: \(first?.closeCode.map(String.init) ?? "a reset")")
        let held = attackers
        let closes = try await RawSocket.blocking {
            held.map { socket, rest in socket.readFrames(after: rest, timeout: 30).frames.last?.closeCode }
        }
        #expect(closes.filter { $0 == 4409 }.count == 1, "one idle session made room: \(closes)")
        #expect(server.sessions.count == 3 && server.sessions.evictions == 1)
        withExtendedLifetime(socket) {}
        await server.stop()
    }
}
