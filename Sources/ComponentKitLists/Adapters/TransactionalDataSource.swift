import ComponentKit
import Foundation

/// What both list adapters offer: a ``DataSource`` driven by changesets,
/// whose changes the adapter turns into its list view's batch updates, as
/// CKToolbox's transactional data sources.
///
/// ```swift
/// func show(_ photos: [Photo], in list: some TransactionalDataSource<Photo, Void>) throws {
///     try list.apply(Changeset(insertedItems: [[0, 0]: photos[0]]), mode: .synchronous)
/// }
/// ```
@MainActor
public protocol TransactionalDataSource<Model, Context>: AnyObject {
    /// The items' model type.
    associatedtype Model: Sendable
    /// The component provider's context type.
    associatedtype Context: Sendable

    /// The data source whose state the list shows.
    var dataSource: DataSource<Model, Context> { get }
}

extension TransactionalDataSource {
    /// The items the list shows.
    public var state: DataSourceState<Model, Context> { dataSource.state }

    /// Applies `changeset`; see ``DataSource/apply(_:mode:userInfo:)``.
    public func apply(
        _ changeset: Changeset<Model>, mode: DataSource<Model, Context>.UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:]
    ) throws(ChangesetError) {
        try dataSource.apply(changeset, mode: mode, userInfo: userInfo)
    }

    /// Replaces the configuration; see ``DataSource/updateConfiguration(_:mode:userInfo:)``.
    public func updateConfiguration(
        _ configuration: DataSourceConfiguration<Model, Context>, mode: DataSource<Model, Context>.UpdateMode = .asynchronous,
        userInfo: [String: any Sendable] = [:]
    ) {
        dataSource.updateConfiguration(configuration, mode: mode, userInfo: userInfo)
    }

    /// Makes every component again; see ``DataSource/reload(mode:userInfo:)``.
    public func reload(mode: DataSource<Model, Context>.UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]) {
        dataSource.reload(mode: mode, userInfo: userInfo)
    }

    /// Removes every section and item; `userInfo` reaches the listeners.
    public func removeAll(mode: DataSource<Model, Context>.UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]) {
        dataSource.removeAll(mode: mode, userInfo: userInfo)
    }

    /// Whether changes are queued or being prepared; see ``DataSource/hasPendingChanges``.
    public var hasPendingChanges: Bool { dataSource.hasPendingChanges }

    /// Returns once every change applied so far, and every asynchronous
    /// state update of an item, is in the list: the list view has had its
    /// batch update and shows the new cells. For tests, and for code that
    /// must act on what the list shows.
    ///
    /// ```swift
    /// try feed.apply(changeset)            // asynchronous: prepared in the background
    /// await feed.waitUntilIdle()
    /// #expect(feed.cell(forItemAt: [0, 0]) != nil)
    /// ```
    public func waitUntilIdle() async {
        await dataSource.waitUntilIdle()
    }

    /// The model at `indexPath`, or nil.
    public func model(at indexPath: IndexPath) -> Model? { dataSource.state.item(at: indexPath)?.model }

    /// The laid-out size of the item at `indexPath`, or zero.
    public func sizeForItem(at indexPath: IndexPath) -> CGSize { dataSource.state.item(at: indexPath)?.layout.size ?? .zero }
}
