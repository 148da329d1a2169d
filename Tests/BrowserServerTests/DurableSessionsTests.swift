@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import ComponentKit
import Foundation
import Logging
import Testing
import ViewTree

/// Durable sessions: snapshots written to a shared store, resumed by
/// another instance when the page reconnects there, signed, expiring, and
/// kept working from memory when the store fails.
@MainActor
@Suite("Durable sessions", .serialized)
struct DurableSessionsTests {
    static let secret = String(repeating: "shared-secret-", count: 3)

    static func makeServer(instance: String, store: InMemorySessionStore, secret: String = DurableSessionsTests.secret,
                           interval: Duration = .milliseconds(100), writeTimeout: Duration = .seconds(5)) throws -> BrowserServer {
        var logger = Logger(label: "test.durable")
        logger.logLevel = .critical
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.instanceID = instance
        var persistence = try BrowserServer.Persistence(store: store, secret: secret)
        persistence.interval = interval
        persistence.writeTimeout = writeTimeout
        persistence.failureLogInterval = .zero
        configuration.persistence = persistence
        return BrowserServer(configuration: configuration, logger: logger) { _ in SampleNoteView(note: "operations") }
    }

    /// A session opened on `server` as a page's first connection does, tapped `taps` times, with `text` typed.
    static func openSession(on server: BrowserServer, taps: Int = 3, text: String = "Ada Lovelace")
        throws -> (session: BrowserSession, token: String)
    {
        let id = "\(server.configuration.instanceID ?? "x")-" + ReconnectTokens.randomSecret()
        let token = ReconnectTokens.randomSecret()
        let session = server.registry.open(id: id, token: token, address: "127.0.0.1")
        _ = session.connect(presenting: token)
        let view = try #require(session.operationsView)
        for message in view.tapMessages(taps) { session.apply(try ClientMessage.decode(message)) }
        #expect(view.field.becomeFirstResponder())
        _ = view.field.replaceText(with: text, selection: 3..<3)
        session.flush()
        return (session, token)
    }

    /// Waits until `condition` holds: up to 90 s, as a full test run can hold the main actor (and so the
    /// snapshot passes) for tens of seconds; a pass takes 250 ms on a quiet machine.
    static func eventually(_ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(90)
        while !(await condition()) {
            guard ContinuousClock.now < deadline else { Issue.record("condition not met within 90 s"); return }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Connects to session `id` on `port` presenting `token`; the text of the frames until the first reset, and the close code if closed.
    static func reconnect(port: Int, id: String, token: String) async throws -> (texts: [String], closeCode: Int?) {
        try await RawSocket.blocking {
            let socket = try RawSocket(port: port)
            let handshake = try socket.handshake(path: "/ws?session=\(id)", port: port, origin: "http://127.0.0.1:\(port)", timeout: 60)
            guard handshake.status == 101 else { return (["status \(handshake.status)"], nil) }
            try socket.authenticate(token: token)
            var buffer = handshake.leftover
            var texts: [String] = []
            while let frame = socket.nextFrame(buffer: &buffer, timeout: 30) {
                if let code = frame.closeCode { return (texts, code) }
                let text = String(decoding: frame.payload, as: UTF8.self)
                texts.append(text)
                if text.contains(#""t":"reset""#) { return (texts, nil) }
            }
            return (texts, nil)
        }
    }

    @Test("A record seals and opens; altered, re-signed with another secret, of another session, expired or of another version, it is refused with its reason")
    func sealing() throws {
        let handover = SessionHandover(id: "i1-" + ReconnectTokens.randomSecret(), acceptedTokens: ["a-token-of-sixteen-or-more"],
                                       unconfirmedToken: "another-token-sixteen+", ticket: nil, clientAddress: "10.0.0.1",
                                       viewportWidth: 390, viewportHeight: 844, showsDebugOutlines: false, acknowledgedSequence: 7,
                                       window: WindowSnapshot())
        let seal = DurableSessionSeal(secret: Self.secret)
        let expiry = Date().addingTimeInterval(60)
        let record = DurableSessionRecord(handover, expiresAt: expiry)
        #expect(record.session.acceptedTokens.isEmpty && record.session.unconfirmedToken == nil, "no token is kept, only hashes")
        #expect(record.opens(with: "a-token-of-sixteen-or-more") && record.opens(with: "another-token-sixteen+"))
        #expect(!record.opens(with: "a-token-of-sixteen-or-morf"))
        let payload = try seal.seal(record)
        #expect(!String(decoding: payload, as: UTF8.self).contains("a-token-of-sixteen"))
        let row = StoredSession(id: handover.id, owner: "i1", expiresAt: expiry, payload: payload)
        let opened = try seal.open(row, maximumBytes: 1 << 20, now: Date()).get()
        #expect(opened.session.acknowledgedSequence == 7 && opened.handover(presenting: "tok-tok-tok-tok-tok").acceptedTokens == ["tok-tok-tok-tok-tok"])

        func refusal(_ row: StoredSession, seal: DurableSessionSeal = seal, maximumBytes: Int = 1 << 20, now: Date = Date()) -> String {
            if case let .failure(reason) = seal.open(row, maximumBytes: maximumBytes, now: now) { return reason.description }
            return "opened"
        }
        var altered = row
        altered.payload[40] ^= 1
        #expect(refusal(altered).contains("signature does not match"))
        #expect(refusal(row, seal: DurableSessionSeal(secret: String(repeating: "other-secret-", count: 3))).contains("signature does not match"))
        var otherSession = row
        otherSession.id = "i1-" + ReconnectTokens.randomSecret()
        #expect(refusal(otherSession).contains("another session's"))
        #expect(refusal(row, now: expiry.addingTimeInterval(1)).contains("expired"))
        #expect(refusal(row, maximumBytes: 100).contains("over the limit of 100"))
        var truncated = row
        truncated.payload = Array(row.payload.prefix(20))
        #expect(refusal(truncated).contains("no signature and snapshot"))
        var future = record
        future.version = 99
        #expect(refusal(StoredSession(id: row.id, owner: "i1", expiresAt: expiry, payload: try seal.seal(future))).contains("version 99"))
    }

    @Test("An instance that dies: its page reconnects to another instance, which resumes the session with its count, text and caret")
    func failover() async throws {
        let store = InMemorySessionStore()
        let first = try Self.makeServer(instance: "i1", store: store), second = try Self.makeServer(instance: "i2", store: store)
        _ = try await first.start()
        let secondPort = try await second.start()
        defer { Task { await second.stop() } }
        let (session, token) = try Self.openSession(on: first)
        let id = session.id
        try await Self.eventually { await store.storedRows[id] != nil }
        #expect(await store.storedRows[id]?.owner == "i1")
        // Killed: no drain, no last write; the row is what the last pass wrote.
        await first.stop()

        let (texts, closeCode) = try await Self.reconnect(port: secondPort, id: id, token: token)
        #expect(closeCode == nil, "resumed, not refused: \(texts)")
        let reset = try #require(texts.last { $0.contains(#""t":"reset""#) })
        #expect(reset.contains("Ada Lovelace") && reset.contains("Count: 3"))
        let resumed = try #require(second.registry.session(withID: id))
        #expect(resumed.operationsView?.count == "Count: 3")
        #expect(resumed.operationsView?.field.text == "Ada Lovelace" && resumed.operationsView?.field.selectedRange == 3..<3)
        #expect(resumed.window.firstResponder === resumed.operationsView?.field)
        #expect(second.persistenceStatistics?.figures.resumed == 1)
        try await Self.eventually { await store.storedRows[id]?.owner == "i2" }
    }

    @Test("A row that was altered or signed with another secret is discarded and deleted; the page starts fresh (4404)")
    func tamperedRows() async throws {
        let store = InMemorySessionStore()
        let first = try Self.makeServer(instance: "i1", store: store)
        let strangers = try Self.makeServer(instance: "i3", store: store, secret: String(repeating: "not-the-secret", count: 3))
        let second = try Self.makeServer(instance: "i2", store: store)
        _ = try await first.start()
        let strangerPort = try await strangers.start(), secondPort = try await second.start()
        defer { Task { await strangers.stop(); await second.stop() } }
        let (session, token) = try Self.openSession(on: first)
        let (other, otherToken) = try Self.openSession(on: first, text: "Grace Hopper")
        try await Self.eventually {
            let rows = await store.storedRows
            return rows[session.id] != nil && rows[other.id] != nil
        }
        await first.stop()

        #expect(try await Self.reconnect(port: strangerPort, id: other.id, token: otherToken).closeCode == 4404,
                "another secret: the signature does not match")
        #expect(strangers.persistenceStatistics?.figures.discarded == 1)
        #expect(await store.storedRows[other.id] == nil, "a row that does not verify is deleted")

        var payload = try #require(await store.storedRows[session.id]?.payload)
        payload[payload.count - 5] ^= 0x20
        await store.overwritePayload(of: session.id, with: payload)
        #expect(try await Self.reconnect(port: secondPort, id: session.id, token: token).closeCode == 4404)
        #expect(second.registry.session(withID: session.id) == nil)
        #expect(second.persistenceStatistics?.figures.discarded == 1 && second.persistenceStatistics?.figures.resumed == 0)
    }

    @Test("A wrong token resumes nothing and leaves the row alone")
    func wrongToken() async throws {
        let store = InMemorySessionStore()
        let first = try Self.makeServer(instance: "i1", store: store), second = try Self.makeServer(instance: "i2", store: store)
        _ = try await first.start()
        let secondPort = try await second.start()
        defer { Task { await second.stop() } }
        let (session, token) = try Self.openSession(on: first)
        try await Self.eventually { await store.storedRows[session.id] != nil }
        await first.stop()
        #expect(try await Self.reconnect(port: secondPort, id: session.id, token: ReconnectTokens.randomSecret()).closeCode == 4404)
        #expect(await store.storedRows[session.id]?.owner == "i1", "a guess cannot take or delete a session")
        #expect(try await Self.reconnect(port: secondPort, id: session.id, token: token).closeCode == nil, "the right token still resumes it")
    }

    @Test("The store down or slower than the timeout: sessions keep working, writes are dropped and counted, and written once it answers")
    func storeLoss() async throws {
        struct Down: Error {}
        let store = InMemorySessionStore()
        let server = try Self.makeServer(instance: "i1", store: store, writeTimeout: .milliseconds(200))
        _ = try await server.start()
        defer { Task { await server.stop() } }
        await store.setFailure(Down())
        let (session, _) = try Self.openSession(on: server)
        try await Self.eventually { server.persistenceStatistics?.figures.dropped ?? 0 > 0 }
        for message in try #require(session.operationsView).tapMessages(2) { session.apply(try ClientMessage.decode(message)) }
        #expect(session.operationsView?.count == "Count: 5", "the session works from memory")
        #expect(await store.storedRows.isEmpty)

        await store.setFailure(nil)
        await store.setDelay(.seconds(2))
        let droppedBefore = server.persistenceStatistics?.figures.dropped ?? 0
        try await Self.eventually { server.persistenceStatistics?.figures.dropped ?? 0 > droppedBefore }
        await store.setDelay(nil)
        try await Self.eventually { await store.storedRows[session.id] != nil }
        let row = try #require(await store.storedRows[session.id])
        let record = try DurableSessionSeal(secret: Self.secret).open(row, maximumBytes: 1 << 20, now: Date()).get()
        #expect(record.session.window.textInputs.first?.text == "Ada Lovelace")
    }

    @Test("An instance whose session another resumed ends its copy when its next write is refused")
    func lostOwnership() async throws {
        let store = InMemorySessionStore()
        let first = try Self.makeServer(instance: "i1", store: store), second = try Self.makeServer(instance: "i2", store: store)
        _ = try await first.start()
        let secondPort = try await second.start()
        defer { Task { await first.stop(); await second.stop() } }
        let (session, token) = try Self.openSession(on: first)
        try await Self.eventually { await store.storedRows[session.id] != nil }
        #expect(try await Self.reconnect(port: secondPort, id: session.id, token: token).closeCode == nil)
        // The first instance still holds its copy; its next change is written, refused, and the copy ends.
        for message in try #require(session.operationsView).tapMessages(1) { session.apply(try ClientMessage.decode(message)) }
        try await Self.eventually { first.registry.session(withID: session.id) == nil }
        #expect(first.persistenceStatistics?.figures.lost == 1)
        #expect(await store.storedRows[session.id]?.owner == "i2")
    }

    @Test("A session that ends deletes its row; a drain writes every session and keeps their rows for another instance")
    func endingAndDraining() async throws {
        let store = InMemorySessionStore()
        let server = try Self.makeServer(instance: "i1", store: store, interval: .seconds(30))
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let (ending, _) = try Self.openSession(on: server)
        let (kept, _) = try Self.openSession(on: server, text: "Draft")
        try await Self.eventually { await store.storedRows.count == 2 }
        server.registry.end(ending, reason: "a test")
        try await Self.eventually { await store.storedRows[ending.id] == nil }
        // Changed after its first write; the interval (30 s) keeps it from being written again, but the drain writes it.
        _ = kept.operationsView?.field.replaceText(with: "Draft, longer", selection: 13..<13)
        let outcome = try await server.drain(movingSessionsAfter: .zero, deadline: .seconds(10))
        #expect(outcome.sessionsMoved == 1)
        let row = try #require(await store.storedRows[kept.id])
        let record = try DurableSessionSeal(secret: Self.secret).open(row, maximumBytes: 1 << 20, now: Date()).get()
        #expect(record.session.window.textInputs.first?.text == "Draft, longer")
    }

    @Test("While draining, a WebSocket for a session the instance does not hold is closed unanswered, for the balancer to try another")
    func drainingAnswers503() async throws {
        let store = InMemorySessionStore()
        let server = try Self.makeServer(instance: "i1", store: store)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        _ = try Self.openSession(on: server)
        let draining = Task { try await server.drain(movingSessionsAfter: .seconds(30), deadline: .seconds(60)) }
        try await Self.eventually { server.isDraining }
        let path = "/ws?session=i2-" + ReconnectTokens.randomSecret()
        let answer = try await RawSocket.blocking { () -> String in
            let socket = try RawSocket(port: port)
            defer { socket.shutdown() }
            do {
                let handshake = try socket.handshake(path: path, port: port, origin: "http://127.0.0.1:\(port)", timeout: 30)
                return "status \(handshake.status)"
            } catch {
                return "closed"
            }
        }
        #expect(answer == "closed", "nginx retries a connection closed unanswered on the next instance (proxy_next_upstream error)")
        draining.cancel()
    }

    @Test("An unchanged session's row is written again when it is half its lifetime old, so it never expires under a live session")
    func rowsRefreshedBeforeExpiry() async throws {
        let store = InMemorySessionStore()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.instanceID = "i1"
        var persistence = try BrowserServer.Persistence(store: store, secret: Self.secret)
        persistence.interval = .milliseconds(100)
        persistence.lifetime = .seconds(2)
        configuration.persistence = persistence
        let server = BrowserServer(configuration: configuration) { _ in SampleNoteView(note: "operations") }
        _ = try await server.start()
        defer { Task { await server.stop() } }
        let (session, _) = try Self.openSession(on: server)
        try await Self.eventually { await store.storedRows[session.id] != nil }
        let first = try #require(await store.storedRows[session.id]?.expiresAt)
        // Nothing changes; the row is rewritten with a later expiry after about a second.
        try await Self.eventually { (await store.storedRows[session.id]?.expiresAt ?? first) > first }
        #expect(await store.storedRows[session.id].map { $0.expiresAt > Date() } == true)
    }

    @Test("Settings that cannot work are refused: a short secret, a zero interval, a lifetime within the interval")
    func settings() async throws {
        #expect(throws: BrowserServerError.self) { try BrowserServer.Persistence(store: InMemorySessionStore(), secret: "short") }
        var persistence = try BrowserServer.Persistence(store: InMemorySessionStore(), secret: Self.secret)
        persistence.interval = .zero
        #expect(persistence.problem?.contains("interval must be positive") == true)
        persistence.interval = .seconds(10)
        persistence.lifetime = .seconds(5)
        #expect(persistence.problem?.contains("must be longer than its interval") == true)
    }
}
