import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// ComponentKit's changeset semantics through the data source and a list:
/// an item updated and moved at once, and sections moving with their items.
@MainActor
@Suite("Changesets as ComponentKit applies them: update and move, section moves")
struct ChangesetSemanticsTests {
    let log = RowLog()

    func makeAdapter() -> (Window, CollectionViewDataSource<Row, RowContext>) {
        let window = Window(size: CGSize(width: 100, height: 400))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        try? window.rootView.addSubview(collection)
        return (window, CollectionViewDataSource(collectionView: collection, configuration: Rows.configuration(Rows.provider(log))))
    }

    /// What each mounted cell shows, by index path: its item id and accessibility label.
    func shown(_ adapter: CollectionViewDataSource<Row, RowContext>) -> [IndexPath: String] {
        var result: [IndexPath: String] = [:]
        for path in adapter.collectionView.indexPathsForMountedItems {
            result[path] = adapter.cell(forItemAt: path)?.subviews.first?.accessibilityLabel
        }
        return result
    }

    @Test("An item updated and moved in one changeset gets its new model and lands at the destination")
    func updateAndMove() throws {
        let (_, adapter) = makeAdapter()
        let listener = RecordingListener()
        adapter.dataSource.addListener(listener)
        try adapter.apply(Rows.insert((0..<4).map { Row(id: $0) }), mode: .synchronous)
        let cell = adapter.cell(forItemAt: [0, 1])
        _ = log.takeEvents()
        try adapter.apply(Changeset(updatedItems: [[0, 1]: Row(id: 1, title: "one")], movedItems: [[0, 1]: [0, 3]]),
                          mode: .synchronous)
        #expect(adapter.state.models[0].map(\.id) == [0, 2, 3, 1])
        #expect(adapter.state.models[0][3].title == "one")
        let changes = try #require(listener.changes.last)
        #expect(changes.updatedIndexPaths == [[0, 1]])
        #expect(changes.updatedIndexPathsAfter == [[0, 1]: [0, 3]])
        #expect(changes.movedIndexPaths == [[0, 1]: [0, 3]])
        #expect(shown(adapter)[[0, 3]] == "1 one 0")
        #expect(adapter.cell(forItemAt: [0, 3]) === cell, "the cell moves with its item")
        #expect(log.takeEvents().filter { $0.hasPrefix("1:") }.isEmpty, "the controller stays: no invalidate, no disappear")
    }

    @Test("Sections move with their items and cells; the others keep their order")
    func sectionMoves() throws {
        let (_, adapter) = makeAdapter()
        let listener = RecordingListener()
        adapter.dataSource.addListener(listener)
        var first = Changeset<Row>(insertedSections: [0, 1, 2])
        for (section, ids) in [[0, 1], [10, 11, 12], [20]].enumerated() {
            for (item, id) in ids.enumerated() { first.insertedItems[[section, item]] = Row(id: id) }
        }
        try adapter.apply(first, mode: .synchronous)
        let moving = adapter.cell(forItemAt: [2, 0])
        try adapter.apply(Changeset(updatedItems: [[1, 0]: Row(id: 10, title: "ten")], movedSections: [2: 0]), mode: .synchronous)
        #expect(adapter.state.models.map { $0.map(\.id) } == [[20], [0, 1], [10, 11, 12]])
        let changes = try #require(listener.changes.last)
        #expect(changes.movedSections == [2: 0])
        #expect(changes.updatedIndexPathsAfter == [[1, 0]: [2, 0]])
        #expect(adapter.collectionView.itemCounts == [1, 2, 3])
        #expect(adapter.cell(forItemAt: [0, 0]) === moving)
        #expect(shown(adapter)[[2, 0]] == "10 ten 0")
        #expect(adapter.collectionView.frameForItem(at: [0, 0])?.minY == 0)
    }

    @Test("A list refuses a section move that does not add up, and stays as it was")
    func listRefusesBadSectionMove() throws {
        let (_, adapter) = makeAdapter()
        try adapter.apply(Changeset(insertedSections: [0, 1], insertedItems: [[0, 0]: Row(id: 0), [1, 0]: Row(id: 1)]),
                          mode: .synchronous)
        let list = adapter.collectionView
        #expect(throws: ListViewError.self) { try list.performBatchUpdates(ListUpdate(movedSections: [0: 1, 1: 1])) }
        #expect(throws: ListViewError.self) { try list.performBatchUpdates(ListUpdate(movedSections: [0: 2])) }
        try list.performBatchUpdates(ListUpdate(movedSections: [0: 1, 1: 0]))
        #expect(list.indexPathsForMountedItems == [[0, 0], [1, 0]])
    }
}
