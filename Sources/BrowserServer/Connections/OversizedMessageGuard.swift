import Foundation
import NIOCore
import NIOWebSocket
import Synchronization

/// Answers a WebSocket frame over the message limit with close code 1009
/// and a reason, and marks the connection so its session ends.
///
/// The frame decoder refuses such a frame from its header, before reading
/// it (so no oversized frame is ever held in memory), and NIO's own error
/// handler would answer with a bare 1009 and leave the session waiting for
/// a reconnect. This handler sits right behind the decoder and takes that
/// error first: the page learns why, and the connection's pump, seeing
/// ``tripped``, ends the session as for any other message it refuses.
final class OversizedMessageGuard: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let maximumBytes: Int
    private let sawOversizedFrame = Atomic<Bool>(false)

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Whether the client sent a frame over the limit.
    var tripped: Bool { sawOversizedFrame.load(ordering: .acquiring) }

    /// Adds a guard to a WebSocket channel's pipeline, right behind its
    /// frame decoder (a channel without one, already closed, gets a guard
    /// that never trips).
    static func install(on channel: any Channel, maximumBytes: Int) async -> OversizedMessageGuard {
        let guardHandler = OversizedMessageGuard(maximumBytes: maximumBytes)
        try? await channel.eventLoop.submit {
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.context(handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try operations.addHandler(guardHandler, position: .after(decoder.handler))
        }.get()
        return guardHandler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let problem = error as? NIOWebSocketError, problem == .invalidFrameLength else {
            context.fireErrorCaught(error)
            return
        }
        // Once: the decoder refuses everything after its first error.
        guard !sawOversizedFrame.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let reason = BrowserServer.closeReason(BrowserServer.oversizedReason(maximumBytes))
        var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
        payload.write(webSocketErrorCode: .messageTooLarge)
        payload.writeString(reason)
        let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in channel.close(promise: nil) }
    }
}
