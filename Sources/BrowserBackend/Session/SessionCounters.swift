import Synchronization

/// Running totals every session of a server adds to: messages and bytes
/// each way, hibernations and wakes. They only grow, so a metrics exporter
/// publishes what they grew by since it last looked; sessions that ended
/// still count. Beside them, what the sessions hold now (the ``tally`` by
/// state and screen, bytes queued, wakes waiting), kept as it changes so a
/// metrics scrape reads everything here without visiting a session.
package final class SessionCounters: Sendable {
    /// Client messages accepted.
    package let messagesReceived = Atomic<Int>(0)
    /// Bytes of them (UTF-8).
    package let bytesReceived = Atomic<Int>(0)
    /// Messages queued to pages (transactions, resets, notices).
    package let messagesSent = Atomic<Int>(0)
    /// Bytes of them (UTF-8).
    package let bytesSent = Atomic<Int>(0)
    /// Times a session hibernated.
    package let hibernations = Atomic<Int>(0)
    /// Times a session woke (whether or not its rebuilt tree matched its page).
    package let wakes = Atomic<Int>(0)
    /// Sessions ended to make room for others (see `SessionRegistry.evictions`).
    package let evictions = Atomic<Int>(0)
    /// Sessions by state and screen, as they are now.
    package let tally = SessionTally()
    /// Bytes queued for pages and not yet written, across every session.
    package let queuedBytes = Atomic<Int>(0)
    /// Hibernated sessions waiting their turn to wake.
    package let wakesQueued = Atomic<Int>(0)

    package init() {}

    /// The totals now, in the order of ``Totals``.
    package var totals: Totals {
        Totals(messagesReceived: messagesReceived.load(ordering: .relaxed), bytesReceived: bytesReceived.load(ordering: .relaxed),
               messagesSent: messagesSent.load(ordering: .relaxed), bytesSent: bytesSent.load(ordering: .relaxed),
               hibernations: hibernations.load(ordering: .relaxed), wakes: wakes.load(ordering: .relaxed))
    }

    /// The totals at one moment.
    package struct Totals: Sendable, Equatable {
        package var messagesReceived = 0
        package var bytesReceived = 0
        package var messagesSent = 0
        package var bytesSent = 0
        package var hibernations = 0
        package var wakes = 0

        package init(messagesReceived: Int = 0, bytesReceived: Int = 0, messagesSent: Int = 0, bytesSent: Int = 0,
                     hibernations: Int = 0, wakes: Int = 0) {
            self.messagesReceived = messagesReceived
            self.bytesReceived = bytesReceived
            self.messagesSent = messagesSent
            self.bytesSent = bytesSent
            self.hibernations = hibernations
            self.wakes = wakes
        }
    }
}
