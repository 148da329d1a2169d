import BrowserBackend
import CoreMetrics
import Foundation
import Synchronization

/// The server's metrics, recorded through swift-metrics into the factory
/// of ``BrowserServer/Configuration/metricsFactory`` (Prometheus's, say).
///
/// Counters and histograms are recorded as things happen; gauges, and the
/// counters kept as running totals elsewhere (messages, bytes,
/// hibernations), are brought up to date by ``publish(_:)``, which the
/// metrics endpoint calls before every scrape and the server every few
/// seconds. Labels take a handful of fixed values, and screens are the
/// first segment of a session's location (at most
/// `SessionTally.maximumScreens` distinct ones, then `other`): no label
/// carries a session, a visitor or a whole path.
final class ServerMetrics: Sendable {
    let tapToFlush: CoreMetrics.Timer
    let admissionsRefusedFull: Counter
    let admissionsRefusedAddress: Counter
    let admissionsRefusedNetwork: Counter
    let admissionsRefusedBusy: Counter
    let sessionsOpened: Counter

    private let factory: any MetricsFactory
    private let sessionsAwake: Gauge
    private let sessionsHibernated: Gauge
    private let outboundQueuedBytes: Gauge
    private let wakesQueued: Gauge
    private let draining: Gauge
    private let residentMemory: Gauge
    private let messagesReceived: Counter
    private let bytesReceived: Counter
    private let messagesSent: Counter
    private let bytesSent: Counter
    private let hibernations: Counter
    private let wakes: Counter
    private let evictions: Counter
    private let snapshotsWritten: Counter
    private let snapshotBytesWritten: Counter
    private let snapshotsDropped: Counter
    private let sessionsResumed: Counter
    private let snapshotsDiscarded: Counter
    private let snapshotsPending: Gauge

    private struct Published {
        var totals = SessionCounters.Totals()
        var evictions = 0
        var persistence = PersistenceStatistics.Figures()
        var screens: [String: Gauge] = [:]
    }
    private let published = Mutex(Published())

    init(factory: any MetricsFactory) {
        self.factory = factory
        func counter(_ name: String, _ dimensions: [(String, String)] = []) -> Counter {
            Counter(label: name, dimensions: dimensions, factory: factory)
        }
        func gauge(_ name: String, _ dimensions: [(String, String)] = []) -> Gauge {
            Gauge(label: name, dimensions: dimensions, factory: factory)
        }
        tapToFlush = CoreMetrics.Timer(label: "componentkit_tap_to_flush_seconds", factory: factory)
        admissionsRefusedFull = counter("componentkit_admissions_refused_total", [("reason", "full")])
        admissionsRefusedAddress = counter("componentkit_admissions_refused_total", [("reason", "address")])
        admissionsRefusedNetwork = counter("componentkit_admissions_refused_total", [("reason", "network")])
        admissionsRefusedBusy = counter("componentkit_admissions_refused_total", [("reason", "busy")])
        sessionsOpened = counter("componentkit_sessions_opened_total")
        sessionsAwake = gauge("componentkit_sessions", [("state", "awake")])
        sessionsHibernated = gauge("componentkit_sessions", [("state", "hibernated")])
        outboundQueuedBytes = gauge("componentkit_outbound_queued_bytes")
        wakesQueued = gauge("componentkit_wakes_queued")
        draining = gauge("componentkit_draining")
        residentMemory = gauge("process_resident_memory_bytes")
        messagesReceived = counter("componentkit_messages_received_total")
        bytesReceived = counter("componentkit_received_bytes_total")
        messagesSent = counter("componentkit_messages_sent_total")
        bytesSent = counter("componentkit_sent_bytes_total")
        hibernations = counter("componentkit_hibernations_total")
        wakes = counter("componentkit_wakes_total")
        evictions = counter("componentkit_sessions_evicted_total")
        snapshotsWritten = counter("componentkit_snapshots_written_total")
        snapshotBytesWritten = counter("componentkit_snapshot_written_bytes_total")
        snapshotsDropped = counter("componentkit_snapshots_dropped_total")
        sessionsResumed = counter("componentkit_sessions_resumed_total")
        snapshotsDiscarded = counter("componentkit_snapshots_discarded_total")
        snapshotsPending = gauge("componentkit_snapshots_pending")
    }

    /// What the registry and the process say now, as ``publish(_:)`` takes it.
    struct Reading: Sendable {
        var awake = 0
        var hibernated = 0
        var byScreen: [String: Int] = [:]
        var outboundQueuedBytes = 0
        var wakesQueued = 0
        var evictions = 0
        var totals = SessionCounters.Totals()
        var persistence: PersistenceStatistics.Figures?
        var snapshotsPending = 0
        var draining = false
        var residentMemoryBytes: Int?
    }

    /// Brings gauges and the running totals' counters up to `reading`.
    func publish(_ reading: Reading) {
        sessionsAwake.record(reading.awake)
        sessionsHibernated.record(reading.hibernated)
        outboundQueuedBytes.record(reading.outboundQueuedBytes)
        wakesQueued.record(reading.wakesQueued)
        draining.record(reading.draining ? 1 : 0)
        if let bytes = reading.residentMemoryBytes { residentMemory.record(bytes) }
        snapshotsPending.record(reading.snapshotsPending)
        published.withLock { last in
            let totals = reading.totals
            Self.add(totals.messagesReceived - last.totals.messagesReceived, to: messagesReceived)
            Self.add(totals.bytesReceived - last.totals.bytesReceived, to: bytesReceived)
            Self.add(totals.messagesSent - last.totals.messagesSent, to: messagesSent)
            Self.add(totals.bytesSent - last.totals.bytesSent, to: bytesSent)
            Self.add(totals.hibernations - last.totals.hibernations, to: hibernations)
            Self.add(totals.wakes - last.totals.wakes, to: wakes)
            last.totals = totals
            Self.add(reading.evictions - last.evictions, to: evictions)
            last.evictions = reading.evictions
            if let figures = reading.persistence {
                Self.add(figures.written - last.persistence.written, to: snapshotsWritten)
                Self.add(figures.writtenBytes - last.persistence.writtenBytes, to: snapshotBytesWritten)
                Self.add(figures.dropped - last.persistence.dropped, to: snapshotsDropped)
                Self.add(figures.resumed - last.persistence.resumed, to: sessionsResumed)
                Self.add(figures.discarded - last.persistence.discarded, to: snapshotsDiscarded)
                last.persistence = figures
            }
            // The tally keeps a screen once seen (at 0 when empty), so no gauge is left at an old count.
            for (screen, count) in reading.byScreen {
                if let gauge = last.screens[screen] {
                    gauge.record(count)
                } else {
                    let gauge = Gauge(label: "componentkit_sessions_by_screen", dimensions: [("screen", screen)], factory: factory)
                    last.screens[screen] = gauge
                    gauge.record(count)
                }
            }
        }
    }

    private static func add(_ delta: Int, to counter: Counter) {
        if delta > 0 { counter.increment(by: delta) }
    }
}
