import ComponentKit
import ComponentKitLists
import Foundation
import Testing

extension SlowFrame {
    @MainActor
    @Suite("Finding a slow frame")
    struct SlowFrameTests {
        static func events(_ data: Data) throws -> [[String: Any]] {
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(document["traceEvents"] as? [[String: Any]])
        }

        @Test func tracingAHostingView() throws {
            let (_, directory) = try inTemporaryDirectory {
                // sample: slow-frame-trace
                let tracer = ChromeTraceRecorder()
                let host = HostingView(provider: provider, context: (), analyticsListeners: [tracer],
                                       frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                host.update(model: posts)
                try tracer.write(to: URL(fileURLWithPath: "timeline.trace.json"))
                // end-sample
            }
            let events = try Self.events(Data(contentsOf: directory.appendingPathComponent("timeline.trace.json")))
            #expect(events.filter { $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
                    == ["build Timeline", "layout Timeline", "mount Timeline"])
        }

        @Test func componentSpans() throws {
            // sample: slow-frame-component-spans
            let tracer = ChromeTraceRecorder(recordsComponentLayouts: true)   // a span per component laid out
            // end-sample
            let host = HostingView(provider: provider, context: (), analyticsListeners: [tracer],
                                   frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            host.update(model: posts)
            let names = try Self.events(tracer.jsonData()).filter { $0["cat"] as? String == "component" }.compactMap { $0["name"] as? String }
            #expect(names.filter { $0 == "PostCard" }.count == 3)
        }

        @Test func streaming() throws {
            let (_, directory) = try inTemporaryDirectory {
                // sample: slow-frame-streaming
                let tracer = try ChromeTraceRecorder(streamingTo: URL(fileURLWithPath: "session.trace.json"))
                let host = HostingView(provider: provider, context: (), analyticsListeners: [tracer],
                                       frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                host.update(model: posts)
                try tracer.flush()    // now and then: the file is a whole trace after every flush
                host.update(model: Array(posts.reversed()))
                try tracer.finish()   // at the end
                // end-sample
            }
            let events = try Self.events(Data(contentsOf: directory.appendingPathComponent("session.trace.json")))
            #expect(events.filter { $0["ph"] as? String == "X" }.count == 6)
        }

        @Test func tracingAList() async throws {
            let tracer = ChromeTraceRecorder()
            // sample: slow-frame-data-source
            var configuration = DataSourceConfiguration(
                provider: ComponentProvider<Post, Void> { post, _ in PostCard(post: post) }, context: (),
                sizeRange: .flexibleHeight(width: 390))
            configuration.analyticsListeners = [tracer]
            let dataSource = DataSource(configuration: configuration)
            var changeset = Changeset<Post>(insertedSections: [0])
            for index in 0..<1_000 { changeset.insertedItems[[0, index]] = Post(id: index, author: "Author", text: "Post \(index)") }
            try dataSource.apply(changeset)
            await dataSource.waitUntilIdle()
            try tracer.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("list.trace.json"))
            // end-sample
            let events = try Self.events(tracer.jsonData())
            let workers = events.filter { ($0["name"] as? String)?.hasPrefix("prepare changeset #1 (worker") == true }
            #expect(workers.count == configuration.parallelism.clamped(to: 1...32))
            #expect(events.filter { $0["name"] as? String == "layout PostCard" }.count == 1_000)
        }

        @Test func counting() throws {
            let host = HostingView(provider: provider, context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let output = Recorder<String>()
            func print(_ value: Any) { output.record("\(value)") }
            // sample: slow-frame-counters
            let counters = FrameCounters()
            host.analyticsListeners = [counters]
            host.update(model: posts)
            print(counters.endFrame())
            // passes 1: built 8, laid out 21, reused 0; mounts 1: views created 9, reused 0, mutations 45
            host.update(model: posts)
            print(counters.endFrame())
            // passes 1: built 8, laid out 21, reused 0; mounts 1: views created 0, reused 9, mutations 0
            // end-sample
            #expect(output.values == [
                "passes 1: built 8, laid out 21, reused 0; mounts 1: views created 9, reused 0, mutations 45",
                "passes 1: built 8, laid out 21, reused 0; mounts 1: views created 0, reused 9, mutations 0",
            ])
        }

        @Test func logging() throws {
            let logger = SlowLayoutLogger()
            let host = HostingView(provider: provider, context: (), analyticsListeners: [logger],
                                   frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            host.update(model: posts)
            #expect(host.analyticsListeners.first === logger)
        }
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
