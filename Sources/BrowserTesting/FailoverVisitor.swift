import Foundation

/// A visitor of the examples' Photos screen played with raw sockets through
/// a balancer, for the failover test and benchmark: it opens the page's
/// session, confirms its reconnect token, types into the search field and
/// scrolls the list; after its instance dies it reconnects with the token,
/// as the page's script does, and checks that the screen came back as it left it.
public struct FailoverVisitor: @unchecked Sendable {
    // Unchecked: the socket is used by one thread at a time (each visitor's own turn).
    /// The session's identifier (`i1-…`).
    public let session: String
    /// The instance that served the page.
    public let instance: String
    /// The loopback address the visitor comes from.
    public let source: String
    /// The reconnect token the session sent and the visitor confirmed.
    public let token: String
    /// What it typed into the search field.
    public let text: String
    /// Where it scrolled the list to.
    public let scrollY: Double
    /// The open WebSocket.
    public let socket: RawSocket

    /// The screen every visitor opens.
    public static let path = "/photos"

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Opens the Photos screen through the balancer on `port` from `source`,
    /// types "e" (ten of the twelve sample photos match, so the list still
    /// scrolls) and scrolls the list down by `scrollY` points.
    public static func open(port: Int, from source: String, scrollY: Double) throws -> FailoverVisitor {
        let page = try LoopbackHTTP.get(path, port: port, from: source)
        let html = page.text
        func meta(_ name: String) -> String {
            guard let range = html.range(of: "name=\"\(name)\" content=\"") else { return "" }
            return String(html[range.upperBound...].prefix { $0 != "\"" })
        }
        let (session, ticket) = (meta("ck-session"), meta("ck-token"))
        guard page.status == 200, let instance = page.headers["x-componentkit-instance"], !session.isEmpty else {
            throw Failure(description: "\(path) from \(source): \(page.status)")
        }
        let socket = try RawSocket(port: port, from: source)
        let handshake = try socket.handshake(path: "/ws?session=\(session)&loc=%2Fphotos", port: port, origin: "http://127.0.0.1:\(port)")
        guard handshake.status == 101 else { throw Failure(description: "\(session): WebSocket answered \(handshake.status)") }
        try socket.authenticate(token: ticket)
        var buffer = handshake.leftover
        guard let reset = try firstReset(socket, buffer: &buffer), let token = reset["tok"] as? String else {
            throw Failure(description: "\(session): no reset with a reconnect token")
        }
        try socket.sendText(#"{"t":"token-ack","token":"\#(token)"}"#)
        guard let field = views(in: reset).first(where: { $0.kind == "textField" })?.id else {
            throw Failure(description: "\(session): no search field")
        }
        try socket.sendText(#"{"t":"focus","v":\#(field),"q":1}"#)
        try socket.sendText(#"{"t":"edit","v":\#(field),"q":2,"text":"e","s":1,"e":1}"#)
        // The list's scroll view: the one with the most to scroll, once the search has filtered it.
        var list: Int?
        let deadline = Date().addingTimeInterval(30)
        while list == nil, Date() < deadline, let frame = socket.nextFrame(buffer: &buffer, timeout: 30) {
            let text = String(decoding: frame.payload, as: UTF8.self)
            if text.contains(#""ack":2"#) { list = scrollViews(in: reset).first }
        }
        guard let list else { throw Failure(description: "\(session): the search was not acknowledged") }
        try socket.sendText(#"{"t":"scroll","v":\#(list),"x":0,"y":\#(scrollY)}"#)
        return FailoverVisitor(session: session, instance: instance, source: source, token: token, text: "e", scrollY: scrollY, socket: socket)
    }

    /// Reconnects through the balancer on `port` with the confirmed token, as
    /// the page does after its connection dropped; returns what differs from
    /// what the visitor left (nil: the same text and scroll offset).
    public func reconnect(port: Int) throws -> String? {
        socket.shutdown()
        let again = try RawSocket(port: port, from: source)
        defer { again.shutdown() }
        let handshake = try again.handshake(path: "/ws?session=\(session)&loc=%2Fphotos", port: port, origin: "http://127.0.0.1:\(port)")
        guard handshake.status == 101 else { return "\(session): WebSocket answered \(handshake.status)" }
        try again.authenticate(token: token)
        var buffer = handshake.leftover
        guard let reset = try Self.firstReset(again, buffer: &buffer) else { return "\(session): closed instead of resumed" }
        let views = Self.views(in: reset)
        let typed = views.first { $0.kind == "textField" }.flatMap { ($0.properties["inputText"] as? [String: Any])?["text"] as? String }
        guard typed == text else { return "\(session): the search field holds \(typed.map { "'\($0)'" } ?? "nothing"), not '\(text)'" }
        let offsets = views.filter { ["scroll", "collection"].contains($0.kind) }
            .compactMap { ($0.properties["boundsOrigin"] as? [Double])?.last }
        guard offsets.contains(where: { abs($0 - scrollY) < 0.5 }) else { return "\(session): scrolled to \(offsets), not \(scrollY)" }
        return nil
    }

    /// The first frame, decoded, if it is a reset (nil: a close frame or silence).
    static func firstReset(_ socket: RawSocket, buffer: inout [UInt8]) throws -> [String: Any]? {
        guard let frame = socket.nextFrame(buffer: &buffer, timeout: 60), frame.opcode == 1 else { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any]
        return object?["t"] as? String == "reset" ? object : nil
    }

    /// The views a reset creates: `["c", id, kind, {properties}]`.
    static func views(in reset: [String: Any]) -> [(id: Int, kind: String, properties: [String: Any])] {
        (reset["m"] as? [[Any]] ?? []).compactMap { mutation in
            guard mutation.count >= 4, mutation[0] as? String == "c", let id = mutation[1] as? Int, let kind = mutation[2] as? String,
                  let properties = mutation[3] as? [String: Any] else { return nil }
            return (id, kind, properties)
        }
    }

    /// The scroll views of a reset that can scroll, the one with the most room first.
    static func scrollViews(in reset: [String: Any]) -> [Int] {
        views(in: reset).compactMap { view -> (Int, Double)? in
            guard ["scroll", "collection"].contains(view.kind), let size = view.properties["contentSize"] as? [Double],
                  let frame = view.properties["frame"] as? [Double], size.count == 2, frame.count == 4 else { return nil }
            return (view.id, size[1] - frame[3])
        }
        .filter { $0.1 > 0 }
        .sorted { $0.1 > $1.1 }
        .map(\.0)
    }
}

extension RawSocket {
    /// Reads frames until the server's close frame and returns its code (nil: silence for `timeout` seconds, or no frame).
    public func closeCode(timeout: Double) -> Int? {
        var buffer: [UInt8] = []
        while let frame = nextFrame(buffer: &buffer, timeout: timeout) {
            if frame.opcode == 8 { return frame.closeCode }
        }
        return nil
    }
}
