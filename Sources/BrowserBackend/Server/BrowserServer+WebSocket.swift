import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOWebSocket

extension BrowserServer {
    /// Decides whether a request becomes a session's WebSocket: the path is
    /// `/ws?session=…&token=…`, the Origin is allowed, and the token matches.
    func upgrade(_ request: HTTPRequest) async throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard let path = request.path, let components = URLComponents(string: path), components.path == "/ws" else {
            return .dontUpgrade
        }
        let origin = request.headerFields[.origin] ?? ""
        guard allowedOrigins(port: boundPort).contains(origin) else {
            logger.warning("WebSocket refused: origin not allowed", metadata: ["origin": "\(origin)"])
            return .dontUpgrade
        }
        let query = Dictionary(components.queryItems?.map { ($0.name, $0.value ?? "") } ?? [], uniquingKeysWith: { first, _ in first })
        let sessionID = query["session"] ?? ""
        let token = query["token"] ?? ""
        let known = await MainActor.run { registry.session(withID: sessionID) != nil }
        guard known else {
            // Expired (or never existed): tell the client to start over.
            return .upgrade([:]) { _, outbound, _ in
                try await outbound.close(.unknown(4404), reason: "session expired")
            }
        }
        guard let session = await MainActor.run(body: { registry.authenticate(id: sessionID, token: token) }) else {
            logger.warning("WebSocket refused: wrong token", metadata: ["session": "\(sessionID.prefix(8))"])
            return .dontUpgrade
        }
        return .upgrade([:]) { [self] inbound, outbound, _ in
            try await self.serve(session, inbound: inbound, outbound: outbound)
        }
    }

    /// Pumps one connection: the session's messages out, the client's in.
    private func serve(_ session: BrowserSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let connection = await MainActor.run { session.connect(continuation) }
        let limit = configuration.limits.maximumMessageBytes
        let failure: String? = await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await message in stream {
                    do { try await outbound.write(.text(message)) } catch { return nil }
                }
                return nil
            }
            group.addTask { [registry] in
                var failure: String?
                do {
                    for try await message in inbound.messages(maxSize: limit) {
                        guard case let .text(text) = message else {
                            failure = "binary messages are not accepted"
                            break
                        }
                        if let error = await MainActor.run(body: { session.accept(text) }) {
                            failure = error.description
                            break
                        }
                    }
                } catch {
                    failure = "unreadable message: \(error)"
                }
                if let failure {
                    // End the session before the client hears of it, then close while
                    // the connection is still read, so the close handshake completes.
                    await MainActor.run { registry.end(session, reason: failure) }
                    try? await outbound.close(.policyViolation, reason: String(failure.prefix(100)))
                }
                return failure
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            continuation.finish()
            return first
        }
        if failure == nil {
            await MainActor.run { session.disconnect(connection) }
        }
    }
}
