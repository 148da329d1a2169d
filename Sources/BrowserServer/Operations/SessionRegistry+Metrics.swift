import BrowserBackend

extension SessionRegistry {
    /// Walks every session once for the gauges: awake and hibernated, per
    /// screen, and the bytes waiting to go out.
    func metricsReading() -> ServerMetrics.Reading {
        var reading = ServerMetrics.Reading()
        var screens = Set<String>()
        // Most sessions share a few locations: each is labelled once per reading.
        var labels: [String: String] = [:]
        for session in sessions.values {
            if session.isHibernated { reading.hibernated += 1 } else { reading.awake += 1 }
            let location = session.currentLocation ?? "/"
            let screen: String
            if let known = labels[location] {
                screen = known
            } else {
                screen = ServerMetrics.screenLabel(of: location, known: screens)
                labels[location] = screen
                screens.insert(screen)
            }
            reading.byScreen[screen, default: 0] += 1
            reading.outboundQueuedBytes += session.queuedBytes
        }
        reading.wakesQueued = queuedWakes
        reading.evictions = evictions
        reading.totals = counters.totals
        reading.persistence = persistence?.statistics.figures
        reading.snapshotsPending = persistence?.writer.pendingCount ?? 0
        return reading
    }
}
