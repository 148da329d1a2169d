/// One worker's share of preparing a data source change, as
/// ``AnalyticsListener/dataSourceWorkerDidPrepare(_:)`` hears it on that
/// worker's thread.
public struct PreparationWorkerEvent: Sendable {
    /// The change being prepared.
    public let change: DataSourceChangeEvent
    /// The worker's index, from 0 (worker 0 also places the change).
    public let worker: Int
    /// Items this worker made.
    public let itemCount: Int
    /// When the worker started.
    public let start: ContinuousClock.Instant
    /// How long it worked, placing and assembling included.
    public let duration: Duration
    /// How long it spent working out where every item of the next state
    /// comes from (worker 0 only; zero for the others).
    public let placementDuration: Duration
    /// How long it spent assembling the next state once every item was
    /// made (the last worker to finish only; zero for the others): the
    /// part of a change no other core can share.
    public let assemblyDuration: Duration

    /// A worker's record; data sources make these.
    public init(
        change: DataSourceChangeEvent, worker: Int, itemCount: Int, start: ContinuousClock.Instant, duration: Duration,
        placementDuration: Duration = .zero, assemblyDuration: Duration = .zero
    ) {
        self.change = change
        self.worker = worker
        self.itemCount = itemCount
        self.start = start
        self.duration = duration
        self.placementDuration = placementDuration
        self.assemblyDuration = assemblyDuration
    }

    /// When the worker finished.
    public var end: ContinuousClock.Instant { start + duration }
}
