/// The registry's part in hibernation: which idle sessions are checked,
/// a few at a time, and which hibernated ones wake, in turn. What a
/// session keeps while it sleeps, and how it checks and wakes, is
/// BrowserBackend's (`BrowserSession+Hibernation`); the settings are
/// ``BrowserServer/Hibernation``.
extension SessionRegistry {
    /// The number of sessions hibernated now.
    public var hibernatedCount: Int { sessions.values.count { $0.isHibernated } }

    /// Starts hibernation checks for sessions idle past the interval, a
    /// few at a time (each builds a second tree while it runs).
    func hibernateIdleSessions(now: ContinuousClock.Instant = .now) {
        guard let hibernation else { return }
        for session in sessions.values {
            guard hibernationChecks < Self.concurrentHibernationChecks else { return }
            guard session.isDueForHibernation(now: now, idleInterval: hibernation.idleInterval) else { continue }
            hibernationChecks += 1
            Task { [weak self] in
                let hibernated = await session.hibernateIfRebuildable(settleTimeout: hibernation.settleTimeout)
                guard let self else { return }
                self.hibernationChecks -= 1
                if hibernated { self.trimmer.sessionsEnded() }
                if session.hibernationRefused, let reason = session.hibernationRefusal {
                    self.logger.debug("session kept awake: its rebuilt page differs", metadata: [
                        "session": "\(session.id.prefix(8))", "reason": "\(reason)",
                    ])
                }
            }
        }
    }

    /// How many hibernation checks run at once.
    static let concurrentHibernationChecks = 8

    /// How many hibernated sessions rebuild their trees at once.
    static let concurrentWakes = 8

    /// Hibernated sessions waiting to wake.
    var queuedWakes: Int { wakesQueued.count - wakeHead }

    /// `session`'s page spoke while it was hibernated: it wakes when its
    /// turn comes, a few at a time, so a storm of wakes (thousands of idle
    /// pages touched at once) leaves the main actor to newcomers' first
    /// screens and to the sessions that are awake.
    func queueWake(_ session: BrowserSession) {
        wakesQueued.append(session)
        startQueuedWakes()
    }

    /// Starts queued wakes while fewer than ``concurrentWakes`` run. The
    /// next one starts in a later turn of the main actor than the wake
    /// that made room, behind whatever was already waiting for it (a
    /// newcomer's admission, an awake session's message).
    func startQueuedWakes() {
        while wakesRunning < Self.concurrentWakes, wakeHead < wakesQueued.count {
            let session = wakesQueued[wakeHead]
            wakeHead += 1
            // Ended, or woken by a reconnect, while it waited.
            guard case let .wakeQueued(page) = session.hibernationPhase, self.session(withID: session.id) === session else { continue }
            wakesRunning += 1
            session.wake(from: page) { [weak self] in
                guard let self else { return }
                self.wakesRunning -= 1
                Task { @MainActor [weak self] in self?.startQueuedWakes() }
            }
        }
        if wakeHead == wakesQueued.count {
            wakesQueued.removeAll(keepingCapacity: wakesQueued.count < 1_024)
            wakeHead = 0
        }
    }
}
