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

    /// ComponentKit's `kTestModelForLifecycleComponent`: the model whose
    /// component has a controller.
    nonisolated static let lifecycleModel = "lifecycle"

    @Test func testUpdateReturnsInvalidComponentControllers() throws {
        // Adapted: ComponentKit makes controllers while it builds components,
        // and the modification returns the controllers an update dropped
        // (`invalidComponentControllers`) for the caller to invalidate. Here a
        // controller is made when its component first mounts, and the data
        // source itself invalidates the controllers an update dropped once
        // the change is applied. So the item is mounted first, and the test
        // checks that the update invalidates that controller.
        let log = RowLog()
        let provider = ComponentProvider<String, RowContext> { model, _ in
            model == Self.lifecycleModel
                ? AnyComponent(RowComponent(row: Row(id: 1), log: log)) : AnyComponent(ModelExposingComponent(model: model))
        }
        let dataSource = DataSource(configuration: DataSourceConfiguration(
            provider: provider, context: RowContext(), sizeRange: .flexibleHeight(width: 100),
            layoutContext: LayoutContext(pointScale: 1), parallelism: 1))
        try dataSource.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: Self.lifecycleModel]), mode: .synchronous)
        let window = Window(size: CGSize(width: 100, height: 100))
        ComponentMounter().mount(try #require(dataSource.state.item(at: [0, 0])).layout, in: window.rootView)
        #expect(log.takeEvents().isEmpty, "mounted: the controller exists and is valid")

        try dataSource.apply(Changeset(updatedItems: [[0, 0]: ""]), mode: .synchronous)
        #expect(log.takeEvents() == ["1:invalidate"],
                "Invalid component controller should be returned because component is removed from hierarchy.")
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
