import Foundation

extension LoopbackHTTP {
    /// A whole HTTP response: status, headers and body.
    public struct Response: Sendable {
        /// The status code (200, 503, …).
        public let status: Int
        /// Header names, lowercased, and their values (a repeated header's values joined by ", ").
        public let headers: [String: String]
        /// The body.
        public let body: Data

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `GET path` to `127.0.0.1:port` from `source` with `headers`
    /// added, and reads the whole response (the server closes after it).
    ///
    /// Blocks: call it inside ``RawSocket/blocking(_:)``.
    ///
    /// - Throws: ``Failure`` when there is no complete status line within `timeout` seconds of silence.
    public static func get(_ path: String, port: Int, from source: String = "127.0.0.1", headers: [String: String] = [:],
                           timeout: Double = 30) throws -> Response {
        let socket = try RawSocket(port: port, from: source)
        var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        try socket.send(head + "\r\n")
        let (bytes, closed) = socket.receive(timeout: timeout, limit: 64 << 20)
        do {
            return try parse(bytes)
        } catch {
            let ending = closed ? "the server closed the connection" : "nothing more came for \(timeout) s"
            throw Failure(description: "GET \(path) on port \(port): \(error) (\(ending))")
        }
    }

    /// The response in `bytes` (a `Content-Length` body or everything after the head).
    static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw Failure(description: "no complete response head in \(bytes.count) bytes")
        }
        let (status, headers) = try parseHead(String(decoding: bytes[..<end.lowerBound], as: UTF8.self))
        var body = Data(bytes[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        return Response(status: status, headers: headers, body: body)
    }

    /// The status code and headers of a response head (without its blank line).
    public static func parseHead(_ head: String) throws -> (status: Int, headers: [String: String]) {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: " ", maxSplits: 2) ?? []
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw Failure(description: "not an HTTP status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let field = line.split(separator: ":", maxSplits: 1)
            guard field.count == 2 else { continue }
            let name = field[0].lowercased()
            let value = field[1].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return (status, headers)
    }
}
