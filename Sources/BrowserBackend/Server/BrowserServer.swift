import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ViewTree

/// Hosts a view tree per browser session and mirrors it into the page:
/// committed mutations go out over a WebSocket as one message per
/// transaction, pointer, scroll and viewport events come back.
///
/// The page is served at `/`, with a small JavaScript client that builds
/// absolutely positioned elements and never computes layout, and the DejaVu
/// fonts the server measures text with.
///
/// ```swift
/// let server = BrowserServer(configuration: .init(port: 8080)) { session in
///     let host = HostingView(provider: counterProvider, context: ())
///     host.update(model: Counter(start: 0))
///     return host
/// }
/// try await server.run()   // until the task is cancelled
/// ```
public final class BrowserServer: Sendable {
    /// Where the server listens and how it treats clients.
    public struct Configuration: Sendable {
        /// The address to bind; loopback by default.
        public var host: String
        /// The port; 0 picks a free one (see ``BrowserServer/start()``).
        public var port: Int
        /// Origins allowed to open a WebSocket besides the server's own
        /// `http://host:port` (and `localhost` for a loopback host): a
        /// development proxy's, say, or `ws://127.0.0.1` for native clients.
        public var additionalOrigins: [String]
        /// How long a disconnected session waits for its client to come back.
        public var reconnectGracePeriod: Duration
        /// Message size, rate and session limits.
        public var limits: Limits
        /// The page title.
        public var title: String

        /// A configuration; every value has a default.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, additionalOrigins: [String] = [],
            reconnectGracePeriod: Duration = .seconds(30), limits: Limits = Limits(), title: String = "ComponentKit"
        ) {
            self.host = host
            self.port = port
            self.additionalOrigins = additionalOrigins
            self.reconnectGracePeriod = reconnectGracePeriod
            self.limits = limits
            self.title = title
        }
    }

    /// What one client may send.
    public struct Limits: Sendable {
        /// The largest message accepted, in bytes.
        public var maximumMessageBytes: Int
        /// Messages per second on average.
        public var messagesPerSecond: Int
        /// Messages accepted at once after a quiet period.
        public var messageBurst: Int
        /// Live sessions at most; page loads beyond it are refused.
        public var maximumSessions: Int

        /// Limits with room for pointer moves at display rate.
        public init(maximumMessageBytes: Int = 4_096, messagesPerSecond: Int = 240, messageBurst: Int = 480,
                    maximumSessions: Int = 1_000) {
            self.maximumMessageBytes = maximumMessageBytes
            self.messagesPerSecond = messagesPerSecond
            self.messageBurst = messageBurst
            self.maximumSessions = maximumSessions
        }
    }

    /// The server's configuration.
    public let configuration: Configuration
    /// The live sessions.
    @MainActor public var sessions: SessionRegistry { registry }
    @MainActor let registry: SessionRegistry
    let logger: Logger
    let assets: ClientAssets
    let extraRoutes: @Sendable (Router<BasicRequestContext>) -> Void
    private let state = ServerState()

    /// A server that gives each session the view `content` makes; `routes`
    /// adds the app's own HTTP endpoints.
    @MainActor
    public init(
        configuration: Configuration = Configuration(), logger: Logger = Logger(label: "componentkit.browser"),
        routes: @escaping @Sendable (Router<BasicRequestContext>) -> Void = { _ in },
        content: @escaping @MainActor @Sendable (BrowserSession) -> View
    ) {
        self.configuration = configuration
        self.logger = logger
        self.extraRoutes = routes
        self.assets = ClientAssets()
        self.registry = SessionRegistry(limits: configuration.limits, gracePeriod: configuration.reconnectGracePeriod,
                                        logger: logger, makeContent: content)
    }

    /// Runs the server until the calling task is cancelled.
    public func run() async throws {
        let application = Application(
            router: makeRouter(),
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: configuration.limits.maximumMessageBytes))) {
                [self] request, _, _ in try await self.upgrade(request)
            },
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: "componentkit"),
            onServerRunning: { [state] channel in state.bound(port: channel.localAddress?.port ?? 0) },
            logger: logger)
        defer { Task { @MainActor [registry] in registry.stop() } }
        try await application.run()
    }

    /// Starts the server in the background and returns its port once it
    /// listens; ``stop()`` ends it.
    public func start() async throws -> Int {
        let task = Task { try await run() }
        state.setTask(task)
        return try await state.waitForPort()
    }

    /// Stops a server started with ``start()``.
    public func stop() async {
        await state.stop()
    }

    /// The origins allowed to connect, for a server listening on `port`.
    func allowedOrigins(port: Int) -> Set<String> {
        var origins = Set(configuration.additionalOrigins)
        origins.insert("http://\(configuration.host):\(port)")
        if configuration.host == "127.0.0.1" || configuration.host == "localhost" {
            origins.formUnion(["http://127.0.0.1:\(port)", "http://localhost:\(port)"])
        }
        return origins
    }

    var boundPort: Int { state.port }

    /// The port the server listens on, once it does (0 before).
    public var port: Int { state.port }
}
