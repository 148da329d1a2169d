import Foundation

extension SessionRegistry {
    /// How readily a session gives its place to a newcomer when the server
    /// is full; nil while it is protected (``BrowserServer/Limits/evictionProtection``).
    enum Evictability: Int, Comparable {
        /// Its page never sent input: nobody has touched it.
        case untouched
        /// Hibernated: idle long enough to give its tree up.
        case hibernated
        /// Idle, but once used: only a visitor with a pass takes its place.
        case idle

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How `session` may be evicted at `now`, and since when it has been idle.
    func evictability(of session: BrowserSession, now: ContinuousClock.Instant) -> (Evictability, since: ContinuousClock.Instant)? {
        let since = max(session.openedAt, session.lastInput ?? session.openedAt)
        guard now - since >= limits.evictionProtection else { return nil }
        if session.lastInput == nil { return (.untouched, since) }
        return (session.isHibernated ? .hibernated : .idle, since)
    }

    /// The most a newcomer may evict: anything unprotected with a pass,
    /// else only untouched and hibernated sessions.
    static func evictionCeiling(withPass hasPass: Bool) -> Evictability {
        hasPass ? .idle : .hibernated
    }

    /// Ends the session that can best give its place to a newcomer (the
    /// least used kind first, then the longest idle), its page hearing close
    /// code 4409 with the reason; returns whether there was one.
    func evictForNewcomer(withPass hasPass: Bool, now: ContinuousClock.Instant = .now) -> Bool {
        let ceiling = Self.evictionCeiling(withPass: hasPass)
        var best: (session: BrowserSession, kind: Evictability, since: ContinuousClock.Instant)?
        for session in sessions.values {
            guard let (kind, since) = evictability(of: session, now: now), kind <= ceiling else { continue }
            if let current = best, (current.kind, current.since) <= (kind, since) { continue }
            best = (session, kind, since)
        }
        guard let best else { return false }
        best.session.close(farewell: Self.evictedFarewell)
        remove(best.session)
        evictions += 1
        logger.debug("session evicted for a newcomer", metadata: ["session": "\(best.session.id.prefix(8))", "kind": "\(best.kind)"])
        admission.sessionsChanged(to: sessions.count)
        return true
    }

    /// What the page of an evicted session hears: it offers its visitor to reload.
    static let evictedFarewell = OutboundQueue.Farewell(code: 4409, reason: "closed to make room for a new visitor: reload to continue")

    /// Counts, for page loads admitted off the main actor, the sessions a
    /// newcomer without and with a pass could take the place of; only when
    /// the server is full (zero otherwise: nobody needs to).
    func countEvictable(now: ContinuousClock.Instant = .now) {
        guard sessions.count >= limits.maximumSessions else {
            admission.evictableChanged(withoutPass: 0, withPass: 0)
            return
        }
        var withoutPass = 0, withPass = 0
        for session in sessions.values {
            guard let (kind, _) = evictability(of: session, now: now) else { continue }
            withPass += 1
            if kind <= Self.evictionCeiling(withPass: false) { withoutPass += 1 }
        }
        admission.evictableChanged(withoutPass: withoutPass, withPass: withPass)
    }
}
