import NIOCore
import NIOPosix
import Synchronization

/// The development server's front door: passes every connection's bytes,
/// both ways, to the app process serving now. A reload points it at the
/// new process; connections made before stay with the old one until it
/// ends them (its pages then reconnect, and arrive at the new one).
///
/// It relays bytes, not requests: pages, WebSockets and images pass alike.
final class DevelopmentProxy: Sendable {
    private let target = Mutex<Int?>(nil)
    private let listener: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>
    /// The port the proxy listens on.
    let port: Int

    /// A proxy listening on `host`:`port` (0 picks a free port).
    init(host: String, port: Int) async throws {
        listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .bind(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        self.port = listener.channel.localAddress?.port ?? port
    }

    /// The loopback port connections go to from now on; nil refuses them
    /// (no build has started yet).
    func forward(to port: Int?) {
        target.withLock { $0 = port }
    }

    /// Accepts and relays connections until the task is cancelled.
    func run() async throws {
        try await withThrowingDiscardingTaskGroup { group in
            try await listener.executeThenClose { inbound in
                for try await connection in inbound {
                    let port = target.withLock { $0 }
                    group.addTask { await Self.relay(connection, to: port) }
                }
            }
        }
    }

    private static func relay(_ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>, to port: Int?) async {
        guard let port, let upstream = try? await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(5))
            .connect(host: "127.0.0.1", port: port, channelInitializer: { channel in
                channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
            })
        else {
            try? await connection.channel.close()
            return
        }
        try? await connection.executeThenClose { clientIn, clientOut in
            try await upstream.executeThenClose { appIn, appOut in
                // Either side ending ends both: HTTP and WebSockets need no half-open connections.
                await withTaskGroup(of: Void.self) { pair in
                    pair.addTask { try? await copy(clientIn, to: appOut) }
                    pair.addTask { try? await copy(appIn, to: clientOut) }
                    await pair.next()
                    pair.cancelAll()
                }
            }
        }
    }

    private static func copy(_ source: NIOAsyncChannelInboundStream<ByteBuffer>,
                             to destination: NIOAsyncChannelOutboundWriter<ByteBuffer>) async throws {
        for try await bytes in source { try await destination.write(bytes) }
    }
}
