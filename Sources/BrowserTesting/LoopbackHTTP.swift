import Foundation

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
    /// The socket blocks, so the request runs on a thread of its own
    /// (``RawSocket/blocking(_:)``).
    public static func request(port: Int, method: String, path: String, body: Data? = nil) async throws -> Data {
        try await RawSocket.blocking { try send(port: port, method: method, path: path, body: body) }
    }

    private static func send(port: Int, method: String, path: String, body: Data?) throws -> Data {
        let socket = try RawSocket(port: port)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        head += "\r\n"
        try socket.send(Array(head.utf8) + (body.map(Array.init) ?? []))
        var response = Data()
        // Up to 60 s for each read, as a slow WebDriver command may take.
        var closed = false
        while let chunk = socket.receiveChunk(timeout: 60) {
            if chunk.isEmpty { closed = true; break }
            response.append(contentsOf: chunk)
            if let body = completeBody(response) { return body }
        }
        guard let separator = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: closed ? "\(method) \(path) on port \(port): the server closed the connection without a response"
                                              : "\(method) \(path) on port \(port): no response within 60 s")
        }
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
