import ComponentKit
@testable import ExamplesApp
import Foundation
import Testing

@MainActor
@Suite("examples --trace: the trace file while the app runs and after it stops")
struct ExamplesTraceTests {
    struct Greeting: CompositeComponent {
        let name: String
        var body: some Component {
            InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 8),
                           child: ViewComponent(size: ComponentSize(width: 40, height: 20)))
        }
    }

    static func events(in file: URL) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        return try #require(document["traceEvents"] as? [[String: Any]])
    }

    @Test("Flushed while running (a killed server leaves a whole document), completed when stopped")
    func flushesAndCompletes() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("examples-trace-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let trace = try ExamplesTrace(file: file, flushInterval: .milliseconds(20))
        // Attached to this host only: tests never change the process's default listeners.
        let host = HostingView(provider: ComponentProvider<String, Void> { name, _ in Greeting(name: name) }, sizeRangeProvider: .fitContent,
                               context: (), analyticsListeners: [trace.recorder], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.update(model: "first")

        // Without stopping, as if the process were killed: the flushes alone make a readable trace.
        var spans: [String] = []
        for _ in 0..<500 where spans.count < 3 {
            try await Task.sleep(for: .milliseconds(20))
            spans = try Self.events(in: file).filter { $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
        }
        #expect(spans == ["build Greeting", "layout Greeting", "mount Greeting"])

        host.update(model: "second")
        try trace.stop()
        let events = try Self.events(in: file)
        #expect(events.filter { $0["ph"] as? String == "X" }.count == 6)
        #expect(events.contains { $0["name"] as? String == "process_name" && ($0["args"] as? [String: Any])?["name"] as? String == "examples" })
    }
}
