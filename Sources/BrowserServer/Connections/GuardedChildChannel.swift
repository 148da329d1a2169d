import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Wraps the server's HTTP-and-WebSocket child channel with the
/// protections every connection gets before a byte is parsed: the
/// connection limits of ``ConnectionGuard`` (which may close a half-open
/// connection to make room), the deadline for the first request head
/// (shorter when the table is nearly full), and an answer (400 or 431) to a
/// request that cannot be parsed.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base
    let connections: ConnectionGuard
    let requestHeadTimeout: TimeAmount
    /// The head deadline of a connection that arrives when the table is nearly full.
    let requestHeadTimeoutUnderPressure: TimeAmount

    /// The base channel's value and the guard's record of the connection.
    struct Value: ServerChildChannelValue {
        let base: Base.Value
        let connection: AdmittedConnection
        var channel: any Channel { base.channel }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let address = ConnectionGuard.clientAddress(of: channel)
        let connection: AdmittedConnection
        do {
            connection = try connections.admit(address) {
                logger.debug("connection closed to make room: no complete request head yet, and the table is nearly full",
                             metadata: ["address": "\(address)"])
                channel.close(promise: nil)
            }
        } catch {
            logger.debug("connection refused", metadata: ["address": "\(address)", "reason": "\(error)"])
            return channel.close().flatMapThrowing { throw error }
        }
        let connections = self.connections
        channel.closeFuture.whenComplete { _ in connections.release(connection) }
        let timeout = connection.arrivedUnderPressure ? min(requestHeadTimeout, requestHeadTimeoutUnderPressure) : requestHeadTimeout
        do {
            let deadline = RequestHeadDeadline(timeout: timeout, connection: connection, connections: connections, logger: logger)
            try channel.pipeline.syncOperations.addHandler(deadline, position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // The responder goes right behind the request decoder, so it sees parse errors first.
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(MalformedRequestResponder(), position: .after(decoder.handler))
            return Value(base: value, connection: connection)
        }
    }

    func handle(value: Value, logger: Logger) async {
        var connectionLogger = logger
        connectionLogger.handler = HeadlessConnectionLogHandler(base: logger.handler, connection: value.connection)
        await base.handle(value: value.base, logger: connectionLogger)
    }
}
