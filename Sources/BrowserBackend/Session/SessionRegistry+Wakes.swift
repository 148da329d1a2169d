extension SessionRegistry {
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
