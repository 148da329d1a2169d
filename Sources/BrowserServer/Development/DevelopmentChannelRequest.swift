import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// One POST to a build's development channel on loopback, and its answer.
///
/// The channel is plain HTTP/1.1 to 127.0.0.1, one request per connection,
/// so SwiftNIO's HTTP codec is all it takes: an HTTP client package would
/// bring a TLS stack (swift-nio-ssl's BoringSSL) into every app that serves
/// pages, only for this.
struct DevelopmentChannelRequest: Sendable {
    let port: Int
    let path: String
    let headers: [(String, String)]
    let body: Data
    /// The largest answer read, in bytes; a larger one is refused.
    let answerLimit: Int

    /// Sends the request and returns the answer's status and body, within `timeout`.
    ///
    /// - Throws: ``DevelopmentServerError/channelUnanswered(action:reason:)``
    ///   naming `action` when no whole answer came.
    func send(action: String, timeout: Duration) async throws -> (status: Int, body: Data) {
        let started = ContinuousClock.now
        // Past the deadline, whatever ended the exchange was the deadline closing it.
        func unanswered(_ reason: String) -> DevelopmentServerError {
            .channelUnanswered(action: action, reason: ContinuousClock.now - started >= timeout ? "no answer within \(timeout)" : reason)
        }
        do {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(.seconds(5))
                .connect(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                    }
                }
            // Closing the connection at the deadline ends the read below, whatever the app is doing.
            let deadline = channel.channel.eventLoop.scheduleTask(in: TimeAmount(timeout)) { channel.channel.close(promise: nil) }
            defer { deadline.cancel() }
            let answer = try await channel.executeThenClose { inbound, outbound in
                try await outbound.write(.head(head()))
                try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body))))
                try await outbound.write(.end(nil))
                return try await read(inbound, action: action)
            }
            if let answer { return answer }
            throw unanswered("the connection closed before the answer ended")
        } catch let error as DevelopmentServerError {
            throw error
        } catch {
            throw unanswered("\(error)")
        }
    }

    private func head() -> HTTPRequestHead {
        var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: path)
        head.headers.add(name: "Host", value: "127.0.0.1:\(port)")
        head.headers.add(name: "Content-Length", value: "\(body.count)")
        head.headers.add(name: "Connection", value: "close")
        for (name, value) in headers { head.headers.add(name: name, value: value) }
        return head
    }

    /// The whole answer, or nil if the connection ended before it did.
    private func read(_ inbound: NIOAsyncChannelInboundStream<HTTPClientResponsePart>,
                      action: String) async throws -> (status: Int, body: Data)? {
        var status: Int?
        var answer = Data()
        for try await part in inbound {
            switch part {
            case let .head(response):
                status = Int(response.status.code)
            case let .body(chunk):
                guard answer.count + chunk.readableBytes <= answerLimit else {
                    throw DevelopmentServerError.channelUnanswered(
                        action: action, reason: "the answer is larger than the limit of \(answerLimit) bytes")
                }
                answer.append(contentsOf: chunk.readableBytesView)
            case .end:
                guard let status else { break }
                return (status, answer)
            }
        }
        return nil
    }
}
