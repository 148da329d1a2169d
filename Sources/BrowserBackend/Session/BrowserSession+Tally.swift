import ViewTree

extension BrowserSession {
    /// Starts counting the session in its server's ``SessionTally`` (the
    /// registry calls it as the session opens), at its location and state.
    package func joinTally() {
        guard let counters, tallyEntry == nil else { return }
        tallyEntry = counters.tally.add(location: currentLocation ?? "/", hibernated: isHibernated)
    }

    /// Stops counting the session (the registry calls it as the session ends).
    package func leaveTally() {
        guard let counters, let entry = tallyEntry else { return }
        counters.tally.remove(entry)
        tallyEntry = nil
    }

    /// Moves the session's count to `location` (where it is counted now
    /// when nil) and its current hibernation state.
    func retally(location: String? = nil) {
        guard let counters, let entry = tallyEntry else { return }
        tallyEntry = counters.tally.move(entry, to: location ?? entry.location, hibernated: isHibernated)
    }

    /// Moves the session's count to the last location `transaction` records, if any.
    func retally(after transaction: ViewTransaction) {
        guard tallyEntry != nil else { return }
        for case let .location(location, _, _) in transaction.mutations.reversed() {
            retally(location: location)
            return
        }
    }
}
