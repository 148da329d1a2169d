import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A blocking TCP client for loopback, for tests that behave as hostile
/// clients do: partial requests, garbage, sockets never read.
///
/// Every blocking call runs on a thread of its own (see ``blocking(_:)``):
/// on the cooperative pool it would starve the server under test.
final class RawSocket: @unchecked Sendable {
    let fd: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to `127.0.0.1:port` from `source` (any 127.x.y.z address, so a
    /// test can play several clients), with a small receive buffer if asked.
    init(port: Int, from source: String = "127.0.0.1", receiveBuffer: Int? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket: errno \(errno)") }
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = in_port_t(UInt16(port).bigEndian)
        remote.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else {
            close(fd)
            throw Failure(description: "cannot connect from \(source) to port \(port): errno \(errno)")
        }
    }

    deinit { close(fd) }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            sent += written
        }
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Reads what arrives within `timeout` seconds of silence, until the
    /// peer closes or `limit` bytes came; `closed` tells whether it closed.
    func receive(timeout: Double, limit: Int = 1 << 20) -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while received.count < limit {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return (received, false) }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (received, true) }
            received.append(contentsOf: buffer[0..<count])
        }
        return (received, false)
    }

    /// The first line of what arrives (a status line), and whether the peer then closed.
    func statusLine(timeout: Double) -> (line: String, closed: Bool) {
        let (bytes, closed) = receive(timeout: timeout)
        let text = String(decoding: bytes, as: UTF8.self)
        // "\r\n" is one Character, so split on newlines rather than compare with "\r".
        return (String(text.prefix { !$0.isNewline }), closed)
    }

    /// Runs `work` on a thread of its own and returns its result.
    static func blocking<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
            thread.start()
        }
    }
}

extension RawSocket {
    /// Opens a WebSocket on this connection by hand (no client library, so
    /// the test controls what is read and when); returns what followed the
    /// handshake's response.
    func upgrade(path: String, port: Int, origin: String = "http://127.0.0.1") throws -> [UInt8] {
        try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        var received: [UInt8] = []
        while true {
            let (bytes, closed) = receive(timeout: 5, limit: 1)
            received += bytes
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no upgrade: \(head)") }
                return Array(received[end.upperBound...])
            }
            if closed || bytes.isEmpty { throw Failure(description: "no upgrade response") }
        }
    }

    /// Sends one masked text frame, as a client must.
    func sendText(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try send(frame)
    }

    /// A frame the server sent: its opcode and payload.
    struct Frame {
        let opcode: UInt8
        let payload: [UInt8]
        /// A close frame's code.
        var closeCode: Int? { opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
        /// A close frame's reason.
        var closeReason: String { String(decoding: payload.dropFirst(2), as: UTF8.self) }
    }

    /// Reads frames (after `leftover` bytes already read) until a close
    /// frame or the connection ends; returns them, the close last if any.
    func readFrames(after leftover: [UInt8], timeout: Double) -> (frames: [Frame], closed: Bool) {
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
