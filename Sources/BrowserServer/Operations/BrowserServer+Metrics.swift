import Foundation

extension BrowserServer {
    /// Brings the gauges (sessions awake, hibernated and per screen, bytes
    /// queued, draining, memory) and the running totals' counters up to
    /// date; ``MetricsEndpoint`` calls it before every scrape, and the
    /// server every 5 seconds while it runs. Does nothing without
    /// ``Configuration/metricsFactory``.
    ///
    /// It reads figures the sessions keep up to date as they change, so it
    /// neither visits each session nor waits for the main actor: a scrape
    /// takes as long with 10,000 sessions rendering as with none.
    public func refreshMetrics() async {
        guard let metrics else { return }
        metrics.publish(metricsReading())
    }

    /// What the sessions, the snapshot writer and the process say now.
    func metricsReading() -> ServerMetrics.Reading {
        let counters = sessionCounters
        let tally = counters.tally.counts
        var reading = ServerMetrics.Reading()
        reading.awake = tally.awake
        reading.hibernated = tally.hibernated
        reading.byScreen = tally.byScreen
        reading.outboundQueuedBytes = counters.queuedBytes.load(ordering: .relaxed)
        reading.wakesQueued = counters.wakesQueued.load(ordering: .relaxed)
        reading.evictions = counters.evictions.load(ordering: .relaxed)
        reading.totals = counters.totals
        reading.persistence = persistenceStatistics?.figures
        reading.snapshotsPending = snapshotWriter?.pendingCount ?? 0
        reading.draining = drainState.isDraining
        reading.residentMemoryBytes = ProcessMemory.residentBytes
        return reading
    }

    /// Refreshes the metrics every `interval` until the task is cancelled
    /// (for backends that are not scraped).
    func refreshMetricsPeriodically(every interval: Duration = .seconds(5)) async {
        while !Task.isCancelled {
            await refreshMetrics()
            try? await Task.sleep(for: interval)
        }
    }
}
