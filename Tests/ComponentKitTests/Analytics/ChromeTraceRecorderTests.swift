import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Analytics: Chrome trace recorder")
struct ChromeTraceRecorderTests {
    let scopes = ToggleScopes()

    /// The trace's events, parsed with Foundation's JSON parser.
    static func parse(_ data: Data) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(document["traceEvents"] as? [[String: Any]])
    }

    /// Checks the Trace Event format's fields on every event.
    static func checkFormat(_ events: [[String: Any]]) {
        for event in events {
            #expect(event["name"] is String, "\(event)")
            #expect(["X", "i", "M"].contains(event["ph"] as? String), "\(event)")
            #expect(event["ts"] is NSNumber && event["pid"] is NSNumber && event["tid"] is NSNumber, "\(event)")
            if event["ph"] as? String == "X" {
                let duration = (event["dur"] as? NSNumber)?.doubleValue ?? -1
                #expect(duration >= 0, "\(event)")
            }
        }
        // Every thread with events is named once.
        let named = Set(events.filter { $0["name"] as? String == "thread_name" }.compactMap { ($0["tid"] as? NSNumber)?.intValue })
        let used = Set(events.filter { $0["ph"] as? String != "M" }.compactMap { ($0["tid"] as? NSNumber)?.intValue })
        #expect(used.isSubset(of: named))
    }

    @Test("A hosting view's trace is Trace Event JSON: build, layout and mount spans on the main thread's track, a state update as an instant")
    func hostingViewTrace() throws {
        let tracer = ChromeTraceRecorder(processName: "tests")
        let host = AnalyticsFixtures.host(scopes, listeners: [tracer])
        host.update(model: "first")
        try #require(scopes.scope("a")).updateState(mode: .synchronous) { $0.toggle() }
        let events = try Self.parse(tracer.jsonData())
        Self.checkFormat(events)
        let spans = events.filter { $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
        #expect(spans == ["build Card", "layout Card", "mount Card", "build Card", "layout Card", "mount Card"])
        let update = try #require(events.first { $0["ph"] as? String == "i" })
        #expect(update["name"] as? String == "state update Toggle")
        #expect((update["args"] as? [String: Any])?["scope"] as? String == "Toggle[key \"a\"]")
        let layout = try #require(events.first { $0["name"] as? String == "layout Card" })
        #expect((layout["args"] as? [String: Any])?["components laid out"] as? Int == 8)
        #expect(Set(events.filter { $0["ph"] as? String != "M" }.compactMap { $0["tid"] as? Int }).count == 1)
        #expect(events.contains { $0["name"] as? String == "process_name" && ($0["args"] as? [String: Any])?["name"] as? String == "tests" })
    }

    @Test("Component layouts nest inside the tree's layout when asked for")
    func componentSpans() throws {
        let tracer = ChromeTraceRecorder(recordsComponentLayouts: true)
        let host = AnalyticsFixtures.host(scopes, listeners: [tracer])
        host.update(model: "first")
        let events = try Self.parse(tracer.jsonData())
        let components = events.filter { $0["cat"] as? String == "component" }
        #expect(components.count == 8)
        let tree = try #require(events.first { $0["name"] as? String == "layout Card" })
        func range(_ event: [String: Any]) -> ClosedRange<Double> {
            let start = (event["ts"] as? NSNumber)?.doubleValue ?? 0
            return start...(start + ((event["dur"] as? NSNumber)?.doubleValue ?? 0))
        }
        for component in components {
            #expect(range(tree).contains(range(component).lowerBound) && range(tree).contains(range(component).upperBound))
        }
    }

    @Test("A streamed file is a whole JSON document after every flush, and holds every event once finished")
    func streaming() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let tracer = try ChromeTraceRecorder(streamingTo: url)
        #expect(try Self.parse(Data(contentsOf: url)).isEmpty)
        let host = AnalyticsFixtures.host(scopes, listeners: [tracer])
        host.update(model: "first")
        try tracer.flush()
        let afterFirst = try Self.parse(Data(contentsOf: url))
        #expect(afterFirst.filter { $0["ph"] as? String == "X" }.count == 3)
        #expect(tracer.events.isEmpty, "flushed events leave memory")
        host.update(model: "second")
        try tracer.finish()
        let all = try Self.parse(Data(contentsOf: url))
        Self.checkFormat(all)
        #expect(all.filter { $0["ph"] as? String == "X" }.count == 6)
    }

    @Test("Past the buffer's limit, events are dropped and counted")
    func bufferLimit() {
        let tracer = ChromeTraceRecorder(maximumBufferedEvents: 4)
        let host = AnalyticsFixtures.host(scopes, listeners: [tracer])
        host.update(model: "first")
        // process name, thread name, build and layout fit; the mount does not.
        #expect(tracer.events.count == 4)
        #expect(tracer.droppedEventCount == 1)
    }

    @Test("Names and arguments are escaped: quotes, backslashes and control characters survive a round trip")
    func escaping() throws {
        let event = TraceEvent(name: "a \"quoted\" \\ name\n\u{1}", category: "test", phase: .complete, timestamp: 1.5, duration: 2,
                               processID: 1, threadID: 2, arguments: ["scope": .string("Cell[key \"4\"]"), "n": .int(3), "x": .double(0.25)])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any])
        #expect(parsed["name"] as? String == "a \"quoted\" \\ name\n\u{1}")
        #expect(parsed["ts"] as? Double == 1.5)
        let arguments = try #require(parsed["args"] as? [String: Any])
        #expect(arguments["scope"] as? String == "Cell[key \"4\"]")
        #expect(arguments["n"] as? Int == 3 && arguments["x"] as? Double == 0.25)
    }
}
