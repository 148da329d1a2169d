import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A blocking TCP client for loopback: what ``LoopbackHTTP`` speaks HTTP
/// over, and what tests use to behave as hostile clients do (partial
/// requests, garbage, sockets never read).
///
/// Its calls block, so run them on a thread of their own with
/// ``blocking(_:)``: on the cooperative pool (two threads on a two-core
/// machine) two waiting calls would starve the very server they wait for.
///
/// ```swift
/// let line = try await RawSocket.blocking {
///     let socket = try RawSocket(port: port)
///     try socket.send("garbage\r\n\r\n")
///     return socket.statusLine(timeout: 5).line   // "HTTP/1.1 400 Bad Request"
/// }
/// ```
public final class RawSocket: @unchecked Sendable {
    /// The descriptor; -1 once ``reset()`` closed it.
    private var fd: Int32

    /// Connects to `127.0.0.1:port` from `source` (any 127.x.y.z address, so
    /// a test can play several clients), with a small receive buffer if asked.
    ///
    /// - Throws: ``LoopbackHTTP/Failure`` when the connection cannot be made.
    public init(port: Int, from source: String = "127.0.0.1", receiveBuffer: Int? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackHTTP.Failure(description: "no socket: errno \(errno)") }
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let bound = Self.withAddress(source, port: 0) { bind(fd, $0, $1) }
        let connected = Self.withAddress("127.0.0.1", port: port) { connect(fd, $0, $1) }
        guard bound == 0, connected == 0 else {
            // No close here: every stored property is set, so the failed object is deinitialized
            // and `deinit` closes the descriptor. Closing it here too closed it twice, and the
            // second close could hit a descriptor another thread had just been given.
            throw LoopbackHTTP.Failure(description: "cannot connect from \(source) to port \(port): errno \(errno)")
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Ends the connection both ways, as a client that goes away does (the
    /// descriptor itself is closed when the socket is released).
    public func shutdown() {
        _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Drops the connection with a TCP reset, as a network blip or a killed
    /// client does (no close frame, no FIN); the socket is unusable after.
    public func reset() {
        guard fd >= 0 else { return }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(fd)
        fd = -1
    }

    private static func withAddress(_ host: String, port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    /// Sends all of `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.send(fd, $0 + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw LoopbackHTTP.Failure(description: "send failed: errno \(errno)") }
            sent += written
        }
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// What one read brings within `timeout` seconds: nil if nothing came,
    /// empty once the peer has closed.
    ///
    /// A signal arriving meanwhile (a child process of the test ending) is
    /// waited through, not taken for silence or for the peer closing.
    public func receiveChunk(timeout: Double) -> [UInt8]? {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline - ContinuousClock.now
            let milliseconds = max(0, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&poller, 1, milliseconds)
            if ready > 0 { break }
            if ready < 0, errno == EINTR, ContinuousClock.now < deadline { continue }
            return nil
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        } while count < 0 && errno == EINTR
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Reads what arrives within `timeout` seconds of silence, until the
    /// peer closes or `limit` bytes came; `closed` tells whether it closed.
    public func receive(timeout: Double, limit: Int = 1 << 20) -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        while received.count < limit {
            guard let chunk = receiveChunk(timeout: timeout) else { return (received, false) }
            if chunk.isEmpty { return (received, true) }
            received += chunk
        }
        return (received, false)
    }

    /// The first line of what arrives (a status line), and whether the peer then closed.
    public func statusLine(timeout: Double) -> (line: String, closed: Bool) {
        let (bytes, closed) = receive(timeout: timeout)
        // "\r\n" is one Character, so split on newlines rather than compare with "\r".
        return (String(String(decoding: bytes, as: UTF8.self).prefix { !$0.isNewline }), closed)
    }

    /// Runs `work` on a thread of its own and returns its result.
    public static func blocking<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try work() }) }
            thread.start()
        }
    }
}
