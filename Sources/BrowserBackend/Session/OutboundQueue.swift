import Foundation

/// The messages waiting to go out to one client, bounded in bytes.
///
/// The session adds messages on the main actor; the connection's writer
/// takes them on another thread. When a client reads more slowly than its
/// tree changes, the queue would grow without bound, so past
/// `maximumBytes` the session replaces everything queued with one full
/// reset (``replaceAll(with:)``): a reset describes the whole tree, so the
/// patches it replaces are no longer needed. A client that makes no progress
/// at all is found by ``isStalled(at:after:)`` and disconnected.
package final class OutboundQueue: @unchecked Sendable {
    /// What ``enqueue(_:)`` did with a message.
    enum Outcome: Equatable {
        /// The message is queued.
        case queued
        /// The message is not queued: the queue would exceed its bound; send a reset instead.
        case overflow
        /// The queue is closed; the message is dropped.
        case closed
    }

    /// The bound on queued bytes, past which patches give way to a reset.
    let maximumBytes: Int
    private let lock = NSLock()
    private var messages: [String] = []
    private var head = 0
    private var bytes = 0
    private var isClosed = false
    private var waiter: CheckedContinuation<String?, Never>?
    private var writing = false
    private var lastProgress: ContinuousClock.Instant = .now
    private var closingFarewell: Farewell?
    private let counters: SessionCounters?

    /// The close frame the connection sends once the queue has ended, when
    /// the server (not the client) ended it for a reason the page acts on.
    package struct Farewell: Sendable, Equatable {
        /// The WebSocket close code.
        package let code: UInt16
        /// The close frame's reason, at most 100 bytes.
        package let reason: String

        /// A close frame with `code` and `reason`.
        package init(code: UInt16, reason: String) {
            self.code = code
            self.reason = reason
        }
    }

    /// What the connection should say as it closes, if the queue was closed with one.
    package var farewell: Farewell? { lock.withLock { closingFarewell } }

    /// `counters`' ``SessionCounters/queuedBytes`` follows this queue's bytes.
    init(maximumBytes: Int, counters: SessionCounters? = nil) {
        self.maximumBytes = maximumBytes
        self.counters = counters
    }

    deinit {
        if bytes != 0 { counters?.queuedBytes.subtract(bytes, ordering: .relaxed) }
    }

    /// Sets the bytes queued, and the server-wide total with them (under the lock).
    private func setBytes(_ new: Int) {
        if new != bytes { counters?.queuedBytes.add(new - bytes, ordering: .relaxed) }
        bytes = new
    }

    /// Bytes queued now (not counting a message being written).
    var queuedBytes: Int { lock.withLock { bytes } }

    /// Adds `message` unless the queue would exceed its bound or is closed.
    func enqueue(_ message: String) -> Outcome {
        let size = message.utf8.count
        let (outcome, resumed): (Outcome, CheckedContinuation<String?, Never>?) = lock.withLock {
            if isClosed { return (.closed, nil) }
            if bytes > 0, bytes + size > maximumBytes { return (.overflow, nil) }
            if let waiter {
                self.waiter = nil
                writing = true
                lastProgress = .now
                return (.queued, waiter)
            }
            if bytes == 0, !writing { lastProgress = .now }
            messages.append(message)
            setBytes(bytes + size)
            return (.queued, nil)
        }
        resumed?.resume(returning: message)
        return outcome
    }

    /// Drops everything queued and queues `message` (a full reset) alone.
    func replaceAll(with message: String) {
        let resumed: CheckedContinuation<String?, Never>? = lock.withLock {
            guard !isClosed else { return nil }
            messages.removeAll(keepingCapacity: false)
            head = 0
            setBytes(0)
            if let waiter {
                self.waiter = nil
                writing = true
                lastProgress = .now
                return waiter
            }
            messages.append(message)
            setBytes(message.utf8.count)
            return nil
        }
        resumed?.resume(returning: message)
    }

    /// The next message to write, waiting for one; nil once the queue is
    /// closed, or when the waiting task is cancelled (which closes the queue).
    ///
    /// One writer at a time: the connection's writer task.
    package func next() async -> String? {
        await withTaskCancellationHandler {
            await waitForNext()
        } onCancel: {
            close()
        }
    }

    private func waitForNext() async -> String? {
        await withCheckedContinuation { continuation in
            let ready: String?? = lock.withLock {
                if head < messages.count {
                    let message = messages[head]
                    head += 1
                    setBytes(bytes - message.utf8.count)
                    if head == messages.count {
                        messages.removeAll(keepingCapacity: true)
                        head = 0
                    }
                    writing = true
                    return .some(message)
                }
                if isClosed || Task.isCancelled { return .some(nil) }
                writing = false
                waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The writer finished writing a message: the client is keeping up.
    package func didWrite() {
        lock.withLock {
            lastProgress = .now
            writing = false
        }
    }

    /// Whether messages have waited (or one has been in the writing) for
    /// `lag` without any write completing.
    func isStalled(at now: ContinuousClock.Instant, after lag: Duration) -> Bool {
        timeUntilStalled(at: now, after: lag) == .zero
    }

    /// How long from `now` until the queue counts as stalled if no write
    /// completes meanwhile: zero once it is; `lag` while nothing waits (a
    /// message queued later starts its own clock). A watchdog sleeps this
    /// long instead of polling.
    package func timeUntilStalled(at now: ContinuousClock.Instant, after lag: Duration) -> Duration {
        lock.withLock {
            guard bytes > 0 || writing else { return lag }
            return Swift.max(.zero, lastProgress + lag - now)
        }
    }

    /// Ends the queue: the writer's ``next()`` returns nil once the queue
    /// is empty, and the connection then closes with `farewell` if given.
    func close(farewell: Farewell? = nil) {
        let resumed: CheckedContinuation<String?, Never>? = lock.withLock {
            if !isClosed, let farewell { closingFarewell = farewell }
            isClosed = true
            defer { waiter = nil }
            return waiter
        }
        resumed?.resume(returning: nil)
    }

    /// Ends the queue at once, dropping what is queued.
    package func discard() {
        lock.withLock {
            messages.removeAll()
            head = 0
            setBytes(0)
        }
        close()
    }
}
