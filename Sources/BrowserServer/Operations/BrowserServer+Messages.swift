import BrowserBackend
import Foundation

extension BrowserServer {
    /// Applies one client message to `session` on the main actor, in a
    /// message span when tracing, and times it from `arrival` to the end of
    /// its flush when it sent the page something (`componentkit_tap_to_flush_seconds`).
    func handle(_ text: String, arrival: ContinuousClock.Instant, in session: BrowserSession) async -> ClientMessageError? {
        guard metrics != nil || messageTracing != nil else {
            return await onSessions { _ in session.accept(text, arrival: arrival) }
        }
        let apply = { [self] in
            await onSessions { _ -> (error: ClientMessageError?, flush: BrowserSession.FlushTiming?) in
                let flushes = session.lastFlush?.start
                let error = session.accept(text, arrival: arrival)
                let flush = session.lastFlush.flatMap { $0.start == flushes ? nil : $0 }
                return (error, flush)
            }
        }
        let (error, flush) = if let messageTracing { await messageTracing.trace(text, arrival: arrival, apply) } else { await apply() }
        if let metrics, let flush {
            metrics.tapToFlush.recordNanoseconds(MetricsAnalyticsListener.nanoseconds(flush.start + flush.duration - arrival))
        }
        return error
    }
}
