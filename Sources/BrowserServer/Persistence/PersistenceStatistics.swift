import Synchronization

/// What durable sessions did since the server started: snapshots captured,
/// written and dropped, sessions resumed and rows discarded. Read it from
/// ``BrowserServer/persistenceStatistics``; the metrics endpoint exports
/// the same figures.
public final class PersistenceStatistics: Sendable {
    /// The figures at one moment.
    public struct Figures: Sendable, Equatable {
        /// Snapshots captured (on the main actor).
        public var captured = 0
        /// Time spent capturing and signing them, in total.
        public var captureTime = Duration.zero
        /// Bytes of the snapshots captured, in total.
        public var capturedBytes = 0
        /// Snapshots the store took.
        public var written = 0
        /// Bytes of the batches the store took.
        public var writtenBytes = 0
        /// Time the store took for them, in total.
        public var writeTime = Duration.zero
        /// Snapshots dropped: the store failed or timed out, or a snapshot was over the size limit.
        public var dropped = 0
        /// Sessions resumed from a row written by another instance (or this one before a restart).
        public var resumed = 0
        /// Rows discarded because they did not verify or decode, or their session could not be opened.
        public var discarded = 0
        /// Sessions ended here because another instance resumed them.
        public var lost = 0
    }

    private let state = Mutex(Figures())

    init() {}

    /// The figures now.
    public var figures: Figures { state.withLock { $0 } }

    func recordCapture(bytes: Int, duration: Duration) {
        state.withLock {
            $0.captured += 1
            $0.capturedBytes += bytes
            $0.captureTime += duration
        }
    }

    func recordWrite(rows: Int, bytes: Int, duration: Duration) {
        state.withLock {
            $0.written += rows
            $0.writtenBytes += bytes
            $0.writeTime += duration
        }
    }

    func recordDrop(rows: Int) { state.withLock { $0.dropped += rows } }
    func recordResume() { state.withLock { $0.resumed += 1 } }
    func recordDiscard() { state.withLock { $0.discarded += 1 } }
    func recordLoss(_ count: Int) { state.withLock { $0.lost += count } }
}
