import Foundation

extension RawSocket {
    /// Opens a WebSocket on this connection by hand (no client library, so
    /// the test controls what is read and when); returns what followed the
    /// handshake's response.
    public func upgrade(path: String, port: Int, origin: String = "http://127.0.0.1") throws -> [UInt8] {
        try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        var received: [UInt8] = []
        while true {
            let (bytes, closed) = receive(timeout: 5, limit: 1)
            received += bytes
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                guard head.hasPrefix("HTTP/1.1 101") else { throw LoopbackHTTP.Failure(description: "no upgrade: \(head)") }
                return Array(received[end.upperBound...])
            }
            if closed || bytes.isEmpty { throw LoopbackHTTP.Failure(description: "no upgrade response") }
        }
    }

    /// Sends one masked text frame, as a client must.
    public func sendText(_ text: String) throws {
        try sendFrame(opcode: 1, payload: Array(text.utf8))
    }

    /// Sends one masked frame with `opcode` (1 text, 0 continuation, 8
    /// close, …), the last of its message unless `final` is false: what a
    /// test needs to split a message into fragments.
    public func sendFrame(opcode: UInt8, payload: [UInt8], final: Bool = true) throws {
        var frame: [UInt8] = [(final ? 0x80 : 0) | (opcode & 0x0F)]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try send(frame)
    }

    /// A frame the server sent: its opcode and payload.
    public struct Frame: Sendable {
        /// The frame's opcode (1 text, 2 binary, 8 close, 9 ping, 10 pong).
        public let opcode: UInt8
        /// The frame's payload, unmasked.
        public let payload: [UInt8]
        /// A close frame's code.
        public var closeCode: Int? { opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
        /// A close frame's reason.
        public var closeReason: String { String(decoding: payload.dropFirst(2), as: UTF8.self) }
    }

    /// A keep-alive interval for servers whose clients are raw sockets
    /// (an hour): such a socket answers no ping, and a test that holds
    /// one while it waits on something else, on a loaded machine, would
    /// see it closed as dead (1001) after two intervals.
    public static let quietKeepAlive: Duration = .seconds(3_600)

    /// Reads frames (after `leftover` bytes already read) until a close
    /// frame or the connection ends; returns them, the close last if any.
    public func readFrames(after leftover: [UInt8], timeout: Double) -> (frames: [Frame], closed: Bool) {
        var buffer = leftover
        var frames: [Frame] = []
        while true {
            while let (frame, used) = Self.frame(in: buffer) {
                frames.append(frame)
                buffer.removeFirst(used)
                if frame.opcode == 8 { return (frames, false) }
            }
            let (bytes, closed) = receive(timeout: timeout, limit: 1 << 16)
            buffer += bytes
            if closed || bytes.isEmpty {
                while let (frame, used) = Self.frame(in: buffer) {
                    frames.append(frame)
                    buffer.removeFirst(used)
                }
                return (frames, closed)
            }
        }
    }

    private static func frame(in bytes: [UInt8]) -> (Frame, Int)? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            offset = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard bytes.count >= offset + length else { return nil }
        return (Frame(opcode: bytes[0] & 0x0F, payload: Array(bytes[offset..<(offset + length)])), offset + length)
    }
}

extension RawSocket {
    /// What a WebSocket handshake got: the response's status and headers,
    /// and the bytes that followed the head (the first frames, perhaps).
    public struct Handshake: Sendable {
        /// The status code: 101 when the connection became a WebSocket.
        public let status: Int
        /// Header names, lowercased, and their values.
        public let headers: [String: String]
        /// What followed the head.
        public let leftover: [UInt8]
    }

    /// Asks for a WebSocket at `path`, with `headers` added (an
    /// `X-Forwarded-For`, say), and returns the answer whatever it is.
    ///
    /// - Throws: ``LoopbackHTTP/Failure`` when no response head arrives
    ///   within `timeout` seconds of silence.
    public func handshake(path: String, port: Int, origin: String = "http://127.0.0.1", headers: [String: String] = [:],
                          timeout: Double = 30) throws -> Handshake {
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        try send(request + "\r\n")
        var received: [UInt8] = []
        while true {
            let (bytes, closed) = receive(timeout: timeout, limit: 1)
            received += bytes
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let (status, fields) = try LoopbackHTTP.parseHead(String(decoding: received[..<end.lowerBound], as: UTF8.self))
                return Handshake(status: status, headers: fields, leftover: Array(received[end.upperBound...]))
            }
            if closed || bytes.isEmpty { throw LoopbackHTTP.Failure(description: "no answer to the WebSocket request for \(path)") }
        }
    }
}

extension RawSocket {
    /// The next frame the server sends, reading past `buffer` (bytes
    /// already received, which this consumes), or nil if none is complete
    /// within `timeout` seconds of silence or before the connection ends.
    public func nextFrame(buffer: inout [UInt8], timeout: Double) -> Frame? {
        while true {
            if let (frame, used) = Self.frame(in: buffer) {
                buffer.removeFirst(used)
                return frame
            }
            guard let chunk = receiveChunk(timeout: timeout), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
    }
}

extension RawSocket {
    /// The first message a page sends on every WebSocket: its credentials
    /// (the ticket from its HTML, or the reconnect token its session sent).
    public static func authenticationMessage(token: String) -> String {
        #"{"t":"auth","token":"\#(token)"}"#
    }

    /// Sends the connection's credentials, as a page does right after the
    /// handshake (before it, the server admits nothing).
    public func authenticate(token: String) throws {
        try sendText(Self.authenticationMessage(token: token))
    }
}
