@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import ComponentKit
import Foundation
import Logging
import Testing
import ViewTree

/// Development mode's channel: who may use it, and moving sessions from one
/// server to another through it with their identity and state.
@MainActor
@Suite("Development channel and session handover", .serialized)
struct DevelopmentChannelTests {
    static let secret = String(repeating: "s3cret-", count: 6)

    static func makeServer(secret: String? = DevelopmentChannelTests.secret) -> BrowserServer {
        var logger = Logger(label: "test.development")
        logger.logLevel = .critical
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.developmentSecret = secret
        return BrowserServer(configuration: configuration, logger: logger) { _ in SampleNoteView(note: "handover") }
    }

    /// `POST /_componentkit/dev/<action>` from `source` with `headers`; the status and body.
    static func post(_ action: String, port: Int, body: Data = Data(), from source: String = "127.0.0.1",
                     headers: [String: String] = [BrowserServer.developmentSecretHeader: secret]) async throws -> (status: Int, body: Data) {
        try await RawSocket.blocking {
            let socket = try RawSocket(port: port, from: source)
            var head = "POST /_componentkit/dev/\(action) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            head += "Content-Length: \(body.count)\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
            try socket.send(Array((head + "\r\n").utf8) + Array(body))
            let (bytes, _) = socket.receive(timeout: 30, limit: 64 << 20)
            guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { throw LoopbackHTTP.Failure(description: "no response") }
            let (status, fields) = try LoopbackHTTP.parseHead(String(decoding: bytes[..<end.lowerBound], as: UTF8.self))
            var payload = Data(bytes[end.upperBound...])
            if let length = fields["content-length"].flatMap(Int.init) { payload = payload.prefix(length) }
            return (status, payload)
        }
    }

    @Test("The channel answers only loopback requests with the parent's secret and no Origin; without a secret it does not exist")
    func whoMayUseTheChannel() async throws {
        let server = Self.makeServer()
        let port = try await server.start()
        defer { Task { await server.stop() } }
        #expect(try await Self.post("export", port: port).status == 200)
        #expect(try await Self.post("export", port: port, headers: [:]).status == 404, "no secret")
        #expect(try await Self.post("export", port: port, headers: [BrowserServer.developmentSecretHeader: Self.secret + "x"]).status == 404,
                "a wrong secret")
        #expect(try await Self.post("export", port: port, headers: [BrowserServer.developmentSecretHeader: Self.secret,
                                                                   "Origin": "http://127.0.0.1:\(port)"]).status == 404,
                "a page's request (it has an Origin)")
        #expect(try await Self.post("export", port: port, from: "127.0.0.2").status == 404, "another loopback address than the parent's")

        let production = Self.makeServer(secret: nil)
        let productionPort = try await production.start()
        defer { Task { await production.stop() } }
        #expect(try await Self.post("export", port: productionPort).status == 404, "no channel in production")
    }

    @Test("A secret too short to guard the channel is refused when the server starts")
    func shortSecret() async throws {
        let server = Self.makeServer(secret: "short")
        await #expect(throws: BrowserServerError.self) { try await server.run() }
    }

    /// Taps the counter card's button in `session` `count` times.
    func tap(_ session: BrowserSession, times count: Int) throws {
        let button = try #require(session.window.rootView.subtree.first { $0.accessibilityIdentifier == "tap" })
        let frame = button.convert(button.bounds, to: nil)
        for index in 0..<count {
            let time = Double(index) + 1
            session.apply(.pointer(.down, location: CGPoint(x: frame.midX, y: frame.midY), time: time, pointerID: 0))
            session.apply(.pointer(.up, location: CGPoint(x: frame.midX, y: frame.midY), time: time + 0.05, pointerID: 0))
        }
    }

    func countLabel(_ session: BrowserSession) -> String? {
        (session.window.rootView.subtree.first { $0.accessibilityIdentifier == "count" } as? Label)?.text.string
    }

    @Test("Export, import, release: the new server holds the session under its id and token, with its count, text, caret and focus")
    func handover() async throws {
        let old = Self.makeServer(), new = Self.makeServer()
        let oldPort = try await old.start(), newPort = try await new.start()
        defer { Task { await old.stop(); await new.stop() } }
        let id = ReconnectTokens.randomSecret(), token = ReconnectTokens.randomSecret()
        let session = old.registry.open(id: id, token: token, address: "127.0.0.1")
        _ = session.connect(presenting: token)
        try tap(session, times: 3)
        let field = try #require((session.contentView as? SampleNoteView)?.field)
        #expect(field.becomeFirstResponder())
        _ = field.replaceText(with: "Ada Lovelace", selection: 3..<3)
        #expect(countLabel(session) == "Count: 3")

        let exported = try await Self.post("export", port: oldPort)
        #expect(exported.status == 200)
        let imported = try await Self.post("import", port: newPort, body: exported.body)
        #expect(imported.status == 200)
        let outcome = try JSONDecoder().decode(BrowserServer.HandoverOutcome.self, from: imported.body)
        #expect(outcome.restored == 1 && outcome.refused.isEmpty, "\(outcome.refused)")

        let moved = try #require(new.registry.session(withID: id))
        #expect(moved.admits(token), "the page's token opens the session in its new process")
        #expect(countLabel(moved) == "Count: 3")
        let movedField = try #require((moved.contentView as? SampleNoteView)?.field)
        #expect(movedField.text == "Ada Lovelace" && movedField.selectedRange == 3..<3)
        #expect(moved.window.firstResponder === movedField)
        #expect(moved.holdsChangedState, "restored state keeps the session from hibernating into a fresh one")

        let released = try await Self.post("release", port: oldPort)
        #expect(released.status == 200)
        #expect(old.registry.count == 0, "the old process lets its sessions go")
    }

    @Test("Handovers that are not usable are refused one by one with the reason; the others are opened")
    func refusals() async throws {
        let server = Self.makeServer()
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let good = SessionHandover(id: ReconnectTokens.randomSecret(), acceptedTokens: [ReconnectTokens.randomSecret()], unconfirmedToken: nil,
                                   ticket: nil, clientAddress: "127.0.0.1", viewportWidth: 390, viewportHeight: 844,
                                   showsDebugOutlines: false, acknowledgedSequence: 4, window: WindowSnapshot())
        var shortToken = good
        shortToken.id = ReconnectTokens.randomSecret()
        shortToken.acceptedTokens = ["abc"]
        var hugeViewport = good
        hugeViewport.id = ReconnectTokens.randomSecret()
        hugeViewport.viewportWidth = 1e9
        var oldFormat = good
        oldFormat.id = ReconnectTokens.randomSecret()
        oldFormat.window.version = 0
        let body = try JSONEncoder().encode([good, shortToken, hugeViewport, good, oldFormat])
        let answer = try await Self.post("import", port: port, body: body)
        let outcome = try JSONDecoder().decode(BrowserServer.HandoverOutcome.self, from: answer.body)
        #expect(outcome.restored == 1)
        let reasons = outcome.refused.joined(separator: "\n")
        #expect(reasons.contains("not secrets this server makes"))
        #expect(reasons.contains("a viewport of 1000000000.0 × 844.0 points"))
        #expect(reasons.contains("already open here"))
        #expect(reasons.contains("format version 0"))
        #expect(server.registry.count == 1)
        #expect(server.registry.session(withID: good.id)?.acknowledgedSequence == 4)
        #expect(try await Self.post("import", port: port, body: Data("not json".utf8)).status == 400)
    }

    @Test("A page connected while its session is restored gets the restored tree whole, then every update after it")
    func restoreWhileConnected() async throws {
        let server = Self.makeServer()
        let source = server.registry.open(id: ReconnectTokens.randomSecret(), token: ReconnectTokens.randomSecret(), address: "127.0.0.1")
        _ = try #require((source.contentView as? SampleNoteView)?.field).replaceText(with: "Grace", selection: 5..<5)
        var snapshot = WindowSnapshot(capturing: source.window)
        // An input the new tree lacks keeps the restoration looking until its time is up: the page connects meanwhile.
        snapshot.textInputs.append(WindowSnapshot.TextInput(view: "/Gone#0", text: "x", selectionStart: 1, selectionEnd: 1))
        let token = ReconnectTokens.randomSecret()
        let session = server.registry.open(id: ReconnectTokens.randomSecret(), token: token, address: "127.0.0.1")
        let restoring = Task { await session.restore(snapshot, within: .milliseconds(400)) }
        try await Task.sleep(for: .milliseconds(100))
        let (_, queue) = session.connect(presenting: token)
        await restoring.value
        var resets: [String] = []
        while queue.queuedBytes > 0, let message = await queue.next() { resets.append(message) }
        let lastReset = resets.last { $0.contains(#""t":"reset""#) }
        #expect(lastReset?.contains("Grace") == true, "the restored tree, whole")
        #expect(resets.last?.contains(#""t":"dev""#) == true && resets.last?.contains("/Gone#0") == true,
                "then the note of what was not kept, for the page's development panel")
        #expect(session.restorationNotes.map(\.path) == ["/Gone#0"])
        #expect(session.window.recordsMutations, "still recording for the connected page")
        try tap(session, times: 1)
        session.flush()
        var sent: [String] = []
        while queue.queuedBytes > 0, let message = await queue.next() { sent.append(message) }
        #expect(sent.contains { $0.contains("Count: 1") }, "the tap's update reaches the page: \(sent.map { String($0.prefix(80)) })")
    }

    @Test("A hibernated session hands over its location alone")
    func hibernatedHandover() async throws {
        let server = Self.makeServer()
        let session = server.registry.open(id: ReconnectTokens.randomSecret(), token: ReconnectTokens.randomSecret(), address: "127.0.0.1",
                                           location: Location("/photos"))
        #expect(await session.hibernateIfRebuildable(settleTimeout: .seconds(5)) || session.hibernationRefusal != nil)
        let handover = session.handover()
        if session.isHibernated {
            #expect(handover.window.componentStates.isEmpty && handover.window.textInputs.isEmpty)
        }
        #expect(handover.id == session.id && handover.acceptedTokens.count == 1)
    }
}
