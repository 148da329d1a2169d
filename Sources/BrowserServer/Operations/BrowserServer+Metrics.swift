import Foundation

extension BrowserServer {
    /// Brings the gauges (sessions awake, hibernated and per screen, bytes
    /// queued, draining, memory) and the running totals' counters up to
    /// date; ``MetricsEndpoint`` calls it before every scrape, and the
    /// server every 5 seconds while it runs. Does nothing without
    /// ``Configuration/metricsFactory``.
    public func refreshMetrics() async {
        guard let metrics else { return }
        var reading = await onSessions { $0.metricsReading() }
        reading.draining = drainState.isDraining
        reading.residentMemoryBytes = ProcessMemory.residentBytes
        metrics.publish(reading)
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
