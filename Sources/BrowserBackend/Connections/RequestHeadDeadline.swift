import NIOCore

/// Closes a new connection whose first request head (the request line and
/// headers, up to the blank line) has not arrived within the timeout: a
/// client that trickles its headers, or sends nothing, holds no socket for
/// longer than that. Later requests on a kept-alive connection are bounded
/// by the HTTP idle timeout.
final class RequestHeadDeadline: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?
    private var headComplete = false
    /// Whether the last byte seen ended a line (a CR after it is skipped).
    private var atLineStart = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
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
        }
        context.fireChannelRead(data)
    }

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil, !headComplete else { return }
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: timeout) {
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
