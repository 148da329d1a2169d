import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import Synchronization
import Testing

/// What a stand-in OTLP/HTTP collector was sent: the body of every
/// `POST /v1/traces` (OTLP protobuf).
private final class CollectedExports: Sendable {
    private let bodies = Mutex<[[UInt8]]>([])
    private let port = Mutex<Int?>(nil)

    func append(_ body: [UInt8]) { bodies.withLock { $0.append(body) } }
    var all: [[UInt8]] { bodies.withLock { $0 } }
    func bound(_ value: Int) { port.withLock { $0 = value } }
    var boundPort: Int? { port.withLock { $0 } }

    /// Whether some export holds `text` (protobuf carries strings as their UTF-8 bytes).
    func contains(_ text: String) -> Bool { contains(bytes: Array(text.utf8)) }

    /// Whether some export holds an attribute whose value is the short string `text`
    /// (an `AnyValue` with its `string_value`, field 1: tag 0x0A, the length, the bytes).
    func containsAttributeValue(_ text: String) -> Bool { contains(bytes: [0x0A, UInt8(text.utf8.count)] + Array(text.utf8)) }

    private func contains(bytes needle: [UInt8]) -> Bool {
        all.contains { body in
            body.count >= needle.count && (0...(body.count - needle.count)).contains { body[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }
}

/// The examples app with `--otlp-endpoint`: its spans reach an OTLP collector.
@Suite("Trace export: the examples app sends its spans by OTLP/HTTP", .serialized,
       .enabled(if: Cluster.nginx != nil, "nginx is not installed (bash scripts/setup-system.sh installs it)"))
struct TraceExportTests {
    @Test("A visitor's messages reach the collector as componentkit.message spans of the named service; on SIGTERM the exporter stops last, so a message handled during the drain is sent too")
    func exportsMessageSpans() async throws {
        let collected = CollectedExports()
        let router = Router()
        router.post("/v1/traces") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 16 << 20)
            collected.append(Array(buffer: body))
            var headers = HTTPFields()
            headers[.contentType] = "application/x-protobuf"
            return Response(status: .ok, headers: headers)
        }
        let collector = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                                    onServerRunning: { channel in collected.bound(channel.localAddress?.port ?? 0) })
        let serving = Task { try await collector.runService() }
        defer { serving.cancel() }
        for _ in 0..<600 where collected.boundPort == nil { try await Task.sleep(for: .milliseconds(50)) }
        let collectorPort = try #require(collected.boundPort)

        let cluster = try await Cluster.start(count: 1, arguments: [
            "--otlp-endpoint", "http://127.0.0.1:\(collectorPort)", "--otlp-service-name", "examples-under-test",
            "--drain-grace", "2", "--drain-deadline", "30",
        ])
        do {
            let port = cluster.port
            let visitor = try await RawSocket.blocking { try FailoverVisitor.open(port: port, from: "127.0.0.1", scrollY: 40) }
            let instance = try #require(cluster.instances.first)
            #expect(kill(instance.pid, SIGTERM) == 0)
            // Pages keep working through the drain's grace: this message's span is made after the signal.
            try await Task.sleep(for: .milliseconds(300))
            try visitor.socket.sendText(#"{"t":"nav","loc":"/"}"#)
            // The exporter stops after the server: what it still held goes out before the process ends.
            for _ in 0..<1_200 where Cluster.isRunning(instance.pid) { try await Task.sleep(for: .milliseconds(50)) }
            #expect(!Cluster.isRunning(instance.pid), "the instance exits after SIGTERM")
            visitor.socket.shutdown()
            #expect(collected.contains("componentkit.message"), "\(collected.all.count) exports")
            #expect(collected.contains("componentkit.flush"), "a message's children go out with it")
            #expect(collected.contains("examples-under-test"), "the service is named")
            #expect(collected.containsAttributeValue("nav"), "the span of the message handled while draining")
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        await cluster.stop()
    }
}
