import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client for loopback servers, over a plain socket.
///
/// chromedriver writes headers without a space after the colon
/// (`Content-Length:249`), which Foundation's URLSession on Linux rejects
/// with "Failed writing header"; this client reads them as HTTP allows.
public enum LoopbackHTTP {
    /// A WebDriver or HTTP failure, in words.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        /// A failure described by `description`.
        public init(description: String) { self.description = description }
    }

    /// Sends one request to `127.0.0.1:port` and returns the response body.
    ///
    /// The socket blocks, so the request runs on a thread of its own: on the
    /// cooperative pool (two threads on a two-core machine) two waiting
    /// requests would starve the very server they wait for.
    public static func request(port: Int, method: String, path: String, body: Data? = nil) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try send(port: port, method: method, path: path, body: body) })
            }
            thread.name = "LoopbackHTTP \(method) \(path)"
            thread.start()
        }
    }

    private static func send(port: Int, method: String, path: String, body: Data?) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        head += "\r\n"
        var outgoing = Data(head.utf8)
        if let body { outgoing.append(body) }
        try outgoing.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let written = Glibc.send(fd, buffer.baseAddress! + sent, buffer.count - sent, 0)
                guard written > 0 else { throw Failure(description: "send failed") }
                sent += written
            }
        }
        var response = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: chunk[0..<count])
            if let body = completeBody(response) { return body }
        }
        guard let separator = response.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "no response") }
        return response[separator.upperBound...]
    }

    /// The body once `Content-Length` bytes of it have arrived.
    private static func completeBody(_ response: Data) -> Data? {
        guard let separator = response.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: response[..<separator.lowerBound], as: UTF8.self)
        for line in head.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length",
                  let length = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let body = response[separator.upperBound...]
            return body.count >= length ? Data(body.prefix(length)) : nil
        }
        return nil
    }
}
