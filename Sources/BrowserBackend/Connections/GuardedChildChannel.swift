import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Wraps the server's HTTP-and-WebSocket child channel with the
/// protections every connection gets before a byte is parsed: the
/// connection limits of ``ConnectionGuard``, the deadline for the first
/// request head, and an answer (400 or 431) to a request that cannot be
/// parsed.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let connections: ConnectionGuard
    let requestHeadTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let address = ConnectionGuard.clientAddress(of: channel)
        if let refusal = connections.admit(address) {
            logger.debug("connection refused", metadata: ["address": "\(address)", "reason": "\(refusal)"])
            return channel.close().flatMapThrowing { throw ConnectionRefused(reason: refusal) }
        }
        let connections = self.connections
        channel.closeFuture.whenComplete { _ in connections.release(address) }
        do {
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(timeout: requestHeadTimeout), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // The responder goes right behind the request decoder, so it sees parse errors first.
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(MalformedRequestResponder(), position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }

    /// Why a connection was closed on arrival.
    struct ConnectionRefused: Error {
        let reason: String
    }
}
