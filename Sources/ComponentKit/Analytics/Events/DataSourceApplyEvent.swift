/// A prepared change swapped into its data source, as
/// ``AnalyticsListener/dataSourceDidApplyChange(_:)`` hears it on the main
/// actor after the data source's own listeners (the list adapters) were told.
public struct DataSourceApplyEvent: Sendable {
    /// The change applied.
    public let change: DataSourceChangeEvent
    /// When the main actor started applying it.
    public let applyStart: ContinuousClock.Instant
    /// How long applying took on the main actor, the list's batch update included.
    public let applyDuration: Duration

    /// An apply record; data sources make these.
    public init(change: DataSourceChangeEvent, applyStart: ContinuousClock.Instant, applyDuration: Duration) {
        self.change = change
        self.applyStart = applyStart
        self.applyDuration = applyDuration
    }

    /// From the start of preparation until the main actor began applying
    /// (waiting for the main actor included).
    public var preparationDuration: Duration { applyStart - change.start }
}
