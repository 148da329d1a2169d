import BrowserServer
import BrowserTesting
import ExamplesApp
import Foundation
import Logging
import Prometheus
import ViewTree

/// Production operations' figures: `ops.snapshot` (bytes and main-actor
/// time per durable snapshot, per example screen) and `ops.metrics-scrape`
/// (one `/metrics` scrape with 10,000 sessions); `web.failover` is in
/// ``FailoverBenchmark``.
@MainActor
enum OperationsBenchmark {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static let screens = ["/", "/photos", "/photos?layout=grid", "/photos/1", "/animals", "/animals/new", "/server-driven", "/populations",
                          "/drawing", "/styles"]

    static func quietLogger() -> Logger {
        var logger = Logger(label: "ops.benchmark")
        logger.logLevel = .critical
        return logger
    }

    /// For each screen: 40 sessions opened on it, each written once to an in-memory store; the mean row size and capture time.
    static func snapshots(sessionsPerScreen: Int = 40) async throws -> [String] {
        var lines: [String] = []
        for screen in screens {
            let store = InMemorySessionStore()
            var configuration = BrowserServer.Configuration(port: 0)
            configuration.instanceID = "i1"
            var persistence = try BrowserServer.Persistence(store: store, secret: String(repeating: "benchmark-secret", count: 2))
            persistence.interval = .seconds(600)
            configuration.persistence = persistence
            let server = ExamplesServer.make(configuration: configuration, library: try .samples(), logger: quietLogger())
            _ = try await server.start()
            let location = Location(validating: screen)
            for _ in 0..<sessionsPerScreen {
                let token = ReconnectTokens.randomSecret()
                let session = server.sessions.open(id: "i1-" + ReconnectTokens.randomSecret(), token: token, address: "127.0.0.1",
                                                   location: location)
                _ = session.connect(presenting: token)
            }
            let deadline = ContinuousClock.now + .seconds(60)
            while await store.storedRows.count < sessionsPerScreen, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            let rows = await store.storedRows.values
            let figures = server.persistenceStatistics?.figures
            await server.stop()
            guard rows.count == sessionsPerScreen, let figures, figures.captured > 0 else {
                throw Failure(description: "ops.snapshot \(screen): \(rows.count) of \(sessionsPerScreen) rows written")
            }
            let bytes = rows.reduce(0) { $0 + $1.payload.count } / rows.count
            let captureSeconds = Double(figures.captureTime.components.seconds) + Double(figures.captureTime.components.attoseconds) / 1e18
            let microseconds = captureSeconds * 1e6 / Double(figures.captured)
            lines.append("ops.snapshot \(screen): \(bytes) bytes per snapshot, " + String(format: "%.0f", microseconds)
                + " µs to capture and sign on the main actor (mean of \(figures.captured))")
        }
        return lines
    }

    /// `sessions` sessions open on four screens, still rendering their first trees; the median, best and worst of 21 scrapes of `/metrics`.
    static func metricsScrape(sessions: Int = 10_000) async throws -> [String] {
        let registry = PrometheusCollectorRegistry()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.metricsFactory = PrometheusMetricsFactory(registry: registry)
        configuration.limits.maximumSessions = sessions + 10
        configuration.limits.maximumSessionsPerAddress = sessions + 10
        let server = ExamplesServer.make(configuration: configuration, library: try .samples(), logger: quietLogger())
        _ = try await server.start()
        let endpoint = MetricsEndpoint(registry: registry, port: 0, refreshing: server, logger: quietLogger())
        let serving = Task { try await endpoint.run() }
        defer { serving.cancel() }
        let port = try await endpoint.waitUntilListening()
        let screens = ["/", "/animals", "/photos/1", "/styles"]
        for index in 0..<sessions {
            let token = ReconnectTokens.randomSecret()
            let session = server.sessions.open(id: ReconnectTokens.randomSecret(), token: token, address: "127.0.0.1",
                                               location: Location(validating: screens[index % screens.count]))
            _ = session.connect(presenting: token)
            if index % 500 == 0 { await Task.yield() }
        }
        var times: [Duration] = []
        var size = 0
        for _ in 0..<21 {
            // Timed on the scraping thread: this benchmark's own task waits for the main actor, busy with the sessions.
            let (response, time) = try await RawSocket.blocking {
                let started = ContinuousClock.now
                let response = try LoopbackHTTP.get("/metrics", port: port, timeout: 60)
                return (response, ContinuousClock.now - started)
            }
            times.append(time)
            guard response.status == 200 else { throw Failure(description: "/metrics answered \(response.status)") }
            size = response.body.count
        }
        await server.stop()
        times.sort()
        func ms(_ duration: Duration) -> String { String(format: "%.1f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3) }
        return ["ops.metrics-scrape \(sessions) sessions: /metrics median \(ms(times[10])) ms, best \(ms(times[0])) ms, worst \(ms(times[20])) ms "
            + "(21 scrapes, \(size) bytes)"]
    }
}
