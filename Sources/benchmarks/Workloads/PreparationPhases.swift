import ComponentKit
import Foundation
import Synchronization

/// Where the time of one data source insertion goes outside the work the
/// cores share: what runs on the main actor, the hops between threads, the
/// last worker's tail. Read from the data source's analytics events and the
/// benchmark's own clock, in milliseconds.
struct PreparationPhases {
    /// Checking the changeset against the list's shape (on the main actor, in `apply`).
    var validation = 0.0
    /// Planning the change and setting up its run (main actor, after validation).
    var planning = 0.0
    /// From the plan to the first worker running: `apply` returning, the
    /// main actor spawning the workers, a pool thread waking.
    var startup = 0.0
    /// Between the first and the last worker starting: a core left idle.
    var startSkew = 0.0
    /// Between the first and the last worker finishing its items: a core left idle.
    var finishSkew = 0.0
    /// The last worker assembling the next state.
    var assembly = 0.0
    /// From the last worker finishing to the main actor applying the change.
    var hopBack = 0.0
    /// Swapping the state in and telling the listeners (main actor).
    var apply = 0.0
    /// From the change applied to the waiting caller running again.
    var wakeUp = 0.0
    /// Worker 0 placing the change while the others make items: shared, not serial.
    var placement = 0.0
    /// The whole insertion, validation included.
    var total = 0.0

    /// The part no second core shortens: every phase but placement.
    var serial: Double { validation + planning + startup + startSkew + finishSkew + assembly + hopBack + apply + wakeUp }

    /// The median of each phase over `samples`.
    static func median(of samples: [PreparationPhases]) -> PreparationPhases {
        func median(_ phase: KeyPath<PreparationPhases, Double>) -> Double {
            let values = samples.map { $0[keyPath: phase] }.sorted()
            guard !values.isEmpty else { return 0 }
            return values.count % 2 == 1 ? values[values.count / 2] : (values[values.count / 2 - 1] + values[values.count / 2]) / 2
        }
        return PreparationPhases(
            validation: median(\.validation), planning: median(\.planning), startup: median(\.startup), startSkew: median(\.startSkew),
            finishSkew: median(\.finishSkew), assembly: median(\.assembly), hopBack: median(\.hopBack), apply: median(\.apply),
            wakeUp: median(\.wakeUp), placement: median(\.placement), total: median(\.total))
    }
}

/// Keeps the data source events of one change, from any thread.
final class PreparationPhaseRecorder: AnalyticsListener {
    private struct Events {
        var change: DataSourceChangeEvent?
        var workers: [PreparationWorkerEvent] = []
        var apply: DataSourceApplyEvent?
    }

    private let events = Mutex(Events())

    func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent) { events.withLock { $0.change = event } }
    func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) { events.withLock { $0.workers.append(event) } }
    func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) { events.withLock { $0.apply = event } }

    /// The phases of the recorded change, which started at `start` (before
    /// `apply`, whose validation took `validation`) and was awaited until `end`;
    /// nil if a hook was not heard.
    func phases(start: ContinuousClock.Instant, validation: Duration, end: ContinuousClock.Instant) -> PreparationPhases? {
        events.withLock { events -> PreparationPhases? in
            guard let change = events.change, let apply = events.apply, !events.workers.isEmpty else { return nil }
            func ms(_ duration: Duration) -> Double {
                Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
            }
            let starts = events.workers.map(\.start)
            let finishes = events.workers.map { $0.end - $0.assemblyDuration }
            let applied = apply.applyStart + apply.applyDuration
            return PreparationPhases(
                validation: ms(validation), planning: ms(change.start - start - validation), startup: ms(starts.min()! - change.start),
                startSkew: ms(starts.max()! - starts.min()!), finishSkew: ms(finishes.max()! - finishes.min()!),
                assembly: ms(events.workers.map(\.assemblyDuration).max()!), hopBack: ms(apply.applyStart - events.workers.map(\.end).max()!),
                apply: ms(apply.applyDuration), wakeUp: ms(end - applied),
                placement: ms(events.workers.map(\.placementDuration).max()!), total: ms(end - start))
        }
    }
}
