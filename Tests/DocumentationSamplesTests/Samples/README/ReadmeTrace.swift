import ComponentKit
import Foundation

extension Readme {
    /// The README's tracing block; returns what it printed.
    @MainActor
    static func traceAFrame(provider: ComponentProvider<String, Void>, model: String) throws -> [String] {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: readme-trace
        let tracer = ChromeTraceRecorder()
        let counters = FrameCounters()
        let host = HostingView(provider: provider, context: (), analyticsListeners: [tracer, counters],
                               frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        host.update(model: model)
        print(counters.endFrame())   // passes 1: built 1, laid out 3, reused 0; mounts 1: views created 2, …
        try tracer.write(to: URL(fileURLWithPath: "frame.trace.json"))   // open it in ui.perfetto.dev
        // end-sample
        return printed
    }
}
