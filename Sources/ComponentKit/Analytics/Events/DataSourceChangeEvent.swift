/// A change a list data source prepares off the main actor and then applies,
/// as analytics listeners hear it.
///
/// The same value reaches ``AnalyticsListener/dataSourceWillPrepareChange(_:)``,
/// each worker's events and ``AnalyticsListener/dataSourceDidApplyChange(_:)``,
/// so a listener can pair them by ``dataSource`` and ``number``.
public struct DataSourceChangeEvent: Sendable {
    /// What kind of change it is.
    public enum Kind: String, Sendable {
        /// A changeset of items and sections.
        case changeset
        /// A new configuration: every item laid out again, or made again.
        case configuration
        /// Every item's component made again.
        case reload
        /// The host's traits changed: every item laid out again with them.
        case traits
        /// An item re-rendered for a state update inside it.
        case stateUpdate
    }

    /// A changeset's size: items and sections inserted, removed, updated and moved.
    public struct ChangesetCounts: Hashable, Sendable {
        /// Items inserted.
        public var insertedItems = 0
        /// Items removed.
        public var removedItems = 0
        /// Items updated (made again from a new model).
        public var updatedItems = 0
        /// Items moved.
        public var movedItems = 0
        /// Sections inserted.
        public var insertedSections = 0
        /// Sections removed.
        public var removedSections = 0
        /// Sections moved.
        public var movedSections = 0

        /// Zero counts.
        public init() {}
    }

    /// Identifies the data source (pairs events of one source).
    public let dataSource: ObjectIdentifier
    /// The change's number in its data source, from 1.
    public let number: Int
    /// What kind of change it is.
    public let kind: Kind
    /// A changeset's counts; zero for other kinds.
    public let changeset: ChangesetCounts
    /// Items whose component is made or laid out by the change.
    public let itemCount: Int
    /// Workers preparing them (one per 32 items at most, up to the
    /// configuration's parallelism).
    public let workerCount: Int
    /// Whether the caller waits for the change (`mode: .synchronous`).
    public let isSynchronous: Bool
    /// When preparation started.
    public let start: ContinuousClock.Instant

    /// A change description; data sources make these.
    public init(
        dataSource: ObjectIdentifier, number: Int, kind: Kind, changeset: ChangesetCounts = ChangesetCounts(), itemCount: Int,
        workerCount: Int, isSynchronous: Bool, start: ContinuousClock.Instant
    ) {
        self.dataSource = dataSource
        self.number = number
        self.kind = kind
        self.changeset = changeset
        self.itemCount = itemCount
        self.workerCount = workerCount
        self.isSynchronous = isSynchronous
        self.start = start
    }
}
