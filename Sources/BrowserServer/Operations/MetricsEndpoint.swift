import Foundation
import Hummingbird
import Logging
import Prometheus
import ServiceLifecycle

/// Serves a Prometheus registry at `GET /metrics` on an address of its own,
/// apart from the pages (keep it off the public network: it is not behind
/// the server's limits), bringing the server's gauges up to date first.
///
/// ```swift
/// let registry = PrometheusCollectorRegistry()
/// var configuration = BrowserServer.Configuration()
/// configuration.metricsFactory = PrometheusMetricsFactory(registry: registry)
/// let server = BrowserServer(configuration: configuration) { _ in Label(text: "Hello") }
/// let metrics = MetricsEndpoint(registry: registry, port: 9464, refreshing: server)
/// // run both, in a ServiceGroup (`ServiceGroup(services: [metrics, server], …)`) or in tasks
/// ```
public struct MetricsEndpoint: Service {
    /// The registry whose metrics are served.
    public let registry: PrometheusCollectorRegistry
    /// The address to bind; loopback by default.
    public let host: String
    /// The port; 0 picks a free one (see ``port``).
    public let requestedPort: Int
    private let server: BrowserServer?
    private let logger: Logger
    private let state = ServerState()

    /// An endpoint for `registry` on `host`:`port`, refreshing `server`'s
    /// gauges before each scrape (nil: the registry as it stands).
    public init(registry: PrometheusCollectorRegistry, host: String = "127.0.0.1", port: Int,
                refreshing server: BrowserServer? = nil, logger: Logger = Logger(label: "componentkit.metrics")) {
        self.registry = registry
        self.host = host
        self.requestedPort = port
        self.server = server
        self.logger = logger
    }

    /// The port the endpoint listens on, once it does (0 before).
    public var port: Int { state.port }

    /// Waits until the endpoint listens and returns its port.
    ///
    /// - Throws: the error binding the address failed with.
    public func waitUntilListening() async throws -> Int { try await state.waitForPort() }

    /// Serves until the task is cancelled or the service group shuts down.
    ///
    /// - Throws: ``BrowserServerError/invalidConfiguration(_:)`` for a port
    ///   outside 0–65535, or the error binding the address failed with.
    public func run() async throws {
        guard (0...65_535).contains(requestedPort) else {
            throw BrowserServerError.invalidConfiguration("metrics port \(requestedPort) is outside 0–65535 (0 picks a free port)")
        }
        let router = Router()
        router.get("/metrics") { [registry, server] _, _ -> Response in
            await server?.refreshMetrics()
            var buffer: [UInt8] = []
            buffer.reserveCapacity(16_384)
            registry.emit(into: &buffer)
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: .init(bytes: buffer)))
        }
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: requestedPort), serverName: "componentkit-metrics"),
            onServerRunning: { [state] channel in state.bound(port: channel.localAddress?.port ?? 0) },
            logger: logger)
        do {
            try await application.run()
        } catch {
            state.fail(error)
            throw error
        }
    }
}
