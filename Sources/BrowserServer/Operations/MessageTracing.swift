import BrowserBackend
import ComponentKit
import Foundation
import Tracing

/// A span per client message (`componentkit.message`, kind server), with
/// child spans for what handling it did: each state update, render, layout
/// and mount (made from the analytics listener's events, with their own
/// start and end times) and the flush that sent the page its transaction.
///
/// Messages are applied on the main actor inside the message span's
/// context (a task-local ``ServiceContext``), so the analytics callbacks
/// that run meanwhile find their parent there; work that is not part of a
/// message (an asynchronous render, a wake) makes no span.
final class MessageTracing: Sendable {
    let tracer: any Tracer
    let listener: TracingAnalyticsListener

    init(tracer: any Tracer) {
        self.tracer = tracer
        listener = TracingAnalyticsListener(tracer: tracer)
    }

    /// Marks a context as a client message's, for the listener.
    enum MessageKey: ServiceContextKey {
        typealias Value = Bool
        static var nameOverride: String? { "componentkit.message" }
    }

    /// Runs `apply` (which applies the message and flushes) inside a message
    /// span that started at `arrival`; returns what `apply` returned.
    func trace(_ text: String, arrival: ContinuousClock.Instant,
               _ apply: () async -> (error: ClientMessageError?, flush: BrowserSession.FlushTiming?))
        async -> (error: ClientMessageError?, flush: BrowserSession.FlushTiming?)
    {
        let clock = TraceClock()
        let span = tracer.startSpan("componentkit.message", context: ServiceContext.current ?? .topLevel, ofKind: .server,
                                    at: clock.instant(of: arrival), function: #function, file: #fileID, line: #line)
        span.attributes["componentkit.message.kind"] = Self.kind(of: text)
        span.attributes["componentkit.message.bytes"] = text.utf8.count
        var context = span.context
        context[MessageKey.self] = true
        let (error, flush) = await ServiceContext.$current.withValue(context) { await apply() }
        if let flush, flush.start >= arrival {
            let child = tracer.startSpan("componentkit.flush", context: span.context, ofKind: .internal, at: clock.instant(of: flush.start),
                                         function: #function, file: #fileID, line: #line)
            child.attributes["componentkit.flush.bytes"] = flush.bytes
            child.end(at: clock.instant(of: flush.start + flush.duration))
        }
        if let error {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error, message: error.reason))
        }
        span.end(at: clock.instant(of: .now))
        return (error, flush)
    }

    /// The message's `t` (`{"t":"pointer",…}`: `pointer`), or `unknown`,
    /// read without decoding the message (the session does that).
    static func kind(of text: String) -> String {
        let utf8 = text.utf8
        let prefix = #"{"t":""#.utf8
        guard utf8.starts(with: prefix) else { return "unknown" }
        let rest = utf8.dropFirst(prefix.count).prefix(24)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { return "unknown" }
        let kind = rest[rest.startIndex..<end]
        guard !kind.isEmpty, kind.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return "unknown" }
        return String(decoding: kind, as: UTF8.self)
    }
}

/// Converts the continuous clock's instants (which analytics events carry)
/// into the tracer's wall-clock instants, from one reading of both.
struct TraceClock {
    private let wall = DefaultTracerClock.now.nanosecondsSinceEpoch
    private let continuous = ContinuousClock.now

    func instant(of instant: ContinuousClock.Instant) -> DefaultTracerClock.Timestamp {
        let (seconds, attoseconds) = (instant - continuous).components
        let offset = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        let nanoseconds = offset >= 0 ? wall &+ UInt64(offset) : wall &- UInt64(min(Int64(wall), -offset))
        return DefaultTracerClock.Timestamp(nanosecondsSinceEpoch: nanoseconds)
    }
}
