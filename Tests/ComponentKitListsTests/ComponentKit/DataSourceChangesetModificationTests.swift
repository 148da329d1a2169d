import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing

/// ComponentKit's CKDataSourceChangesetModificationTests: applying a
/// changeset to a data source's state. Here a ``DataSource`` applies it
/// synchronously and its new ``DataSourceState`` is read; the components
/// are `ModelExposingComponent`s, so each test checks the model the
/// component at an index path was made from.
@MainActor
@Suite("ComponentKit: CKDataSourceChangesetModificationTests")
struct DataSourceChangesetModificationTests {
    typealias State = PendingChangesets.State

    func model(_ dataSource: DataSource<String, RowContext>, _ path: IndexPath) -> String? {
        PendingChangesets.model(dataSource, path)
    }

    @Test func testAppliedChangesIncludesUserInfo() throws {
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 1, items: 1))
        let listener = StringListener()
        dataSource.addListener(listener)
        try dataSource.apply(Changeset(), mode: .synchronous, userInfo: ["foo": "bar"])
        let changes = try #require(listener.changes.last)
        #expect(changes.userInfo["foo"] as? String == "bar")
        #expect(changes.userInfo.count == 1)
    }

    @Test func testInsertingSectionAndItemsInEmptyStateExposesNewItems() throws {
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 0, items: 0))
        try dataSource.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: "1", [0, 1]: "2"]), mode: .synchronous)
        #expect(dataSource.state.numberOfSections == 1)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 2)
    }

    @Test func testAppliesRemovedItemsThenRemovedSections() throws {
        // [0, 1], [2, 3]: removing section 0 and item 0 of section 1 leaves [3].
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 2, items: 2))
        try dataSource.apply(Changeset(removedItems: [[1, 0]], removedSections: [0]), mode: .synchronous)
        #expect(dataSource.state.numberOfSections == 1)
        #expect(dataSource.state.numberOfItems(inSection: 0) == 1)
        #expect(model(dataSource, [0, 0]) == "3")
    }

    @Test func testUpdateGeneratesNewComponent() throws {
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 1, items: 1))
        try dataSource.apply(Changeset(updatedItems: [[0, 0]: "updated"]), mode: .synchronous)
        #expect(model(dataSource, [0, 0]) == "updated")
    }

    @Test func testAppliesRemovedItemsThenInsertedItems() throws {
        // [0, 1]: removing 0 and inserting 2 at index 1 gives [1, 2].
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 1, items: 2))
        try dataSource.apply(Changeset(removedItems: [[0, 0]], insertedItems: [[0, 1]: "2"]), mode: .synchronous)
        #expect(model(dataSource, [0, 1]) == "2")
    }

    @Test func testMoveItem() throws {
        // [0, 1, 2]: moving the first to the last place gives [1, 2, 0].
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 1, items: 3))
        try dataSource.apply(Changeset(movedItems: [[0, 0]: [0, 2]]), mode: .synchronous)
        #expect(model(dataSource, [0, 0]) == "1")
        #expect(model(dataSource, [0, 1]) == "2")
        #expect(model(dataSource, [0, 2]) == "0")
    }

    @Test func testSwapItemsWithMoves() throws {
        // [0, 1], [2, 3]: swapping the first items gives [2, 1], [0, 3].
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 2, items: 2))
        try dataSource.apply(Changeset(movedItems: [[0, 0]: [1, 0], [1, 0]: [0, 0]]), mode: .synchronous)
        #expect(model(dataSource, [0, 0]) == "2")
        #expect(model(dataSource, [1, 0]) == "0")
    }

    @Test func testMoveWithRemovals() throws {
        // [0, 1, 2, 3] to [3, 0].
        let dataSource = try PendingChangesets.makeDataSource(State(sections: 1, items: 4))
        try dataSource.apply(Changeset(removedItems: [[0, 1], [0, 2]], movedItems: [[0, 3]: [0, 0]]), mode: .synchronous)
        #expect(model(dataSource, [0, 0]) == "3")
        #expect(model(dataSource, [0, 1]) == "0")
    }
}

/// Records the applied changes of a data source of strings.
@MainActor
final class StringListener: DataSourceListener {
    var changes: [AppliedChanges] = []

    func dataSource(
        _ dataSource: DataSource<String, RowContext>, didModify previous: DataSourceState<String, RowContext>,
        to state: DataSourceState<String, RowContext>, with changes: AppliedChanges
    ) {
        self.changes.append(changes)
    }

    func dataSource(
        _ dataSource: DataSource<String, RowContext>, didChangeSizeOfItemAt indexPath: IndexPath, from oldSize: CGSize,
        to newSize: CGSize, boundsAnimation: AnimationTiming?
    ) {}
}
