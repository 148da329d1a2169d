import ServiceLifecycle

/// A server is a swift-service-lifecycle `Service`: run it in a
/// `ServiceGroup` with the services it needs (a session store, a metrics
/// endpoint, a trace exporter), listed before it, so a graceful shutdown
/// (SIGTERM) drains the server first (``BrowserServer/Configuration/shutdownDrain``:
/// its durable sessions' snapshots are written, its visitors move) and then
/// stops the others in reverse order; cancellation (SIGINT) stops at once.
///
/// ```swift
/// let group = ServiceGroup(configuration: .init(
///     services: [metrics, server], gracefulShutdownSignals: [.sigterm], cancellationSignals: [.sigint],
///     logger: Logger(label: "app")))
/// try await group.run()
/// ```
extension BrowserServer: Service {}

extension BrowserServer {
    /// How a server drains when its service group shuts down gracefully.
    public struct ShutdownDrain: Sendable, Hashable {
        /// How long sessions go on before their visitors are moved.
        public var gracePeriod: Duration
        /// How long the whole drain may take.
        public var deadline: Duration

        /// A drain moving visitors after `gracePeriod`, ending by `deadline`.
        public init(gracePeriod: Duration = .seconds(10), deadline: Duration = .seconds(30)) {
            self.gracePeriod = gracePeriod
            self.deadline = deadline
        }
    }

    /// Waits for the calling service group's graceful shutdown, and drains
    /// when it comes; returns when the task is cancelled (the server stopped).
    func drainOnGracefulShutdown() async {
        let drain = configuration.shutdownDrain
        await withGracefulShutdownHandler {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
        } onGracefulShutdown: { [self] in
            Task {
                logger.notice("graceful shutdown: draining", metadata: ["grace": "\(drain.gracePeriod)"])
                do {
                    try await self.drain(movingSessionsAfter: drain.gracePeriod, deadline: drain.deadline)
                } catch {
                    // Not listening yet (or a drain already running): nothing to drain, so stop.
                    logger.notice("graceful shutdown without a drain: \(error)")
                    drainState.finish()
                }
            }
        }
    }
}
