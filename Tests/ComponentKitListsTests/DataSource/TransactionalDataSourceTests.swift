import ComponentKit
import ComponentKitLists
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Transactional data sources: what both adapters offer")
struct TransactionalDataSourceTests {
    let log = RowLog()

    /// Applies two asynchronous changes, then waits through the adapter: both are in the list when the wait returns.
    func waitForChanges(_ adapter: some TransactionalDataSource<Row, RowContext>, mounted: () -> [IndexPath]) async throws {
        try adapter.apply(Rows.insert((0..<5).map { Row(id: $0) }))
        try adapter.apply(Changeset(removedItems: [[0, 0]]))
        #expect(adapter.hasPendingChanges)
        #expect(adapter.state.sections.isEmpty, "an asynchronous change is not applied before the call returns")
        await adapter.waitUntilIdle()
        #expect(!adapter.hasPendingChanges)
        #expect((0..<4).map { adapter.model(at: [0, $0])?.id } == [1, 2, 3, 4])
        #expect(mounted() == (0..<4).map { [0, $0] })
        await adapter.waitUntilIdle()   // nothing pending: returns at once
    }

    @Test("waitUntilIdle() on a collection view adapter returns once the queued changes are in the list")
    func collectionView() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: Rows.configuration(Rows.provider(log)))
        try await waitForChanges(adapter) { collection.indexPathsForMountedItems }
    }

    @Test("waitUntilIdle() on a table view adapter returns once the queued changes are in the list")
    func tableView() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try window.rootView.addSubview(table)
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(log)))
        try await waitForChanges(adapter) { table.indexPathsForMountedItems }
    }

    @Test("waitUntilIdle() also waits for a cell's asynchronous state update")
    func stateUpdates() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: Rows.configuration(Rows.provider(log)))
        try adapter.apply(Rows.insert([Row(id: 0), Row(id: 1)]), mode: .synchronous)
        let scope = try #require(log.scope(0))
        scope.updateState { $0 += 1 }   // 10 points taller, rendered in a later turn
        #expect(adapter.hasPendingChanges)
        #expect(adapter.sizeForItem(at: [0, 0]).height == 10)
        await adapter.waitUntilIdle()
        #expect(adapter.sizeForItem(at: [0, 0]).height == 20)
        #expect(collection.frameForItem(at: [0, 1])?.minY == 20)
    }
}
