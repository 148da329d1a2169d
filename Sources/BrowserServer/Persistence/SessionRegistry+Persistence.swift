import BrowserBackend

extension SessionRegistry {
    /// What the writer reports: rows the store dropped (captured again on a
    /// later pass) and rows another instance owns, whose sessions it resumed
    /// (they end here; their pages are connected there).
    func persistenceOutcome(dropped: [String], lost: [String]) {
        persistence?.dropped(dropped)
        var ended = 0
        for id in lost {
            guard let session = sessions[id] else { continue }
            // The other instance's row stays: it is the session now.
            end(session, reason: "another instance resumed it", keepingRow: true)
            ended += 1
        }
        persistence?.statistics.recordLoss(ended)
    }
}
