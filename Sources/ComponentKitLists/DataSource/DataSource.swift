import ComponentKit
import Foundation

/// Turns changesets of models into laid-out components, off the main actor
/// and in order, and tells its listeners what changed, as `CKDataSource`.
///
/// Asynchronous changes are queued and applied strictly in order: each is
/// prepared (components made and laid out, in parallel across cores) in the
/// background, then swapped in on the main actor. A synchronous change first
/// applies everything queued, then itself, before returning. Updated items
/// keep their scope roots, so component state and controllers survive;
/// removed items' controllers are invalidated. A replaced state of 1,000
/// items or more is freed on a background queue, not on the main actor.
///
/// ```swift
/// let dataSource = DataSource(configuration: DataSourceConfiguration(
///     provider: ComponentProvider<Photo, Void> { photo, _ in PhotoCell(photo: photo) },
///     context: (), sizeRange: .flexibleHeight(width: 390)))
/// dataSource.addListener(collectionAdapter)
/// var changeset = Changeset<Photo>(insertedSections: [0])
/// for (index, photo) in photos.enumerated() { changeset.insertedItems[[0, index]] = photo }
/// try dataSource.apply(changeset)
/// ```
@MainActor
public final class DataSource<Model: Sendable, Context: Sendable> {
    /// Whether a change is applied before the call returns.
    public enum UpdateMode: Sendable {
        /// Applied at once, after everything queued before it.
        case synchronous
        /// Queued; prepared in the background and applied in order.
        case asynchronous
    }

    /// The current items; replaced as a whole by each applied change.
    public internal(set) var state: DataSourceState<Model, Context>

    /// Passed to listeners with the size changes of state updates.
    public var stateUpdateBoundsAnimation: AnimationTiming?

    /// Where actions sent from items' components go when no component
    /// handles them (the seeds' responder chain ending at the list).
    public var actionResponder: (any ActionResponding)? {
        didSet { for item in state.sections.joined() { item.scopeRoot.contextResponder = actionResponder } }
    }

    /// Where the items are shown, for split changesets; nil (the default)
    /// uses the bounds of the list an adapter shows them in.
    public var viewport: DataSourceViewport?
    /// The viewport of the list an adapter shows the items in.
    var listViewport: (@MainActor () -> DataSourceViewport?)?

    var listeners: [ListenerBox] = []
    var queue: [DataSourceOperation<Model, Context>] = []
    /// The traits of the list showing the items, once its adapter set them:
    /// they replace the traits of every configuration.
    public private(set) var hostTraits: TraitCollection?
    var inFlight: DataSourceOperation<Model, Context>?
    /// Bumped whenever a background preparation's result must be dropped.
    var generation = 0
    /// The shape after every queued change: what the next changeset is checked against.
    var pendingShape = ListShape(itemCounts: [])
    private var nextItemID = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Items with asynchronous state updates not yet queued for rendering.
    var dirtyItems: Set<Int> = []
    var stateUpdateScheduled = false
    /// Changes told to analytics listeners so far (numbers them).
    var changesAnnounced = 0
    /// What ``setSections(_:mode:)`` last declared, and a declaration
    /// waiting for the queue to drain.
    var declaration = DeclaredSections()

    /// An empty data source.
    public init(configuration: DataSourceConfiguration<Model, Context>) {
        state = DataSourceState(configuration: configuration)
    }

    /// Whether changes are queued or being prepared.
    public var hasPendingChanges: Bool { inFlight != nil || !queue.isEmpty || stateUpdateScheduled }

    /// Returns once every queued change has been applied.
    public func waitUntilIdle() async {
        guard hasPendingChanges else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Applies `changeset`, checked against the state it will apply to
    /// (after the queued ones). `userInfo` reaches the listeners.
    ///
    /// - Throws: ``ChangesetError`` if the changeset does not fit; nothing
    ///   is queued or changed.
    public func apply(
        _ changeset: Changeset<Model>, mode: UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]
    ) throws(ChangesetError) {
        let shape = try changeset.validate(against: pendingShape)
        pendingShape = shape
        // The items are no longer what a declaration said: the next one replaces them.
        declaration.queued = nil
        declaration.queuedIDs = nil
        submit(.changeset(changeset, userInfo: userInfo, shape: shape), mode: mode)
    }

    /// Replaces the configuration. With the same provider and an equal
    /// context (say, only the width changed) every item is laid out again
    /// with its component; otherwise every component is made again. Every
    /// item is reported as updated. `userInfo` reaches the listeners.
    public func updateConfiguration(
        _ configuration: DataSourceConfiguration<Model, Context>, mode: UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:]
    ) {
        submit(.configuration(configuration, userInfo: userInfo), mode: mode)
    }

    /// Makes every item's component again, as after a code or theme change.
    /// `userInfo` reaches the listeners.
    public func reload(mode: UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]) {
        submit(.reload(userInfo: userInfo), mode: mode)
    }

    /// Lays every item out again for `traits` (a dark scheme, a bigger text
    /// size, right to left), and uses them for every later configuration
    /// too. List adapters call this when their list's window changes
    /// traits. Components are made again; stateful components whose
    /// subtrees read no changed trait keep their layouts.
    ///
    /// ```swift
    /// var traits = TraitCollection()
    /// traits.contentSizeCategory = .accessibilityLarge
    /// feed.dataSource.updateTraits(traits)   // every cell measured again
    /// ```
    public func updateTraits(_ traits: TraitCollection, mode: UpdateMode = .asynchronous) {
        guard traits != hostTraits else { return }
        hostTraits = traits
        submit(.traits(traits), mode: mode)
    }

    /// Adds `listener` (not retained), told of every change from now on.
    public func addListener<Listener: DataSourceListener>(_ listener: Listener)
    where Listener.Model == Model, Listener.Context == Context {
        listeners.removeAll { $0.object == nil || $0.object === listener }
        listeners.append(ListenerBox(listener))
    }

    /// Stops telling `listener`.
    public func removeListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
    }

    /// Identifiers for `count` new items.
    func takeItemIDs(_ count: Int) -> Range<Int> {
        defer { nextItemID += count }
        return nextItemID..<(nextItemID + count)
    }

    /// Type-erased weak listener.
    @MainActor struct ListenerBox {
        weak var object: AnyObject?
        let didModify: @MainActor (DataSource, DataSourceState<Model, Context>, DataSourceState<Model, Context>, AppliedChanges) -> Void
        let didResize: @MainActor (DataSource, IndexPath, CGSize, CGSize, AnimationTiming?) -> Void
        let didEnqueueStateUpdate: @MainActor (DataSource) -> Void

        @MainActor init<Listener: DataSourceListener>(_ listener: Listener) where Listener.Model == Model, Listener.Context == Context {
            object = listener
            didModify = { [weak listener] in listener?.dataSource($0, didModify: $1, to: $2, with: $3) }
            didResize = { [weak listener] in
                listener?.dataSource($0, didChangeSizeOfItemAt: $1, from: $2, to: $3, boundsAnimation: $4)
            }
            didEnqueueStateUpdate = { [weak listener] in listener?.dataSourceDidEnqueueStateUpdate($0) }
        }
    }
}
