import ArgumentParser
import BrowserServer
import BrowserServerPostgres
import Foundation
import Logging
import Prometheus

/// `examples serve`'s options for running in production: a metrics
/// endpoint, durable sessions in PostgreSQL, and traces exported by OTLP.
/// Each is off unless asked for (`scripts/serve-cluster.sh` turns the first
/// two on).
struct OperationsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Serve Prometheus metrics at http://127.0.0.1:PORT/metrics (off by default).", valueName: "port"))
    var metricsPort: Int?

    @Option(help: ArgumentHelp(
        "Keep sessions' snapshots in the PostgreSQL listening on the Unix socket in this folder (scripts/postgres.sh prints it), "
            + "so another instance resumes them if this one dies.",
        valueName: "folder"))
    var postgresSocket: String?

    @Option(help: ArgumentHelp("The PostgreSQL user (default: this process's user).", valueName: "name"))
    var postgresUser: String?

    @Option(help: ArgumentHelp("The PostgreSQL database.", valueName: "name"))
    var postgresDatabase = "componentkit"

    @Option(help: ArgumentHelp(
        "A file whose first line is the secret every instance signs snapshots with (at least 32 bytes; needed with --postgres-socket).",
        valueName: "file"))
    var snapshotSecretFile: String?

    @Option(help: "At most how often a changing session's snapshot is written, in seconds: what a visitor loses at most if the instance dies.")
    var snapshotInterval: Double = 2

    @Option(help: ArgumentHelp(
        "Export a trace span per client message by OTLP/HTTP (protobuf) to the collector at this address, traces going to "
            + "its /v1/traces (off by default; OTEL_* environment variables refine it).",
        valueName: "url"))
    var otlpEndpoint: String?

    @Option(help: ArgumentHelp("The service.name the exported traces carry.", valueName: "name"))
    var otlpServiceName = "componentkit-examples"

    func validate() throws {
        if let metricsPort, !(0...65_535).contains(metricsPort) {
            throw ValidationError("--metrics-port \(metricsPort) is not a port: give 1 to 65535, or 0 for a free one")
        }
        if postgresSocket != nil, snapshotSecretFile == nil {
            throw ValidationError("--postgres-socket needs --snapshot-secret-file: snapshots are signed with a secret every instance shares")
        }
        guard snapshotInterval.isFinite, (0.1...3_600).contains(snapshotInterval) else {
            throw ValidationError("--snapshot-interval \(snapshotInterval): give 0.1 to 3600 seconds")
        }
        if let otlpEndpoint {
            guard let url = URL(string: otlpEndpoint), ["http", "https"].contains(url.scheme ?? ""), url.host?.isEmpty == false,
                  url.query == nil else {
                throw ValidationError("--otlp-endpoint \(otlpEndpoint) is not a collector's address: give http(s)://host:port, as http://127.0.0.1:4318")
            }
        }
        guard !otlpServiceName.isEmpty, otlpServiceName.utf8.count <= 256 else {
            throw ValidationError("--otlp-service-name: give a name of 1 to 256 bytes")
        }
    }

    /// The store, if durable sessions were asked for; set into `configuration`.
    ///
    /// - Throws: a `ValidationError` naming what could not be read.
    func applyPersistence(to configuration: inout BrowserServer.Configuration, logger: Logger) throws -> PostgresSessionStore? {
        guard let postgresSocket, let snapshotSecretFile else { return nil }
        let user = postgresUser ?? ProcessInfo.processInfo.environment["USER"] ?? NSUserName()
        let store = try PostgresSessionStore(
            configuration: .init(unixSocketPath: postgresSocket + "/.s.PGSQL.5432", username: user, password: nil, database: postgresDatabase),
            logger: logger)
        do {
            var persistence = try BrowserServer.Persistence(store: store, readingSecretFile: snapshotSecretFile)
            persistence.interval = .milliseconds(Int(snapshotInterval * 1_000))
            configuration.persistence = persistence
        } catch {
            throw ValidationError("--snapshot-secret-file: \(error)")
        }
        return store
    }

    /// The metrics endpoint, if asked for; its factory set into `configuration`.
    func applyMetrics(to configuration: inout BrowserServer.Configuration) -> PrometheusCollectorRegistry? {
        guard metricsPort != nil else { return nil }
        let registry = PrometheusCollectorRegistry()
        configuration.metricsFactory = PrometheusMetricsFactory(registry: registry)
        return registry
    }
}
