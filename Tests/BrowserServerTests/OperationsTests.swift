@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import ComponentKit
import Foundation
import InMemoryTracing
import Logging
import Prometheus
import ServiceLifecycle
import Testing
import Tracing
import ViewTree

/// Metrics after known traffic, the spans of one tap, and the order a
/// service group shuts a server down in.
@MainActor
@Suite("Operations: metrics, tracing and lifecycle", .serialized)
struct OperationsTests {
    static func quietLogger() -> Logger {
        var logger = Logger(label: "test.operations")
        logger.logLevel = .critical
        return logger
    }

    /// The samples of `name` in a Prometheus text exposition, by their label text (`state="awake"`; "" without labels).
    static func samples(_ name: String, in text: String) -> [String: Double] {
        var found: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { continue }
            let series = line[..<space]
            if series == name { found[""] = value; continue }
            guard series.hasPrefix(name + "{"), series.hasSuffix("}") else { continue }
            found[String(series.dropFirst(name.count + 1).dropLast())] = value
        }
        return found
    }

    @Test("After known traffic, /metrics reads the sessions by state and screen, messages and bytes each way, refusals and tap-to-flush counts")
    func metricsAfterKnownTraffic() async throws {
        let registry = PrometheusCollectorRegistry()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.metricsFactory = PrometheusMetricsFactory(registry: registry)
        configuration.limits.maximumSessionsPerAddress = 2
        let server = BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
        _ = try await server.start()
        let endpoint = MetricsEndpoint(registry: registry, port: 0, refreshing: server, logger: Self.quietLogger())
        let serving = Task { try await endpoint.run() }
        defer { serving.cancel(); Task { await server.stop() } }
        let metricsPort = try await endpoint.waitUntilListening()

        var sent: [String] = []
        for index in 0..<2 {
            let token = ReconnectTokens.randomSecret()
            let session = server.registry.open(id: ReconnectTokens.randomSecret(), token: token, address: "127.0.0.1",
                                               location: index == 0 ? nil : Location("/photos/12"))
            _ = session.connect(presenting: token)
            for message in try #require(session.operationsView).tapMessages(index + 1) {
                #expect(await server.handle(message, arrival: .now, in: session) == nil)
                sent.append(message)
            }
        }
        #expect(server.registry.refusal(forAddress: "127.0.0.1") != nil, "a third session from the address is refused")

        let response = try await RawSocket.blocking { try LoopbackHTTP.get("/metrics", port: metricsPort, timeout: 30) }
        #expect(response.status == 200 && response.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = response.text
        #expect(Self.samples("componentkit_sessions", in: text) == [#"state="awake""#: 2, #"state="hibernated""#: 0])
        #expect(Self.samples("componentkit_sessions_by_screen", in: text) == [#"screen="home""#: 1, #"screen="photos""#: 1],
                "screens are the first path segment, never the whole path")
        #expect(Self.samples("componentkit_messages_received_total", in: text)[""] == Double(sent.count))
        #expect(Self.samples("componentkit_received_bytes_total", in: text)[""] == Double(sent.reduce(0) { $0 + $1.utf8.count }))
        #expect(Self.samples("componentkit_messages_sent_total", in: text)[""] ?? 0 >= 2, "a reset per connection, then updates")
        #expect(Self.samples("componentkit_admissions_refused_total", in: text)[#"reason="address""#] == 1)
        #expect(Self.samples("componentkit_sessions_opened_total", in: text)[""] == 2)
        // Each tap's pointer-up changes the count and sends an update; a pointer-down may send nothing.
        let flushed = Self.samples("componentkit_tap_to_flush_seconds_count", in: text)[""] ?? 0
        #expect(flushed >= 3 && flushed <= Double(sent.count))
        #expect(Self.samples("componentkit_mount_seconds_count", in: text)[""] ?? 0 >= 3)
        #expect(Self.samples("componentkit_draining", in: text)[""] == 0)
        #expect(Self.samples("process_resident_memory_bytes", in: text)[""] ?? 0 > 1_000_000)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(!line.contains(server.registry.allSessions[0].id.prefix(8)), "no label names a session: \(line)")
        }
    }

    @Test("One tap is one message span with its state update, render, layout, mount and flush as children, in time order")
    func traceOfOneTap() async throws {
        let tracer = InMemoryTracer()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.tracer = tracer
        let server = BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
        _ = try await server.start()
        defer { Task { await server.stop() } }
        // Sessions made after the server started take its listener (process-wide, as hosts take them when made).
        let token = ReconnectTokens.randomSecret()
        let session = server.registry.open(id: ReconnectTokens.randomSecret(), token: token, address: "127.0.0.1")
        _ = session.connect(presenting: token)
        let messages = try #require(session.operationsView).tapMessages(1)
        for message in messages { #expect(await server.handle(message, arrival: .now, in: session) == nil) }

        let spans = tracer.finishedSpans
        let up = try #require(spans.last { $0.operationName == "componentkit.message" })
        #expect(spans.filter { $0.operationName == "componentkit.message" }.count == 2, "one span per message")
        #expect(up.kind == .server && up.parentSpanID == nil)
        #expect(up.attributes["componentkit.message.kind"]?.toSpanAttribute() == .string("p"))
        let children = spans.filter { $0.parentSpanID == up.spanID }
        let names = Set(children.map(\.operationName))
        #expect(names.isSuperset(of: ["componentkit.state-update", "componentkit.render", "componentkit.layout",
                                      "componentkit.mount", "componentkit.flush"]), "\(names)")
        let stateUpdate = try #require(children.first { $0.operationName == "componentkit.state-update" })
        let flush = try #require(children.first { $0.operationName == "componentkit.flush" })
        #expect(stateUpdate.startInstant.nanosecondsSinceEpoch <= flush.startInstant.nanosecondsSinceEpoch)
        for child in children {
            #expect(child.traceID == up.traceID)
            #expect(child.startInstant.nanosecondsSinceEpoch >= up.startInstant.nanosecondsSinceEpoch)
            #expect(child.endInstant.nanosecondsSinceEpoch <= up.endInstant.nanosecondsSinceEpoch)
        }
        #expect(flush.attributes["componentkit.flush.bytes"] != nil)
        let before = tracer.finishedSpans.count
        session.flush()
        #expect(tracer.finishedSpans.count == before, "work outside a message makes no span")
    }

    @Test("A refused message's span records the error")
    func refusedMessageSpan() async throws {
        let tracer = InMemoryTracer()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.tracer = tracer
        let server = BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
        let session = server.registry.open(id: ReconnectTokens.randomSecret(), token: ReconnectTokens.randomSecret(), address: "127.0.0.1")
        #expect(await server.handle(#"{"t":"p","ph":"sideways"}"#, arrival: .now, in: session) != nil)
        let span = try #require(tracer.finishedSpans.last)
        #expect(span.status?.code == .error && span.errors.count == 1)
    }

    @Test("The server's metrics and tracing listeners let sessions share list items (they time the work done, and a shared item is work not done)")
    func operationsListenersAllowSharedItems() throws {
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.metricsFactory = PrometheusMetricsFactory(registry: PrometheusCollectorRegistry())
        configuration.tracer = InMemoryTracer()
        let server = BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
        let listeners: [any AnalyticsListener] = [try #require(server.metricsListener), try #require(server.messageTracing).listener]
        #expect(listeners.allSatisfy { $0.allowsSharedItems })
        #expect(AnalyticsBroadcaster.make(listeners)?.allowsSharedItems == true)
    }

    /// A service that records when it stopped.
    final class Recorder: Service, @unchecked Sendable {
        let name: String
        let log: Log
        init(_ name: String, log: Log) { self.name = name; self.log = log }
        func run() async throws {
            try? await gracefulShutdown()
            await log.append(name)
        }
        actor Log {
            var entries: [String] = []
            func append(_ entry: String) { entries.append(entry) }
        }
    }

    @Test("A graceful shutdown drains the server first (its sessions' snapshots written), then stops the services before it in reverse order")
    func orderedShutdown() async throws {
        let store = InMemorySessionStore()
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.instanceID = "i1"
        var persistence = try BrowserServer.Persistence(store: store, secret: DurableSessionsTests.secret)
        persistence.interval = .seconds(60)
        configuration.persistence = persistence
        configuration.shutdownDrain = BrowserServer.ShutdownDrain(gracePeriod: .zero, deadline: .seconds(10))
        let server = BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
        let log = Recorder.Log()
        let store1 = Recorder("store", log: log), metrics = Recorder("metrics", log: log)
        let group = ServiceGroup(configuration: .init(services: [store1, metrics, server], logger: Self.quietLogger()))
        let running = Task { try await group.run() }
        try await DurableSessionsTests.eventually { server.port != 0 }
        let (session, _) = try DurableSessionsTests.openSession(on: server, text: "Kept on drain")
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(await log.entries == ["metrics", "store"], "the services before the server stop after it, in reverse order")
        #expect(server.isDraining && server.registry.count == 0, "the server drained")
        let row = try #require(await store.storedRows[session.id], "written on drain, before the store stopped")
        let record = try DurableSessionSeal(secret: DurableSessionsTests.secret).open(row, maximumBytes: 1 << 20, now: Date()).get()
        #expect(record.session.window.textInputs.first?.text == "Kept on drain")
    }
}
