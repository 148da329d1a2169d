import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import ComponentKit
import CoreMetrics
import Logging
import NIOCore
import ServiceLifecycle
import Tracing
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
        /// Host names the server answers to (the HTTP `Host` header, without
        /// the port); nil allows the configured host and the loopback names
        /// (`127.0.0.1`, `localhost`, `[::1]`). Requests naming any other
        /// host get 421, which defeats DNS rebinding: list your public names
        /// when you serve beyond loopback.
        public var allowedHosts: Set<String>?
        /// Connection, message, session and queue limits.
        public var limits: Limits
        /// The page title.
        public var title: String
        /// Traits every session starts with over the browser's (a server
        /// whose app is always dark, or always right to left); each
        /// session's ``/BrowserBackend/BrowserSession/traitOverrides`` can change them.
        public var traitOverrides: TraitOverrides
        /// How long each client message waits before it is applied: nil in
        /// production; tests and demos set it to act out a slow or distant
        /// server (typing must still end with exactly what was typed).
        public var simulatedMessageDelay: Duration?
        /// Whether pages may turn on the debug mode that outlines every
        /// component with its type and scope path (`?debug=components` or
        /// Alt-Shift-D, as `CKComponentDebugController`); off by default, as
        /// it shows the app's type names to whoever loads the page. Each
        /// session's ``/BrowserBackend/BrowserSession/allowsDebugOutlines`` starts as this.
        public var allowsDebugOutlines = false
        /// This instance's name among several behind a load balancer (1 to
        /// 24 ASCII letters, digits or `_`), or nil for a lone server. It
        /// starts every session identifier (`i1-…`), so the balancer can send
        /// a session's WebSocket and images to the instance that holds it,
        /// and it is sent back in an `X-ComponentKit-Instance` header.
        public var instanceID: String?
        /// Addresses of reverse proxies in front of the server (such as
        /// `127.0.0.1` for an nginx on the same machine): on requests that
        /// carry ``proxySecret``, their `X-Forwarded-For` names the client
        /// (for the per-address session limits and the binding of session
        /// tickets), and their connections are not held to
        /// ``Limits/maximumConnectionsPerAddress`` or
        /// ``Limits/maximumConnectionsPerPrefix`` (the proxy should limit
        /// each client itself). The header is ignored from anyone else, and
        /// from these addresses without the secret. Needs ``proxySecret``.
        public var trustedProxies: Set<String> = []
        /// The secret ``trustedProxies`` add to every request they forward,
        /// in the `X-ComponentKit-Proxy-Secret` header (nginx:
        /// `proxy_set_header X-ComponentKit-Proxy-Secret "…";`, which also
        /// replaces any such header a client sent). Any process on the
        /// proxy's machine connects from the proxy's address; without the
        /// secret it is counted as that address, like any client, whatever
        /// `X-Forwarded-For` it writes. At least 16 bytes, of `A-Z a-z 0-9 - _ . ~ + / =`;
        /// keep it out of command lines (``proxySecret(readingFile:)``).
        public var proxySecret: String?
        /// What a page's session ticket is bound to (``TicketBinding``): by
        /// default the visitor's network.
        public var ticketBinding = TicketBinding.network
        /// Whether and when idle sessions give their view trees up, to be
        /// rebuilt when their page speaks again (see ``BrowserServer/Hibernation``);
        /// nil (the default) keeps every tree for its session's life.
        public var hibernation: Hibernation?
        /// The secret of development mode's channel (`DevelopmentServer`
        /// sets it in the processes it starts): with it, the server answers
        /// `POST /_componentkit/dev/…` (hand its sessions over, take them
        /// over, show the build's state) to requests from the loopback
        /// address that carry it in `X-ComponentKit-Development-Secret`
        /// and no `Origin` (no page can make them). Nil, the default, in
        /// production: those paths are the app's like any other.
        public var developmentSecret: String?
        /// A gallery of the app's previews, served at `/_gallery` (see
        /// ``PreviewGallery``); nil, the default, serves none. For
        /// development: it shows every preview to whoever loads the page.
        public var previewGallery: PreviewGallery?
        /// Durable sessions: snapshots written to a store every instance
        /// shares, so another instance resumes a session whose instance died
        /// (see ``BrowserServer/Persistence``); nil, the default, keeps
        /// sessions in this process only.
        public var persistence: Persistence?
        /// Where the server records its metrics (swift-metrics): a
        /// `PrometheusMetricsFactory`, served by a ``MetricsEndpoint``, or
        /// any other backend's factory; nil, the default, records none.
        /// The metrics are listed in the "Running in production" article.
        public var metricsFactory: (any MetricsFactory)?
        /// Where the server reports a span per client message, with child
        /// spans for its state updates, renders, layouts, mounts and flush
        /// (swift-distributed-tracing; an OTLP exporter's, say); nil, the
        /// default, traces nothing and costs nothing.
        public var tracer: (any Tracer)?
        /// How the server drains when the service group it runs in shuts
        /// down gracefully (SIGTERM, with swift-service-lifecycle): sessions
        /// go on for the grace period, then move; 10 s and 30 s by default.
        public var shutdownDrain = ShutdownDrain()

        /// A configuration; every value has a default.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, additionalOrigins: [String] = [],
            reconnectGracePeriod: Duration = .seconds(30), allowedHosts: Set<String>? = nil, limits: Limits = Limits(),
            title: String = "ComponentKit", traitOverrides: TraitOverrides = TraitOverrides()
        ) {
            self.host = host
            self.allowedHosts = allowedHosts
            self.port = port
            self.additionalOrigins = additionalOrigins
            self.reconnectGracePeriod = reconnectGracePeriod
            self.limits = limits
            self.title = title
            self.traitOverrides = traitOverrides
        }
    }

    /// The server's configuration.
    public let configuration: Configuration
    /// The live sessions.
    @MainActor public var sessions: SessionRegistry { registry }
    @MainActor let registry: SessionRegistry
    let logger: Logger
    let assets: ClientAssets
    let extraRoutes: @Sendable (Router<BrowserRequestContext>) -> Void
    let tickets: SessionTickets
    /// Open connections, counted for the connection limits.
    let connections: ConnectionGuard
    /// ``Configuration/trustedProxies`` as connections write addresses.
    let trustedProxyAddresses: Set<String>
    /// Whether new visitors get a page or the busy answer.
    let admission: AdmissionControl
    /// The images all sessions show, each kept and encoded once.
    let imageStore = ImageStore()
    /// Whether the server is draining, and its open WebSockets.
    let drainState = DrainState()
    /// The passes that give returning browsers priority when the server is full.
    let visitorPasses: VisitorPasses
    /// What durable sessions did (nil without ``Configuration/persistence``).
    public let persistenceStatistics: PersistenceStatistics?
    /// The server's metrics (nil without ``Configuration/metricsFactory``).
    let metrics: ServerMetrics?
    /// What the sessions add up to, read by the metrics without the main actor.
    let sessionCounters: SessionCounters
    /// The durable rows waiting to be written (nil without ``Configuration/persistence``).
    let snapshotWriter: SessionSnapshotWriter?
    /// Times renders, layouts and mounts (nil without ``Configuration/metricsFactory``).
    let metricsListener: MetricsAnalyticsListener?
    /// Makes spans of client messages (nil without ``Configuration/tracer``).
    let messageTracing: MessageTracing?
    /// Signs and checks durable rows (nil without ``Configuration/persistence``).
    let durableSeal: DurableSessionSeal?
    /// The name this instance writes durable rows under.
    let persistenceOwner: String
    private let state = ServerState()

    /// A server that gives each session the view `content` makes; `routes`
    /// adds the app's own HTTP endpoints.
    ///
    /// With ``Configuration/hibernation`` set, `content` may be called
    /// again for a session (to check whether an idle session's screen can
    /// be rebuilt, and to rebuild it when it wakes): make the screen from
    /// the app's data and the session, and keep one-time effects (counting
    /// visitors, say) out of it.
    @MainActor
    public init(
        configuration: Configuration = Configuration(), logger: Logger = Logger(label: "componentkit.browser"),
        routes: @escaping @Sendable (Router<BrowserRequestContext>) -> Void = { _ in },
        content: @escaping @MainActor @Sendable (BrowserSession) -> View
    ) {
        self.configuration = configuration
        self.logger = logger
        self.extraRoutes = routes
        self.assets = ClientAssets()
        self.tickets = SessionTickets(lifetime: configuration.limits.sessionTicketLifetime, instanceID: configuration.instanceID,
                                      binding: configuration.ticketBinding)
        let openFiles = OpenFileLimit.current
        let connectionCeiling = OpenFileLimit.connectionCeiling(configured: configuration.limits.maximumConnections, openFiles: openFiles)
        if connectionCeiling < configuration.limits.maximumConnections {
            logger.warning("maximumConnections lowered to what the open-file limit allows", metadata: [
                "configured": "\(configuration.limits.maximumConnections)", "held": "\(connectionCeiling)",
                "openFileLimit": "\(openFiles ?? 0)", "hint": "raise `ulimit -n`, or call OpenFileLimit.raiseToHardLimit() first",
            ])
        }
        // An unusable share (NaN, say) is refused by run(); until then it must not trap here.
        let share = configuration.limits.connectionPressureThreshold
        let pressureShare = share > 0 && share <= 1 ? share : 1
        self.connections = ConnectionGuard(maximumTotal: connectionCeiling,
                                           maximumPerAddress: configuration.limits.maximumConnectionsPerAddress,
                                           maximumPerPrefix: configuration.limits.maximumConnectionsPerPrefix,
                                           pressureThreshold: Int((Double(connectionCeiling) * pressureShare).rounded(.up)),
                                           exempting: ForwardedAddress.normalized(configuration.trustedProxies))
        self.trustedProxyAddresses = ForwardedAddress.normalized(configuration.trustedProxies)
        let admission = AdmissionControl(limits: configuration.limits)
        self.admission = admission
        let visitorPasses = VisitorPasses(sharedSecret: configuration.proxySecret)
        self.visitorPasses = visitorPasses
        self.registry = SessionRegistry(limits: configuration.limits, gracePeriod: configuration.reconnectGracePeriod,
                                        traitOverrides: configuration.traitOverrides, logger: logger,
                                        allowsDebugOutlines: configuration.allowsDebugOutlines, imageStore: imageStore,
                                        admission: admission, hibernation: configuration.hibernation,
                                        visitorPasses: visitorPasses,
                                        makeContent: Self.content(content, showingFramesOf: configuration.previewGallery))
        metrics = configuration.metricsFactory.map { ServerMetrics(factory: $0) }
        metricsListener = configuration.metricsFactory.map { MetricsAnalyticsListener(factory: $0) }
        registry.metrics = metrics
        messageTracing = configuration.tracer.map { MessageTracing(tracer: $0) }
        // Another process of the same name (a restart) takes its rows back as its own.
        persistenceOwner = configuration.instanceID ?? "instance-" + ReconnectTokens.randomSecret().prefix(12)
        persistenceStatistics = configuration.persistence.map { _ in PersistenceStatistics() }
        durableSeal = configuration.persistence.map { DurableSessionSeal(secret: $0.secret) }
        if let settings = configuration.persistence, let statistics = persistenceStatistics, let seal = durableSeal {
            registry.persistence = SessionPersistence(settings: settings, seal: seal, owner: persistenceOwner, logger: logger,
                                                      statistics: statistics) { [weak registry] dropped, lost in
                await registry?.persistenceOutcome(dropped: dropped, lost: lost)
            }
        }
        sessionCounters = registry.counters
        snapshotWriter = registry.persistence?.writer
    }

    /// Runs the server until the calling task is cancelled.
    ///
    /// - Throws: ``BrowserServerError`` for a configuration that cannot be
    ///   served (a port outside 0–65535, unusable limits) or a page whose
    ///   files are missing, or the error binding the address failed with.
    public func run() async throws {
        do {
            try await serve()
        } catch {
            // Whoever waits for the port hears why there is none.
            state.fail(error)
            throw error
        }
    }

    private func serve() async throws {
        if let problem = configuration.problem { throw BrowserServerError.invalidConfiguration(problem) }
        if !assets.missingResources.isEmpty {
            throw BrowserServerError.incompleteInstall(assets.missingResources.joined(separator: ", "))
        }
        if drainState.hasFinished { throw BrowserServerError.drained }
        let limits = configuration.limits
        let connections = self.connections
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: TimeAmount(limits.idleTimeout),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: limits.maximumRequestHeadBytes,
                                            maxHeaderListSize: limits.maximumRequestHeadBytes,
                                            maxHeaderFieldCount: limits.maximumHeaderFields))
        let ws = WebSocketServerConfiguration(maxFrameSize: limits.maximumMessageBytes,
                                              autoPing: .enabled(timePeriod: limits.keepAliveInterval), closeTimeout: .seconds(5))
        let headTimeout = TimeAmount(limits.requestHeadTimeout)
        let pressuredHeadTimeout = TimeAmount(limits.requestHeadTimeoutUnderPressure)
        let server = HTTPServerBuilder { [self] responder in
            GuardedChildChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: .init(http1: http1, ws: ws)) {
                    [self] request, channel, _ in try await self.upgrade(request, channel: channel)
                },
                connections: connections, requestHeadTimeout: headTimeout, requestHeadTimeoutUnderPressure: pressuredHeadTimeout)
        }
        let application = Application(
            router: makeRouter(),
            server: server,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: "componentkit"),
            onServerRunning: { [state] channel in state.bound(port: channel.localAddress?.port ?? 0) },
            logger: logger)
        // Process-wide (hosts take the list when they are made), for as long as the server runs.
        if let metricsListener { DefaultAnalyticsListeners.add(metricsListener) }
        if let tracing = messageTracing { DefaultAnalyticsListeners.add(tracing.listener) }
        defer {
            if let metricsListener { DefaultAnalyticsListeners.remove(metricsListener) }
            if let tracing = messageTracing { DefaultAnalyticsListeners.remove(tracing.listener) }
            Task { @MainActor [registry] in registry.stop() }
        }
        let writer = await MainActor.run { registry.persistence?.writer }
        // Apart from the calling task's graceful shutdown (a ServiceGroup's SIGTERM), which would close the listener
        // at once: the server answers it by draining (``shutdownDrain``), and stops listening when the drain ends.
        let listening = Task.detached { try await application.run() }
        try await withThrowingTaskGroup(of: Void.self) { [drainState] group in
            // A finished drain ends the server as cancelling the task would.
            group.addTask { try await withTaskCancellationHandler { try await listening.value } onCancel: { listening.cancel() } }
            group.addTask { await drainState.waitUntilFinished() }
            if let writer { group.addTask { await writer.run() } }
            if metrics != nil { group.addTask { await self.refreshMetricsPeriodically() } }
            group.addTask { await self.drainOnGracefulShutdown() }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Starts the server in the background and returns its port once it
    /// listens; ``stop()`` ends it.
    public func start() async throws -> Int {
        if drainState.hasFinished { throw BrowserServerError.drained }
        let task = Task { try await run() }
        state.setTask(task)
        return try await state.waitForPort()
    }

    /// Waits until the server listens (run by ``run()``, a service group or
    /// ``start()``) and returns its port.
    ///
    /// - Throws: the error the server stopped with before it listened.
    public func waitUntilListening() async throws -> Int {
        try await state.waitForPort()
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

    /// Whether a request's `Host` header names this server: one of
    /// ``Configuration/allowedHosts``, or by default the configured host and
    /// the loopback names. The port, if present, is ignored.
    func allowsHost(_ header: String?) -> Bool {
        guard let header, !header.isEmpty else { return false }
        var name = Substring(header.lowercased())
        if name.hasPrefix("[") {
            guard let end = name.firstIndex(of: "]") else { return false }
            name = name[...end]
        } else if let colon = name.lastIndex(of: ":") {
            name = name[..<colon]
        }
        if let allowed = configuration.allowedHosts { return allowed.contains { $0.lowercased() == name } }
        return name == configuration.host.lowercased() || ["127.0.0.1", "localhost", "[::1]"].contains(String(name))
    }

    /// The port the server listens on, once it does (0 before).
    public var port: Int { state.port }
}

extension BrowserServer.Configuration {
    /// Why this configuration cannot be served, or nil.
    var problem: String? {
        guard (0...65_535).contains(port) else { return "port \(port) is outside 0–65535 (0 picks a free port)" }
        return scaleOutProblem ?? limits.problem ?? hibernation?.problem ?? developmentProblem ?? persistence?.problem
    }
}
