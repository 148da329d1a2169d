import ComponentKit
import Foundation
import Tracing

/// Turns the analytics events of a client message into child spans of its
/// message span (``MessageTracing``): `componentkit.state-update` (an
/// instant), `componentkit.render`, `componentkit.layout` and
/// `componentkit.mount`, each with the event's times and what it names
/// (the component's type, the trigger, the views mounted).
final class TracingAnalyticsListener: AnalyticsListener {
    private let tracer: any Tracer

    /// True: a message's spans show the work it did, and a list item
    /// another session already made is work not done.
    var allowsSharedItems: Bool { true }

    init(tracer: any Tracer) { self.tracer = tracer }

    func didBuildComponentTree(_ event: TreeBuildEvent) {
        span("componentkit.render", start: event.start, duration: event.duration) { attributes in
            attributes["componentkit.component"] = String(describing: type(of: event.component))
            attributes["componentkit.trigger"] = String(describing: event.trigger)
        }
    }

    func didLayoutComponentTree(_ event: TreeLayoutEvent) {
        span("componentkit.layout", start: event.start, duration: event.duration) { attributes in
            attributes["componentkit.component"] = String(describing: type(of: event.component))
            attributes["componentkit.trigger"] = String(describing: event.trigger)
        }
    }

    @MainActor func didMountComponentTree(_ event: TreeMountEvent) {
        span("componentkit.mount", start: event.start, duration: event.duration) { attributes in
            attributes["componentkit.mount.created"] = event.statistics.created
            attributes["componentkit.mount.mutations"] = event.statistics.mutationCount
        }
    }

    @MainActor func didEnqueueStateUpdate(_ event: StateUpdateEvent) {
        span("componentkit.state-update", start: .now, duration: .zero) { attributes in
            attributes["componentkit.component"] = event.componentTypeName
            attributes["componentkit.scope"] = event.scopePath
        }
    }

    /// A child span of the current message's, if a message is being handled on this task.
    private func span(_ name: String, start: ContinuousClock.Instant, duration: Duration, _ describe: (inout SpanAttributes) -> Void) {
        guard let context = ServiceContext.current, context[MessageTracing.MessageKey.self] == true else { return }
        let clock = TraceClock()
        let child = tracer.startSpan(name, context: context, ofKind: .internal, at: clock.instant(of: start),
                                     function: #function, file: #fileID, line: #line)
        child.updateAttributes(describe)
        child.end(at: clock.instant(of: start + duration))
    }
}
