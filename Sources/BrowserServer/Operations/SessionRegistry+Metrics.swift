import BrowserBackend

extension SessionRegistry {
    /// Walks every session once for the gauges: awake and hibernated, per
    /// screen, and the bytes waiting to go out.
    func metricsReading() -> ServerMetrics.Reading {
        var reading = ServerMetrics.Reading()
        var screens = Set<String>()
        for session in sessions.values {
            if session.isHibernated { reading.hibernated += 1 } else { reading.awake += 1 }
            let screen = ServerMetrics.screenLabel(of: session.currentLocation, known: screens)
            screens.insert(screen)
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
