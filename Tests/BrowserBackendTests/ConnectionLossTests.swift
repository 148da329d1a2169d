@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing

/// A connection that is lost keeps its session for the grace period, however
/// it was lost; a message the server refuses ends the session with a close
/// frame that says why; what a client sends cannot forge a log line.
@MainActor
@Suite("Lost connections, refused messages and the log")
struct ConnectionLossTests {
    @Test("A TCP reset, a FIN and a close frame alike keep the session for the reconnect grace period")
    func lostConnectionsKeepTheSession() async throws {
        let server = SessionCredentialsTests.makeServer()
        let port = try await server.start()
        let client = InstanceClient(port: port)
        for ending in ["reset", "fin", "close frame"] {
            let page = try await client.loadPage()
            let (socket, handshake) = try await client.connect(page)
            let token = try SessionCredentialsTests.reconnectToken(in: try await SessionCredentialsTests.firstFrame(socket, after: handshake).frame)
            let session = try #require(server.sessions.session(withID: page.session))
            try await RawSocket.blocking {
                switch ending {
                case "reset": socket.reset()
                case "fin": socket.shutdown()
                default: try socket.sendFrame(opcode: 8, payload: [0x03, 0xE8])
                }
            }
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { !session.isConnected }
            #expect(!session.isConnected, "\(ending)")
            #expect(server.sessions.session(withID: page.session) === session, "\(ending): the session is kept")
            // The page comes back with the token its session sent it.
            let (again, againHandshake) = try await client.connect(page, token: token)
            let frame = try await SessionCredentialsTests.firstFrame(again, after: againHandshake).frame
            #expect(frame?.closeCode == nil, "\(ending): \(frame?.closeReason ?? "")")
            #expect(server.sessions.session(withID: page.session) === session)
            again.shutdown()
        }
        await server.stop()
    }

    @Test("Keep-alive: a connection that answers no ping is closed with 1001 and keeps its session; one that answers stays open")
    func keepAlive() async throws {
        var limits = BrowserServer.Limits()
        // Pongs are read on the cooperative pool: seconds, not milliseconds, so a loaded run does not miss one.
        limits.keepAliveInterval = .seconds(2)
        let server = BrowserServer(configuration: .init(port: 0, limits: limits)) { _ in SampleRootView(note: "ping", includesList: false) }
        let client = InstanceClient(port: try await server.start())

        let silentPage = try await client.loadPage()
        let (silent, silentHandshake) = try await client.connect(silentPage)
        let silentFrames = try await silent.framesUntilClose(after: silentHandshake.leftover)
        #expect(silentFrames.contains { $0.opcode == 9 }, "a ping came first")
        #expect(silentFrames.last?.closeCode == 1001)
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) {
            server.sessions.session(withID: silentPage.session)?.isConnected == false
        }
        #expect(server.sessions.session(withID: silentPage.session) != nil, "a lost connection keeps its session for the grace period")

        let page = try await client.loadPage()
        let (socket, handshake) = try await client.connect(page)
        let (answered, closeCode) = try await RawSocket.blocking { () -> (Int, Int?) in
            var buffer = handshake.leftover
            var answered = 0
            let end = Date().addingTimeInterval(7)
            while Date() < end, let frame = socket.nextFrame(buffer: &buffer, timeout: 5) {
                if frame.opcode == 8 { return (answered, frame.closeCode) }
                if frame.opcode == 9 {
                    try socket.sendFrame(opcode: 10, payload: frame.payload)
                    answered += 1
                }
            }
            return (answered, nil)
        }
        #expect(closeCode == nil)
        #expect(answered >= 2, "pings every 2 s for 7 s: \(answered) answered")
        #expect(server.sessions.session(withID: page.session)?.isConnected == true)
        socket.shutdown()
        await server.stop()
    }

    @Test("A keep-alive interval not above zero is refused by name")
    func badKeepAliveRefused() {
        var limits = BrowserServer.Limits()
        limits.keepAliveInterval = .zero
        #expect(limits.problem == "limits.keepAliveInterval is 0.0 seconds; it must be above zero")
    }

    @Test("A message over the limit, in one frame or in fragments, ends the session: close 1009 with the reason")
    func oversizedMessagesEndTheSession() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumMessageBytes = 4_096
        let server = SessionCredentialsTests.makeServer(limits: limits)
        let port = try await server.start()
        let client = InstanceClient(port: port)
        for fragmented in [false, true] {
            let page = try await client.loadPage()
            let (socket, handshake) = try await client.connect(page)
            let rest = try await SessionCredentialsTests.firstFrame(socket, after: handshake).rest
            let edit = Array((#"{"t":"viewport","w":300,"h":600,"pad":""# + String(repeating: "x", count: 6_000) + #""}"#).utf8)
            let frames = try await RawSocket.blocking {
                if fragmented {
                    try socket.sendFrame(opcode: 1, payload: Array(edit[..<3_000]), final: false)
                    try socket.sendFrame(opcode: 0, payload: Array(edit[3_000...]))
                } else {
                    try socket.sendText(String(decoding: edit, as: UTF8.self))
                }
                return socket.readFrames(after: rest, timeout: 30).frames
            }
            let close = try #require(frames.last, "fragmented: \(fragmented)")
            #expect(close.closeCode == 1009, "fragmented: \(fragmented)")
            #expect(close.closeReason == "a message over 4096 bytes (the server's maximumMessageBytes)", "fragmented: \(fragmented)")
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.session(withID: page.session) == nil }
            #expect(server.sessions.session(withID: page.session) == nil, "fragmented: \(fragmented)")
        }
        await server.stop()
    }

    @Test("A malformed message with newlines and control characters is logged on one line")
    func logLinesCannotBeForged() async throws {
        let recorder = LogRecorder()
        let server = SessionCredentialsTests.makeServer(logger: recorder.logger(level: .notice))
        let port = try await server.start()
        let client = InstanceClient(port: port)
        let page = try await client.loadPage()
        let (socket, handshake) = try await client.connect(page)
        let rest = try await SessionCredentialsTests.firstFrame(socket, after: handshake).rest
        let forged = #"{"t":"nope\n2026-11-29T00:00:00+0000 notice componentkit : admin logged in\r\u0007"}"#
        let close = try await RawSocket.blocking {
            try socket.sendText(forged)
            return socket.readFrames(after: rest, timeout: 30).frames.last
        }
        #expect(close?.closeCode == 1008)
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { recorder.records.contains { $0.line.contains("session closed") } }
        let closed = try #require(recorder.records.first { $0.line.contains("session closed") })
        #expect(!closed.line.contains("\n") && !closed.line.contains("\r") && !closed.line.contains("\u{7}"), "\(closed.line)")
        #expect(closed.line.contains(#"\n2026-11-29T00:00:00+0000 notice"#), "the newline is shown escaped: \(closed.line)")
        await server.stop()
    }

    @Test("Text for the log escapes every control character and the backslash, and leaves the rest alone")
    func logTextEscapes() {
        #expect(LogText.escaped("plain text, ünïcode 👍") == "plain text, ünïcode 👍")
        #expect(LogText.escaped("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(LogText.escaped("bell\u{7} del\u{7F} c1\u{85} ls\u{2028}") == #"bell\u{7} del\u{7f} c1\u{85} ls\u{2028}"#)
        #expect(LogText.escaped(#"a\nb"#) == #"a\\nb"#, "a backslash in the text cannot pass for an escape")
    }
}
