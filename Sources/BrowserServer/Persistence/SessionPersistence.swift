import BrowserBackend
import Foundation
import Logging

/// Decides which sessions' snapshots are written, and captures them: the
/// main-actor half of durable sessions (``BrowserServer/Persistence``); the
/// writing is ``SessionSnapshotWriter``'s.
///
/// A session is due when it was never written by this instance, when it
/// hibernated since it was last written, when it changed and its last
/// write is at least the interval old, or when its row is half its
/// lifetime old (so a live session's row never expires). A pass (every 250 ms, from the
/// registry's ticker) captures the longest-waiting due sessions, up to the
/// settings' limit per pass.
@MainActor
final class SessionPersistence {
    private struct Written {
        var activity: Int
        var at: ContinuousClock.Instant
        var hibernated: Bool
    }

    let settings: BrowserServer.Persistence
    /// The owner this instance writes rows as.
    let owner: String
    let seal: DurableSessionSeal
    let writer: SessionSnapshotWriter
    let statistics: PersistenceStatistics
    private let logger: Logger
    private var written: [String: Written] = [:]

    init(settings: BrowserServer.Persistence, seal: DurableSessionSeal, owner: String, logger: Logger, statistics: PersistenceStatistics,
         onOutcome: @escaping @Sendable ([String], [String]) async -> Void) {
        self.settings = settings
        self.owner = owner
        self.logger = logger
        self.statistics = statistics
        self.seal = seal
        writer = SessionSnapshotWriter(store: settings.store, owner: owner, timeout: settings.writeTimeout,
                                       failureLogInterval: settings.failureLogInterval, logger: logger,
                                       statistics: statistics, onOutcome: onOutcome)
    }

    /// Captures the sessions due now, the longest-waiting first, up to the
    /// per-pass limit; the rest wait for a later pass.
    func pass(over sessions: Dictionary<String, BrowserSession>.Values, now: ContinuousClock.Instant = .now) {
        var due: [(session: BrowserSession, since: ContinuousClock.Instant?)] = []
        for session in sessions {
            guard let since = dueSince(session, now: now) else { continue }
            due.append((session, since))
        }
        guard !due.isEmpty else { return }
        if due.count > settings.maximumCapturesPerPass {
            // Never-written sessions first (nil), then the oldest writes.
            let first = now - .seconds(1_000_000_000)
            due.sort { ($0.since ?? first) < ($1.since ?? first) }
            due.removeLast(due.count - settings.maximumCapturesPerPass)
        }
        writer.enqueue(due.compactMap { capture($0.session, now: now) })
    }

    /// Captures every session now, due or not (a drain).
    func captureAll(_ sessions: some Sequence<BrowserSession>, now: ContinuousClock.Instant = .now) {
        writer.enqueue(sessions.compactMap { capture($0, now: now) })
    }

    /// Forgets `id` (its session ended); its row is deleted unless `keepingRow`.
    func forget(_ id: String, keepingRow: Bool = false) {
        written[id] = nil
        if !keepingRow { writer.delete([id]) }
    }

    /// Rows the store dropped: their sessions are captured again on a later pass.
    func dropped(_ ids: [String]) {
        for id in ids { written[id] = nil }
    }

    /// When `session` became due (nil inside: never written), or nil if it is not due.
    private func dueSince(_ session: BrowserSession, now: ContinuousClock.Instant) -> ContinuousClock.Instant?? {
        guard let last = written[session.id] else { return .some(nil) }
        // Written again, changed or not, before its row can expire under a live session.
        if now - last.at >= settings.lifetime / 2 { return .some(last.at) }
        if session.isHibernated { return last.hibernated ? nil : .some(last.at) }
        switch session.hibernationPhase {
        case .waking, .wakeQueued, .hibernated: return nil
        case .awake, .checking: break
        }
        guard session.activityCount != last.activity, now - last.at >= settings.interval else { return nil }
        return .some(last.at)
    }

    /// Signs `session`'s snapshot into a row; nil (counted as dropped) if it is over the size limit.
    private func capture(_ session: BrowserSession, now: ContinuousClock.Instant) -> StoredSession? {
        let started = ContinuousClock.now
        let expiry = Date().addingTimeInterval(Self.seconds(settings.lifetime))
        let record = DurableSessionRecord(session.handover(), expiresAt: expiry)
        written[session.id] = Written(activity: session.activityCount, at: now, hibernated: session.isHibernated)
        let payload: [UInt8]
        do {
            payload = try seal.seal(record)
        } catch {
            // Encoding plain values does not fail; counted rather than trusted.
            statistics.recordDrop(rows: 1)
            logger.error("session snapshot not encoded", metadata: ["session": "\(session.id.prefix(8))", "error": "\(error)"])
            return nil
        }
        statistics.recordCapture(bytes: payload.count, duration: ContinuousClock.now - started)
        guard payload.count <= settings.maximumSnapshotBytes else {
            statistics.recordDrop(rows: 1)
            logger.warning("session snapshot over the size limit: not written", metadata: [
                "session": "\(session.id.prefix(8))", "bytes": "\(payload.count)", "limit": "\(settings.maximumSnapshotBytes)",
            ])
            return nil
        }
        return StoredSession(id: session.id, owner: owner, expiresAt: expiry, payload: payload)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
