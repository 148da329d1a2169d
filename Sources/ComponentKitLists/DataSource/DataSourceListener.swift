import ComponentKit
import Foundation

/// Told about every change a ``DataSource`` applies, on the main actor, in
/// order, as `CKDataSourceListener`.
@MainActor
public protocol DataSourceListener<Model, Context>: AnyObject {
    /// The model type of the data source listened to.
    associatedtype Model: Sendable
    /// The context type of the data source listened to.
    associatedtype Context: Sendable

    /// The data source replaced `previous` by `state`; `changes` says how.
    func dataSource(
        _ dataSource: DataSource<Model, Context>, didModify previous: DataSourceState<Model, Context>,
        to state: DataSourceState<Model, Context>, with changes: AppliedChanges)

    /// A state update inside the item at `indexPath` changed its size.
    func dataSource(
        _ dataSource: DataSource<Model, Context>, didChangeSizeOfItemAt indexPath: IndexPath, from oldSize: CGSize,
        to newSize: CGSize, boundsAnimation: AnimationTiming?)

    /// A component inside one of the items enqueued a state update; the
    /// item is rendered again later (at once for a synchronous update).
    /// List adapters record it on their list's window
    /// (`Window.recordStateChange()`).
    func dataSourceDidEnqueueStateUpdate(_ dataSource: DataSource<Model, Context>)
}

extension DataSourceListener {
    /// Ignores size changes.
    public func dataSource(
        _ dataSource: DataSource<Model, Context>, didChangeSizeOfItemAt indexPath: IndexPath, from oldSize: CGSize,
        to newSize: CGSize, boundsAnimation: AnimationTiming?
    ) {}

    /// Ignores state updates until they are applied.
    public func dataSourceDidEnqueueStateUpdate(_ dataSource: DataSource<Model, Context>) {}
}
