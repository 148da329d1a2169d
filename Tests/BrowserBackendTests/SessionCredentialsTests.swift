@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing

/// A session's credentials never travel in a URL (proxies and servers log
/// URLs); a ticket opens a session only from the network its page was
/// served to; each connection hands the page a new reconnect token, and
/// once the page confirms it, the token before opens nothing.
@MainActor
@Suite("Session credentials: first-message authentication, tickets bound to a network, one-use reconnect tokens")
struct SessionCredentialsTests {
    static func makeServer(limits: BrowserServer.Limits = BrowserServer.Limits(), logger: Logger? = nil) -> BrowserServer {
        var quiet = Logger(label: "test.credentials")
        quiet.logLevel = .error
        // A raw socket answers no keep-alive ping while its test waits elsewhere.
        var limits = limits
        limits.keepAliveInterval = RawSocket.quietKeepAlive
        return BrowserServer(configuration: .init(port: 0, limits: limits), logger: logger ?? quiet) { _ in
            SampleRootView(note: "credentials", includesList: false)
        }
    }

    /// The first frame on `socket` after `handshake` (a reset or a close),
    /// and the bytes read past it.
    nonisolated static func firstFrame(_ socket: RawSocket, after handshake: RawSocket.Handshake) async throws
        -> (frame: RawSocket.Frame?, rest: [UInt8])
    {
        try await RawSocket.blocking {
            var buffer = handshake.leftover
            let frame = socket.nextFrame(buffer: &buffer, timeout: 60)
            return (frame, buffer)
        }
    }

    /// The reconnect token a reset carries.
    static func reconnectToken(in frame: RawSocket.Frame?) throws -> String {
        let frame = try #require(frame)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any])
        #expect(object["t"] as? String == "reset")
        return try #require(object["tok"] as? String, "a connection's first reset carries the next reconnect token")
    }

    @Test("A ticket opens its session only from the network its page was served to; another /24 hears 4404 and opens nothing")
    func ticketsAreBoundToTheNetwork() async throws {
        let server = Self.makeServer()
        let port = try await server.start()
        let page = try await InstanceClient(port: port, source: "127.0.0.1").loadPage()
        // Someone elsewhere with the page's ticket (a shared screen, a cache that kept the page).
        let elsewhere = InstanceClient(port: port, source: "127.0.1.5")
        let (stolen, stolenHandshake) = try await elsewhere.connect(page)
        let refusal = try await Self.firstFrame(stolen, after: stolenHandshake).frame
        #expect(refusal?.closeCode == 4404)
        #expect(server.sessions.count == 0)
        // The visitor's own network still opens it (a phone's connections may leave from a neighbouring address).
        let (own, ownHandshake) = try await InstanceClient(port: port, source: "127.0.0.77").connect(page)
        _ = try Self.reconnectToken(in: try await Self.firstFrame(own, after: ownHandshake).frame)
        #expect(server.sessions.session(withID: page.session)?.clientAddress == "127.0.0.77")
        // The session is open and its page has not confirmed a token yet: its ticket still resumes it, but only from there.
        let (again, againHandshake) = try await elsewhere.connect(page)
        #expect(try await Self.firstFrame(again, after: againHandshake).frame?.closeCode == 4404, "the ticket from elsewhere, later")
        #expect(server.sessions.session(withID: page.session)?.isConnected == true, "the page's connection was not taken over")
        withExtendedLifetime((stolen, own, again)) {}
        await server.stop()
    }

    @Test("Each connection sends a new reconnect token; until the page confirms it the old one still opens, after that only the new one")
    func reconnectTokensRotate() async throws {
        let server = Self.makeServer()
        let port = try await server.start()
        let client = InstanceClient(port: port)
        let page = try await client.loadPage()
        let (first, firstHandshake) = try await client.connect(page)
        let next = try Self.reconnectToken(in: try await Self.firstFrame(first, after: firstHandshake).frame)
        #expect(next != page.token)
        first.reset()

        // A connection lost before its page took the new token: the ticket still resumes the session, once more.
        let (second, secondHandshake) = try await client.connect(page)
        let newer = try Self.reconnectToken(in: try await Self.firstFrame(second, after: secondHandshake).frame)
        #expect(newer != next)
        try await RawSocket.blocking { try second.sendText(#"{"t":"token-ack","token":"\#(newer)"}"#) }
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) {
            server.sessions.session(withID: page.session)?.admits(page.token) == false
        }
        second.reset()

        // Confirmed: the ticket and the token of the first connection open nothing, the confirmed one does.
        for stale in [page.token, next] {
            let (socket, handshake) = try await client.connect(page, token: stale)
            #expect(try await Self.firstFrame(socket, after: handshake).frame?.closeCode == 4404, "a stale token")
        }
        #expect(server.sessions.session(withID: page.session) != nil, "a refused token leaves the session alone")
        let (third, thirdHandshake) = try await client.connect(page, token: newer)
        _ = try Self.reconnectToken(in: try await Self.firstFrame(third, after: thirdHandshake).frame)
        withExtendedLifetime(third) {}
        await server.stop()
    }

    @Test("A token in the URL opens nothing: without an auth message the socket is closed at the timeout, 1008 with the reason")
    func credentialsOnlyInTheFirstMessage() async throws {
        var limits = BrowserServer.Limits()
        limits.authenticationTimeout = .milliseconds(500)
        let server = Self.makeServer(limits: limits)
        let port = try await server.start()
        let client = InstanceClient(port: port)
        let page = try await client.loadPage()
        let frames = try await RawSocket.blocking {
            let socket = try RawSocket(port: port)
            let leftover = try socket.upgrade(path: "/ws?session=\(page.session)&token=\(page.token)", port: port,
                                              origin: client.origin)
            return socket.readFrames(after: leftover, timeout: 30).frames
        }
        #expect(frames.last?.closeCode == 1008)
        #expect(frames.last?.closeReason.hasPrefix("no credentials within") == true)
        #expect(server.sessions.count == 0)
        // Anything but the credentials first is refused the same way, at once.
        let wrongFirst = try await RawSocket.blocking {
            let socket = try RawSocket(port: port)
            let leftover = try socket.upgrade(path: "/ws?session=\(page.session)", port: port, origin: client.origin)
            try socket.sendText(#"{"t":"viewport","w":300,"h":600}"#)
            return socket.readFrames(after: leftover, timeout: 30).frames.last
        }
        #expect(wrongFirst?.closeCode == 1008)
        #expect(wrongFirst?.closeReason.contains(#"{"t":"auth""#) == true)
        // The ticket was never spent: the page itself still opens its session.
        let (socket, handshake) = try await client.connect(page)
        _ = try Self.reconnectToken(in: try await Self.firstFrame(socket, after: handshake).frame)
        withExtendedLifetime(socket) {}
        await server.stop()
    }

    @Test("Credentials sent twice end the session: auth is only ever the first message")
    func secondAuthIsRefused() async throws {
        let server = Self.makeServer()
        let port = try await server.start()
        let client = InstanceClient(port: port)
        let page = try await client.loadPage()
        let (socket, handshake) = try await client.connect(page)
        let frames = try await RawSocket.blocking {
            try socket.authenticate(token: page.token)
            return socket.readFrames(after: handshake.leftover, timeout: 30).frames
        }
        #expect(frames.last?.closeCode == 1008)
        #expect(frames.last?.closeReason.contains("only ever the first message") == true)
        #expect(frames.allSatisfy { !String(decoding: $0.payload, as: UTF8.self).contains(page.token) }, "the token is not echoed")
        #expect(server.sessions.count == 0)
        await server.stop()
    }
}
