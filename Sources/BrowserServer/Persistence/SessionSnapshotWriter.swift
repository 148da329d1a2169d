import Foundation
import Logging
import Synchronization

/// Writes snapshots to the store off the main actor, one batch at a time.
///
/// Captured rows wait in a table keyed by session, so a session that
/// changes again before its row went out replaces it rather than queueing
/// a second one: however slow the store, what waits is at most one row per
/// session. A write that fails or outlasts the timeout drops its rows
/// (counted, logged at most once per interval) and the writer backs off,
/// doubling its pause up to 5 s, until the store answers again.
final class SessionSnapshotWriter: Sendable {
    private struct State {
        var pending: [String: StoredSession] = [:]
        var deletions: [String] = []
        var waiters: [CheckedContinuation<Void, Never>] = []
        var writing = false
    }

    private let store: any SessionStore
    private let owner: String
    private let timeout: Duration
    private let logger: Logger
    private let failureLog: RateLimitedLog
    private let state = Mutex(State())
    private let signal: AsyncStream<Void>.Continuation
    private let signals: AsyncStream<Void>
    let statistics: PersistenceStatistics
    /// Told which rows were dropped (so their sessions are captured again)
    /// and which rows another instance owns (so those sessions end here).
    private let onOutcome: @Sendable (_ dropped: [String], _ lost: [String]) async -> Void

    init(store: any SessionStore, owner: String, timeout: Duration, failureLogInterval: Duration, logger: Logger,
         statistics: PersistenceStatistics, onOutcome: @escaping @Sendable ([String], [String]) async -> Void) {
        self.store = store
        self.owner = owner
        self.timeout = timeout
        self.logger = logger
        self.statistics = statistics
        self.onOutcome = onOutcome
        failureLog = RateLimitedLog(interval: failureLogInterval)
        (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues `rows`, each replacing a row of the same session still waiting.
    func enqueue(_ rows: [StoredSession]) {
        guard !rows.isEmpty else { return }
        state.withLock { state in for row in rows { state.pending[row.id] = row } }
        signal.yield()
    }

    /// Queues the deletion of the rows of sessions that ended.
    func delete(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        state.withLock { state in
            for id in ids { state.pending[id] = nil }
            state.deletions += ids
        }
        signal.yield()
    }

    /// Rows waiting to be written.
    var pendingCount: Int { state.withLock { $0.pending.count } }

    /// Returns once everything queued before the call has been written or dropped.
    func flush() async {
        await withCheckedContinuation { continuation in
            let idle = state.withLock { state in
                if state.pending.isEmpty, state.deletions.isEmpty, !state.writing { return true }
                state.waiters.append(continuation)
                return false
            }
            if idle { continuation.resume() } else { signal.yield() }
        }
    }

    /// Writes until the calling task is cancelled (the server stopped); expired rows are deleted every
    /// `expiryInterval`. What is still queued then is dropped: a drain flushes first (``flush()``).
    func run(expiryInterval: Duration = .seconds(60)) async {
        var failures = 0
        var lastExpiry = ContinuousClock.now
        for await _ in signals {
            while let batch = takeBatch() {
                let succeeded = await write(batch)
                failures = succeeded ? 0 : failures + 1
                if !succeeded {
                    // Backs off so a store that is down is not hammered; rows queued meanwhile replace older ones.
                    try? await Task.sleep(for: .milliseconds(min(5_000, 100 << min(failures - 1, 6))))
                }
            }
            finishBatches()
            if ContinuousClock.now - lastExpiry >= expiryInterval {
                lastExpiry = .now
                _ = try? await withTimeout(timeout) { [store] in try await store.deleteExpired(before: Date()) }
            }
            if Task.isCancelled { break }
        }
        finishBatches()
    }

    private struct Batch {
        var rows: [StoredSession]
        var deletions: [String]
    }

    private func takeBatch(maximumRows: Int = 500) -> Batch? {
        state.withLock { state in
            guard !state.pending.isEmpty || !state.deletions.isEmpty else { return nil }
            state.writing = true
            var rows: [StoredSession] = []
            rows.reserveCapacity(min(maximumRows, state.pending.count))
            for id in Array(state.pending.keys.prefix(maximumRows)) {
                if let row = state.pending.removeValue(forKey: id) { rows.append(row) }
            }
            let deletions = state.deletions
            state.deletions = []
            return Batch(rows: rows, deletions: deletions)
        }
    }

    private func finishBatches() {
        let waiters = state.withLock { state in
            state.writing = false
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Writes one batch; returns whether the store took it.
    private func write(_ batch: Batch) async -> Bool {
        let started = ContinuousClock.now
        do {
            let lost = try await withTimeout(timeout) { [store, owner] in
                if !batch.deletions.isEmpty { try await store.delete(ids: batch.deletions, ownedBy: owner) }
                return batch.rows.isEmpty ? [] : try await store.save(batch.rows, as: owner)
            }
            let bytes = batch.rows.reduce(0) { $0 + $1.payload.count }
            statistics.recordWrite(rows: batch.rows.count - lost.count, bytes: bytes, duration: ContinuousClock.now - started)
            if !lost.isEmpty { await onOutcome([], lost) }
            return true
        } catch {
            statistics.recordDrop(rows: batch.rows.count)
            if let suppressed = failureLog.shouldLog() {
                logger.warning("session snapshots dropped: the store did not take them", metadata: [
                    "rows": "\(batch.rows.count)", "error": "\(error)", "failuresSinceLastLine": "\(suppressed)",
                ])
            }
            await onOutcome(batch.rows.map(\.id), [])
            return false
        }
    }
}

/// Runs `work`, giving up after `timeout` with ``PersistenceTimeout``.
func withTimeout<Result: Sendable>(_ timeout: Duration, _ work: @escaping @Sendable () async throws -> Result) async throws -> Result {
    try await withThrowingTaskGroup(of: Result.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(for: timeout)
            throw PersistenceTimeout(timeout: timeout)
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        return first
    }
}

/// A store call that outlasted ``BrowserServer/Persistence/writeTimeout``.
struct PersistenceTimeout: Error, CustomStringConvertible {
    let timeout: Duration
    var description: String { "the store did not answer within \(timeout)" }
}

/// Says when a repeated failure may be logged again, and how many were not.
final class RateLimitedLog: Sendable {
    private let interval: Duration
    private let state = Mutex<(last: ContinuousClock.Instant?, suppressed: Int)>((nil, 0))

    init(interval: Duration) { self.interval = interval }

    /// The number of failures not logged since the last line, if this one
    /// may be logged; nil if it may not.
    func shouldLog(now: ContinuousClock.Instant = .now) -> Int? {
        state.withLock { state in
            if let last = state.last, now - last < interval {
                state.suppressed += 1
                return nil
            }
            defer { state = (now, 0) }
            return state.suppressed
        }
    }
}
