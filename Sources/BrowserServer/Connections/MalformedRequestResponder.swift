import NIOCore
import NIOHTTP1

/// Answers a first request that cannot be parsed (garbage, HTTP/0.9, an
/// HTTP/2 preface sent without negotiation, an oversized head) with 400, or
/// 431 when its head is too large, and closes the connection, instead of
/// leaving the client waiting.
///
/// Sits right after the HTTP decoder; it removes itself once a request head
/// has been decoded, because a connection may then become a WebSocket, and
/// later requests' errors are the HTTP server's to handle.
final class MalformedRequestResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, !answered else {
            context.fireErrorCaught(error)
            return
        }
        answered = true
        let status: HTTPResponseStatus = parserError == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest
        let headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        // The close starts at this handler, so no handler behind it can hold
        // it back; and it happens even if the client never reads the answer
        // (a write that cannot complete must not keep the socket open).
        let channel = context.channel
        let fallback = context.eventLoop.scheduleTask(in: Self.closeGrace) { channel.close(promise: nil) }
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            fallback.cancel()
            bound.value.close(promise: nil)
        }
    }

    /// How long the answer may take to reach the client before the
    /// connection is closed without it.
    static let closeGrace = TimeAmount.seconds(1)
}
