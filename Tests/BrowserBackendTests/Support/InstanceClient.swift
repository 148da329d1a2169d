import BrowserTesting
import Foundation

/// A visitor played with raw sockets against one server or a balancer:
/// a page load, then the page's WebSocket, from a chosen loopback address.
struct InstanceClient: Sendable {
    let port: Int
    var source = "127.0.0.1"
    /// Seconds of silence a request or handshake waits: WebSocket admission
    /// runs on the main actor, which in a full test run other suites can
    /// hold for tens of seconds.
    var timeout: Double = 120
    var origin: String { "http://127.0.0.1:\(port)" }

    /// A page's session credentials, the instance that served it, and its status.
    struct Page: Sendable {
        let status: Int
        let session: String
        let token: String
        let instance: String?
    }

    /// Loads `path` and reads the ticket from the page.
    func loadPage(_ path: String = "/", headers: [String: String] = [:]) async throws -> Page {
        let (port, source, timeout) = (self.port, self.source, self.timeout)
        let response = try await RawSocket.blocking {
            try LoopbackHTTP.get(path, port: port, from: source, headers: headers, timeout: timeout)
        }
        func meta(_ name: String) -> String {
            guard let range = response.text.range(of: "name=\"\(name)\" content=\"") else { return "" }
            return String(response.text[range.upperBound...].prefix { $0 != "\"" })
        }
        return Page(status: response.status, session: meta("ck-session"), token: meta("ck-token"),
                    instance: response.headers["x-componentkit-instance"])
    }

    /// Opens the page's WebSocket and sends its credentials (the ticket,
    /// or `token` instead), as the page does; returns the socket and the
    /// handshake.
    func connect(_ page: Page, token: String? = nil, location: String? = nil, headers: [String: String] = [:]) async throws
        -> (socket: RawSocket, handshake: RawSocket.Handshake)
    {
        let (port, source, origin, timeout) = (self.port, self.source, self.origin, self.timeout)
        let credentials = token ?? page.token
        var path = "/ws?session=\(page.session)"
        if let location { path += "&loc=\(location.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        let request = path
        return try await RawSocket.blocking {
            let socket = try RawSocket(port: port, from: source)
            let handshake = try socket.handshake(path: request, port: port, origin: origin, headers: headers, timeout: timeout)
            if handshake.status == 101 { try socket.authenticate(token: credentials) }
            return (socket, handshake)
        }
    }

    /// GET /healthz: the status and the JSON body's fields, as text.
    func health() async throws -> (status: Int, body: [String: String], instance: String?) {
        let (port, timeout) = (self.port, self.timeout)
        let response = try await RawSocket.blocking { try LoopbackHTTP.get("/healthz", port: port, timeout: timeout) }
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
        return (response.status, object.mapValues { "\($0)" }, response.headers["x-componentkit-instance"])
    }
}

extension RawSocket {
    /// Frames until the server's close frame (or silence for `timeout` seconds), off the cooperative pool.
    func framesUntilClose(after leftover: [UInt8], timeout: Double = 30) async throws -> [Frame] {
        try await RawSocket.blocking { self.readFrames(after: leftover, timeout: timeout).frames }
    }
}
