import HummingbirdWebSocket
import NIOCore

/// A WebSocket connection's incoming messages, read by one task at a time:
/// first by the connection's task for its credentials, then by the pump
/// that applies the rest. (A WebSocket's message stream can be iterated
/// only once, so the one iterator is handed over rather than made anew.)
final class InboundMessages: @unchecked Sendable {
    private var iterator: WebSocketInboundMessageStream.AsyncIterator

    init(_ iterator: WebSocketInboundMessageStream.AsyncIterator) {
        self.iterator = iterator
    }

    /// The next message, or nil once the client closed.
    ///
    /// - Throws: what the WebSocket layer throws: a lost connection
    ///   (`IOError`, `ChannelError`) or a refused message.
    func next() async throws -> WebSocketMessage? {
        try await iterator.next()
    }

    /// What came first on a new connection.
    enum First: Sendable {
        /// Its first message.
        case message(WebSocketMessage)
        /// Nothing within the time allowed.
        case timedOut
        /// The connection ended (closed, lost or refused) before any message.
        case ended
    }

    /// The connection's first message, if it comes within `timeout`; after
    /// that, `closeConnection` is called, which must end the connection (so
    /// the waiting read ends too).
    func first(within timeout: Duration, closeConnection: @escaping @Sendable () async -> Void) async -> First {
        await withTaskGroup(of: First?.self) { group in
            group.addTask {
                do {
                    return try await self.next().map(First.message) ?? .ended
                } catch {
                    return .ended
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                if Task.isCancelled { return nil }
                await closeConnection()
                return .timedOut
            }
            // Whichever ends first decides; the other is called off (a read ended by the timeout's close ends by itself).
            var outcome = await group.next() ?? nil
            group.cancelAll()
            for await result in group where outcome == nil { outcome = result }
            return outcome ?? .ended
        }
    }
}
