import Logging
import NIOCore

/// Closes a new connection whose first request head (the request line and
/// headers, up to the blank line) has not arrived within the timeout: a
/// client that trickles its headers, or sends nothing, holds no socket for
/// longer than that. Later requests on a kept-alive connection are bounded
/// by the HTTP idle timeout.
///
/// It also tells the ``ConnectionGuard`` when the head has arrived, which
/// makes the connection one that is never closed to make room.
final class RequestHeadDeadline: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private let connection: AdmittedConnection
    private let connections: ConnectionGuard
    private let logger: Logger
    private var timer: Scheduled<Void>?
    private var headComplete = false
    /// Whether the last byte seen ended a line (a CR after it is skipped).
    private var atLineStart = false

    /// A deadline of `timeout` for `connection`'s first head; the close it
    /// causes is logged at debug level on `logger` (a client decides how
    /// often that happens, so it must not flood the log).
    init(timeout: TimeAmount, connection: AdmittedConnection, connections: ConnectionGuard, logger: Logger) {
        self.timeout = timeout
        self.connection = connection
        self.connections = connections
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !headComplete, endsHead(unwrapInboundIn(data)) {
            headComplete = true
            timer?.cancel()
            timer = nil
            connections.headArrived(connection)
        }
        context.fireChannelRead(data)
    }

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil, !headComplete else { return }
        let (channel, logger, address, timeout) = (context.channel, logger, connection.address, timeout)
        timer = context.eventLoop.scheduleTask(in: timeout) {
            logger.debug("connection closed: no complete request head in time", metadata: [
                "address": "\(address)", "timeout": "\(timeout.nanoseconds / 1_000_000) ms",
            ])
            channel.close(promise: nil)
        }
    }

    /// Whether `buffer` contains the blank line that ends a request head
    /// (CRLF CRLF, or bare LFs), carrying the state across reads.
    private func endsHead(_ buffer: ByteBuffer) -> Bool {
        for byte in buffer.readableBytesView {
            switch byte {
            case UInt8(ascii: "\n"):
                if atLineStart { return true }
                atLineStart = true
            case UInt8(ascii: "\r"):
                continue
            default:
                atLineStart = false
            }
        }
        return false
    }
}
