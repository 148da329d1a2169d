@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import NIOWebSocket
import Testing

/// What a hostile client can do to the server, tried with raw sockets.
@MainActor
@Suite("Browser server against hostile clients", .serialized)
struct HardeningTests {
    static let unparsable: [(String, [UInt8], String)] = [
        ("garbage", Array("garbage\r\n\r\n".utf8), "HTTP/1.1 400"),
        ("an HTTP/2 preface", Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8), "HTTP/1.1 400"),
        ("an 80 KB header", Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 80_000))\r\n\r\n".utf8),
         "HTTP/1.1 431"),
        ("20,000 headers", Array(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<20_000).map { "X-\($0): y\r\n" }.joined() + "\r\n").utf8),
         "HTTP/1.1 431"),
    ]

    @Test("Unparsable requests are answered with 400 or 431 and the connection is closed", arguments: 0..<4)
    func unparsableRequestsAnswered(_ index: Int) async throws {
        let (name, bytes, status) = Self.unparsable[index]
        try await BrowserHarness.with(browser: false) { harness in
            let port = harness.port
            for _ in 0..<5 {
                let (line, closed) = try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    try? socket.send(bytes)
                    return socket.statusLine(timeout: 30)
                }
                #expect(line.hasPrefix(status), "\(name) got \(line.isEmpty ? "no answer" : line)")
                #expect(closed, "\(name): the connection stays open")
            }
        }
    }

    @Test("A request head that never completes, or never starts, is closed at the head timeout")
    func slowHeadsAreClosed() async throws {
        var limits = BrowserServer.Limits()
        limits.requestHeadTimeout = .milliseconds(300)
        try await BrowserHarness.with(limits: limits, browser: false) { harness in
            let port = harness.port
            for start in ["GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", "GET /\r\n", ""] {
                let closed = try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    if !start.isEmpty { try socket.send(start) }
                    return socket.receive(timeout: 10).closed
                }
                #expect(closed, "\(start.debugDescription) kept its connection")
            }
        }
    }

    @Test("New visitors are served while one address holds 1,000 slow connections")
    func visitorsServedDuringSlowloris() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumConnectionsPerAddress = 100
        try await BrowserHarness.with(limits: limits, browser: false) { harness in
            let port = harness.port
            let held = try await RawSocket.blocking {
                try (0..<1_000).map { _ in
                    let socket = try RawSocket(port: port, from: "127.0.0.2")
                    try? socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                    return socket
                }
            }
            let (line, _) = try await RawSocket.blocking {
                let visitor = try RawSocket(port: port)
                try visitor.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                return visitor.statusLine(timeout: 10)
            }
            #expect(line == "HTTP/1.1 200 OK")
            #expect(harness.server.connections.openConnections <= 101)
            #expect(harness.server.connections.refusedConnections >= 900)
            #expect(held.count == 1_000)
        }
    }

    @Test("Page loads open no sessions: a reload loop and 1,000 pipelined requests leave the table empty for a real visitor")
    func pageLoadsCostNoSession() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumSessions = 10
        try await BrowserHarness.with(limits: limits, browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin]) { harness in
            let port = harness.port
            let answered = try await RawSocket.blocking {
                let socket = try RawSocket(port: port)
                try socket.send(String(repeating: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", count: 1_000))
                let status = Array("HTTP/1.1 200 OK".utf8)
                var carried: [UInt8] = []
                var answers = 0
                while answers < 1_000 {
                    let (bytes, closed) = socket.receive(timeout: 10, limit: 1 << 16)
                    // Counted chunk by chunk, carrying a status line's length across chunk ends.
                    let window = carried + bytes
                    var index = window.startIndex
                    while let found = window[index...].firstRange(of: status) {
                        answers += 1
                        index = found.upperBound
                    }
                    carried = Array(window[Swift.max(index, window.count - status.count)...])
                    if closed || bytes.isEmpty { break }
                }
                // And 100 page loads one after the other, as a reload loop makes them.
                for _ in 0..<100 {
                    let reload = try RawSocket(port: port)
                    try reload.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    if reload.statusLine(timeout: 10).line == "HTTP/1.1 200 OK" { answers += 1 }
                }
                return answers
            }
            #expect(answered == 1_100)
            #expect(harness.server.sessions.count == 0)
            let (session, token) = try await harness.newSessionCredentials()
            let first = try await Self.firstMessage(url: harness.socketURL(session: session), token: token)
            #expect(first?.hasPrefix(#"{"t":"reset""#) == true)
            #expect(harness.server.sessions.count == 1)
        }
    }

    @Test("Requests for another host name get 421; HEAD answers like GET without a body")
    func hostCheckAndHead() async throws {
        try await BrowserHarness.with(browser: false) { harness in
            let port = harness.port
            func ask(_ request: String) async throws -> String {
                try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    try socket.send(request)
                    return String(decoding: socket.receive(timeout: 5).bytes, as: UTF8.self)
                }
            }
            let evil = try await ask("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
            #expect(evil.hasPrefix("HTTP/1.1 421"))
            #expect(!evil.contains("ck-token"))
            let rebound = try await ask("GET /client.js HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n")
            #expect(rebound.hasPrefix("HTTP/1.1 421"))
            let local = try await ask("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(local.hasPrefix("HTTP/1.1 200"))
            let head = try await ask("HEAD /client.js HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(head.hasPrefix("HTTP/1.1 200"))
            #expect(head.lowercased().contains("content-type: text/javascript"))
            #expect(head.hasSuffix("\r\n\r\n"), "HEAD has no body")
            // The page names the script by its fingerprint, which browsers may keep for good; any other name is not kept.
            let page = try await ask("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let version = ClientAssets().clientScriptVersion
            #expect(page.contains("<script src=\"/client.js?v=\(version)\"></script>") && version.count == 16)
            let current = try await ask("HEAD /client.js?v=\(version) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(current.lowercased().contains("cache-control: public, max-age=31536000, immutable"))
            let stale = try await ask("HEAD /client.js?v=0000000000000000 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(stale.lowercased().contains("cache-control: no-store"))
            let socketFromEvil = try await ask("GET /ws?session=a&token=b HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            #expect(!socketFromEvil.hasPrefix("HTTP/1.1 101"))
        }
    }

    @Test("A ticket opens its session once; forged and spent tickets are told to reload; one address opens a bounded number")
    func ticketsAndSessionLimits() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumSessionsPerAddress = 2
        try await BrowserHarness.with(limits: limits, browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin]) { harness in
            let (session, token) = try await harness.newSessionCredentials()
            let forged = String(token.dropLast()) + (token.hasSuffix("0") ? "1" : "0")
            #expect(try await Self.closeCode(url: harness.socketURL(session: "\(session)"), token: forged) == 4404)
            #expect(harness.server.sessions.count == 0)
            #expect(try await Self.firstMessage(url: harness.socketURL(session: session), token: token) != nil)
            #expect(harness.server.sessions.count == 1)
            // The session ends; its ticket cannot open it again.
            harness.server.registry.end(try #require(harness.server.sessions.session(withID: session)), reason: "test")
            #expect(try await Self.closeCode(url: harness.socketURL(session: session), token: token) == 4404)
            // Two sessions from this address, then the third is asked to try again later.
            for _ in 0..<2 {
                let (next, nextToken) = try await harness.newSessionCredentials()
                #expect(try await Self.firstMessage(url: harness.socketURL(session: next), token: nextToken) != nil)
            }
            let (third, thirdToken) = try await harness.newSessionCredentials()
            #expect(try await Self.closeCode(url: harness.socketURL(session: third), token: thirdToken) == 1013)
            #expect(harness.server.sessions.count == 2)
        }
    }

    @Test("Tickets expire, and only this server's signature opens a session")
    func ticketExpiry() {
        let tickets = SessionTickets(lifetime: .seconds(60))
        let now = Date()
        let client = "198.51.100.7"
        let (id, token) = tickets.issue(forAddress: client, now: now)
        #expect(tickets.redeem(id: id, token: token, address: client, now: now.addingTimeInterval(61)) == .expired)
        #expect(tickets.redeem(id: "other", token: token, address: client, now: now) == .forged)
        #expect(tickets.redeem(id: id, token: "zz.zz", address: client, now: now) == .forged)
        #expect(SessionTickets(lifetime: .seconds(60)).redeem(id: id, token: token, address: client, now: now) == .forged)
        #expect(tickets.redeem(id: id, token: token, address: client, now: now) == .open)
        #expect(tickets.redeem(id: id, token: token, address: client, now: now) == .expired, "a ticket opens its session once")
    }

    @Test("A malformed message always gets its 1008 close frame with the reason, before the socket closes")
    func malformedMessageCloseFrame() async throws {
        try await BrowserHarness.with(browser: false, includesList: false) { harness in
            let port = harness.port
            for _ in 0..<20 {
                let (session, token) = try await harness.openSession()
                let (frames, _) = try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    let leftover = try socket.upgrade(path: "/ws?session=\(session)", port: port,
                                                      origin: "http://127.0.0.1:\(port)")
                    try socket.authenticate(token: token)
                    try socket.sendText("{oops")
                    return socket.readFrames(after: leftover, timeout: 10)
                }
                let close = try #require(frames.last)
                #expect(close.closeCode == 1008)
                #expect(close.closeReason.contains("invalid JSON"))
                #expect(harness.server.sessions.session(withID: session) == nil)
            }
        }
    }

    @Test("A client that never reads is disconnected after the send lag, with its queue bounded meanwhile")
    func clientThatNeverReads() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumQueuedBytes = 32 << 10
        limits.maximumSendLag = .seconds(1)
        try await BrowserHarness.with(limits: limits, browser: false) { harness in
            let port = harness.port
            let (id, token) = try await harness.openSession()
            let session = try #require(harness.server.sessions.session(withID: id))
            let socket = try await RawSocket.blocking {
                let socket = try RawSocket(port: port, receiveBuffer: 4_096)
                _ = try socket.upgrade(path: "/ws?session=\(id)", port: port, origin: "http://127.0.0.1:\(port)")
                try socket.authenticate(token: token)
                return socket
            }
            // The tree changes fast (a large text, as a busy screen would send) while the client reads nothing.
            let note = try #require(BrowserHarness.view("note", in: session)?.0 as? Label)
            for _ in 0..<500 where !session.isConnected { try await Task.sleep(for: .milliseconds(10)) }
            #expect(session.isConnected)
            var step = 0
            let start = ContinuousClock.now
            while session.isConnected, ContinuousClock.now - start < .seconds(30) {
                note.text = AttributedText("Update \(step) " + String(repeating: "x", count: 20_000 + step % 100))
                session.flush()
                step += 1
                if step % 10 == 0 {
                    let message = #"{"t":"viewport","w":\#(300 + step % 200),"h":800}"#
                    _ = try? await RawSocket.blocking { try socket.sendText(message) }
                }
                try await Task.sleep(for: .milliseconds(5))
            }
            #expect(!session.isConnected, "after \(step) viewport changes the client is still connected")
            #expect(session.catchUpResets > 0)
            // The session stays for the grace period; a reconnect gets a fresh snapshot.
            #expect(harness.server.sessions.session(withID: id) != nil)
        }
    }

    /// The first message a native client receives on `url`, or nil if the connection closed first.
    nonisolated static func firstMessage(url: String, token: String) async throws -> String? {
        let received = Recorder<String>()
        try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 22), logger: Logger(label: "test.client")) {
            inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            for try await message in inbound.messages(maxSize: 1 << 22) {
                if case let .text(text) = message { received.append(text) }
                break
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return received.values.first
    }

    /// The code the server closes a WebSocket on `url` with, read from a raw
    /// socket: the server may send its close frame (and end its side) right
    /// after the handshake, and the test wants exactly what arrived.
    nonisolated static func closeCode(url: String, token: String) async throws -> Int? {
        let components = try #require(URLComponents(string: url))
        let port = try #require(components.port)
        let path = components.path + "?" + (components.percentEncodedQuery ?? "")
        let origin = await BrowserHarness.nativeClientOrigin
        return try await RawSocket.blocking {
            let socket = try RawSocket(port: port)
            let leftover = try socket.upgrade(path: path, port: port, origin: origin)
            try socket.authenticate(token: token)
            return socket.readFrames(after: leftover, timeout: 10).frames.last?.closeCode
        }
    }
}

@Suite("The open-file limit caps connections")
struct OpenFileLimitTests {
    @Test("Connections are capped to the limit less a reserve, never below 16; without a limit, as configured")
    func ceiling() {
        #expect(OpenFileLimit.connectionCeiling(configured: 16_384, openFiles: 1_024) == 1_024 - OpenFileLimit.reserve)
        #expect(OpenFileLimit.connectionCeiling(configured: 500, openFiles: 1_024) == 500)
        #expect(OpenFileLimit.connectionCeiling(configured: 16_384, openFiles: 100) == 16)
        #expect(OpenFileLimit.connectionCeiling(configured: 16_384, openFiles: nil) == 16_384)
    }

    @Test("The limit is read, and raising it to the hard limit never lowers it")
    func raise() throws {
        let before = try #require(OpenFileLimit.current)
        let after = try #require(OpenFileLimit.raiseToHardLimit())
        #expect(after >= before)
    }
}
