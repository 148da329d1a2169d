import ComponentKit
import Foundation

/// A change waiting in a ``DataSource``'s queue.
enum DataSourceOperation<Model: Sendable, Context: Sendable>: Sendable {
    case changeset(Changeset<Model>, userInfo: [String: any Sendable])
    case configuration(DataSourceConfiguration<Model, Context>)
    case reload
    /// A component state update inside the item with this identifier.
    case stateUpdate(itemID: Int)
}

/// An operation made concrete against the state it applies to: the items
/// to prepare, and how to build the next state from them.
struct PreparationPlan<Model: Sendable, Context: Sendable>: Sendable {
    let operation: DataSourceOperation<Model, Context>
    let configuration: DataSourceConfiguration<Model, Context>
    let jobs: [PreparationJob<Model>]
    /// Identifiers given to inserted items, in job order after the updates.
    let insertedIDs: [Int]
    /// The state the plan was made against; the change is assembled on it.
    let base: DataSourceState<Model, Context>
    /// A changeset's updated and inserted index paths, sorted: the jobs' order.
    let updatedPaths: [IndexPath]
    let insertedPaths: [IndexPath]

    init(operation: DataSourceOperation<Model, Context>, configuration: DataSourceConfiguration<Model, Context>,
         jobs: [PreparationJob<Model>], insertedIDs: [Int] = [], base: DataSourceState<Model, Context>,
         updatedPaths: [IndexPath] = [], insertedPaths: [IndexPath] = []) {
        self.operation = operation
        self.configuration = configuration
        self.jobs = jobs
        self.insertedIDs = insertedIDs
        self.base = base
        self.updatedPaths = updatedPaths
        self.insertedPaths = insertedPaths
    }
}
