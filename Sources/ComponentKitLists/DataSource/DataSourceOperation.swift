import ComponentKit
import Foundation
import ViewTree

/// A change waiting in a ``DataSource``'s queue.
enum DataSourceOperation<Model: Sendable, Context: Sendable>: Sendable {
    /// A changeset, and the list's shape after it (checked when queued).
    case changeset(Changeset<Model>, userInfo: [String: any Sendable], shape: ListShape)
    case configuration(DataSourceConfiguration<Model, Context>, userInfo: [String: any Sendable])
    case reload(userInfo: [String: any Sendable])
    /// The host's traits changed: every item is laid out again with them.
    case traits(TraitCollection)
    /// A component state update inside the item with this identifier.
    case stateUpdate(itemID: Int)
}

/// An operation made concrete against the state it applies to: the items
/// to prepare, and how to build the next state from them.
///
/// Making a plan is the only part of a change the main actor does besides
/// validating it and swapping the result in, so it neither sorts nor
/// hashes: the placement, made by a worker alongside the preparation, does.
struct PreparationPlan<Model: Sendable, Context: Sendable>: Sendable {
    let operation: DataSourceOperation<Model, Context>
    let configuration: DataSourceConfiguration<Model, Context>
    /// Existing items first, then inserted ones (a changeset's in dictionary order).
    let jobs: PreparationJobs<Model>
    /// Identifiers given to inserted items, in job order after the updates.
    let insertedIDs: Range<Int>
    /// The state the plan was made against; the change is assembled on it.
    let base: DataSourceState<Model, Context>
    /// Hooks a new item's scope root up to the data source (its state
    /// updates re-render the item); called by the worker that makes it.
    let connectNewRoot: @Sendable (ScopeRoot, _ itemID: Int) -> Void

    init(operation: DataSourceOperation<Model, Context>, configuration: DataSourceConfiguration<Model, Context>,
         jobs: PreparationJobs<Model>, insertedIDs: Range<Int> = 0..<0, base: DataSourceState<Model, Context>,
         connectNewRoot: @escaping @Sendable (ScopeRoot, Int) -> Void = { _, _ in }) {
        self.operation = operation
        self.configuration = configuration
        self.jobs = jobs
        self.insertedIDs = insertedIDs
        self.base = base
        self.connectNewRoot = connectNewRoot
    }

    /// The number of jobs for items that already exist.
    var existingItemCount: Int { jobs.existingItemCount }
}
