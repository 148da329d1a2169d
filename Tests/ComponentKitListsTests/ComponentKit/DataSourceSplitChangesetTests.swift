import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing

/// A component as large as its model says.
private struct SizedComponent: CompositeComponent {
    let size: CGSize
    var body: some Component {
        ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: .points(size.width), height: .points(size.height)))
    }
}

/// Records every change a data source announces.
@MainActor
private final class AnnouncedChanges: DataSourceListener {
    var changes: [AppliedChanges] = []
    func dataSource(_ dataSource: DataSource<CGSize, Void>, didModify previous: DataSourceState<CGSize, Void>,
                    to state: DataSourceState<CGSize, Void>, with changes: AppliedChanges) {
        self.changes.append(changes)
    }
}

/// ComponentKit's CKDataSourceSplitChangesetTests: a changeset that appends
/// more items than fill the viewport is applied in two changes, the items
/// in the viewport first. Models are item sizes, as in the original.
///
/// Differences kept (see ``SplitChangesetOptions``): changesets that also
/// update or remove items are applied whole, and there is no `splitUpdates`.
/// The tests of those are adapted (a removal or an update is applied first,
/// then the appended items split) or not ported (the six `splitUpdates`
/// tests: testDataSourceSplitsUpdateChangesetsWhenOptionEnabled,
/// testDataSourceSplitsChangesetCorrectlyForNonZeroOffset,
/// testDataSourceDoesNotProcessDeferredUpdateWhenItemIsRemoved, …WhenSectionIsRemoved,
/// testDataSourceShiftsUpdatedChangesetIndicesWhenItemsAreRemoved, …WhenSectionsAreRemoved,
/// testDataSourceStateAfterApplyingSplitUpdateChangesetContainsCorrectModels).
@MainActor
@Suite("ComponentKit: CKDataSourceSplitChangesetTests")
struct DataSourceSplitChangesetTests {
    private let listener = AnnouncedChanges()

    private func makeDataSource(_ options: SplitChangesetOptions?) -> DataSource<CGSize, Void> {
        var configuration = DataSourceConfiguration(
            provider: ComponentProvider<CGSize, Void> { size, _ in SizedComponent(size: size) }, context: (),
            sizeRange: .unconstrained)
        configuration.splitChangesets = options
        let dataSource = DataSource(configuration: configuration)
        dataSource.addListener(listener)
        return dataSource
    }

    private func vertical() -> SplitChangesetOptions {
        SplitChangesetOptions(viewportBoundingSize: CGSize(width: 10, height: 20), layoutAxis: .vertical)
    }

    private func horizontal() -> SplitChangesetOptions {
        SplitChangesetOptions(viewportBoundingSize: CGSize(width: 20, height: 10), layoutAxis: .horizontal)
    }

    private static func initialInsertion(_ count: Int, _ size: CGSize) -> Changeset<CGSize> {
        Changeset(insertedSections: [0], insertedItems: Dictionary(uniqueKeysWithValues: (0..<count).map { ([0, $0], size) }))
    }

    private static func tailInsertion(_ range: Range<Int>, _ size: CGSize) -> Changeset<CGSize> {
        Changeset(insertedItems: Dictionary(uniqueKeysWithValues: range.map { ([0, $0], size) }))
    }

    private static func insertion(_ range: Range<Int>) -> AppliedChanges {
        var changes = AppliedChanges()
        if range.lowerBound == 0 { changes.insertedSections = [0] }
        changes.insertedIndexPaths = Set(range.map { [0, $0] })
        return changes
    }

    private static let square = CGSize(width: 10, height: 10)

    @Test func testDataSourceDoesNotSplitChangesetIfChangesetSplittingDisabled() throws {
        let dataSource = makeDataSource(nil)
        try dataSource.apply(Self.initialInsertion(10, Self.square), mode: .synchronous)
        #expect(listener.changes.first == Self.insertion(0..<10))
    }

    @Test func testDataSourceDoesNotSplitChangesetIfDoesntFillViewportVertical() throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(1, Self.square), mode: .synchronous)
        #expect(listener.changes.first == Self.insertion(0..<1))
    }

    @Test func testDataSourceDoesNotSplitChangesetIfFillsViewportVertical() throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(2, Self.square), mode: .synchronous)
        #expect(listener.changes.first == Self.insertion(0..<2))
    }

    @Test func testDataSourceSplitsChangesetIfOverflowsViewportVertical() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes == [Self.insertion(0..<2), Self.insertion(2..<4)])
    }

    @Test func testSplitChangesetIsAppliedAsynchronously() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous)
        #expect(listener.changes.count == 1)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 2)
    }

    @Test func testDataSourceDoesNotSplitChangesetIfDoesntFillViewportHorizontal() throws {
        let dataSource = makeDataSource(horizontal())
        try dataSource.apply(Self.initialInsertion(1, Self.square), mode: .synchronous)
        #expect(listener.changes.first == Self.insertion(0..<1))
    }

    @Test func testDataSourceDoesNotSplitChangesetIfFillsViewportHorizontal() throws {
        let dataSource = makeDataSource(horizontal())
        try dataSource.apply(Self.initialInsertion(2, Self.square), mode: .synchronous)
        #expect(listener.changes.first == Self.insertion(0..<2))
    }

    @Test func testDataSourceSplitsChangesetIfOverflowsViewportHorizontal() async throws {
        let dataSource = makeDataSource(horizontal())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes == [Self.insertion(0..<2), Self.insertion(2..<4)])
    }

    @Test func testDeferredChangesetHasTheSameUserInfo() async throws {
        let dataSource = makeDataSource(horizontal())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous, userInfo: ["foo": "bar"])
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 2)
        #expect(listener.changes.allSatisfy { $0.userInfo["foo"] as? String == "bar" })
    }

    @Test func testDataSourceDoesNotSplitChangesetIfExistingContentFillsViewport() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 2)
        try dataSource.apply(Self.tailInsertion(4..<8, Self.square), mode: .synchronous)
        #expect(listener.changes.count == 3)
        #expect(listener.changes[2] == Self.insertion(4..<8))
    }

    @Test func testDataSourceDoesNotSplitChangesetIfUpdateCausesSizeIncrease() throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(1, Self.square), mode: .synchronous)
        try dataSource.apply(Changeset(updatedItems: [[0, 0]: CGSize(width: 10, height: 30)],
                                       insertedItems: [[0, 1]: Self.square]), mode: .synchronous)
        #expect(listener.changes.count == 2)
        #expect(listener.changes[1].updatedIndexPaths == [[0, 0]])
        #expect(listener.changes[1].insertedIndexPaths == [[0, 1]])
    }

    /// Adapted: ComponentKit splits one changeset of an update and two
    /// insertions; here the update is applied, then the insertions split.
    @Test func testDataSourceSplitsChangesetIfUpdateCausesSizeDecrease() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(1, CGSize(width: 10, height: 40)), mode: .synchronous)
        try dataSource.apply(Changeset(updatedItems: [[0, 0]: Self.square]), mode: .synchronous)
        try dataSource.apply(Self.tailInsertion(1..<3, Self.square), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 4)
        #expect(listener.changes[1].updatedIndexPaths == [[0, 0]])
        #expect(listener.changes[2].insertedIndexPaths == [[0, 1]])
        #expect(listener.changes[3].insertedIndexPaths == [[0, 2]])
    }

    /// Adapted: the removal is applied, then the insertions split.
    @Test func testDataSourceSplitsChangesetIfItemRemovalCausesSizeDecrease() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(1, CGSize(width: 10, height: 40)), mode: .synchronous)
        try dataSource.apply(Changeset(removedItems: [[0, 0]]), mode: .synchronous)
        try dataSource.apply(Self.tailInsertion(0..<2, CGSize(width: 10, height: 20)), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 4)
        #expect(listener.changes[1].removedIndexPaths == [[0, 0]])
        #expect(listener.changes[2].insertedIndexPaths == [[0, 0]])
        #expect(listener.changes[3].insertedIndexPaths == [[0, 1]])
    }

    @Test func testDataSourceDoesNotSplitChangesetsIfNotContiguousTailInsertion() throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(1, Self.square), mode: .synchronous)
        try dataSource.apply(Self.tailInsertion(0..<2, Self.square), mode: .synchronous)
        #expect(listener.changes.count == 2)
        #expect(listener.changes[0].insertedIndexPaths == [[0, 0]])
        #expect(listener.changes[1].insertedIndexPaths == [[0, 0], [0, 1]])
    }

    @Test func testDataSourceDoesNotSplitUpdateChangesetsWhenOptionDisabled() async throws {
        let dataSource = makeDataSource(vertical())
        try dataSource.apply(Self.initialInsertion(4, Self.square), mode: .synchronous)
        await dataSource.waitUntilIdle()
        #expect(listener.changes.count == 2)
        try dataSource.apply(Changeset(updatedItems: Dictionary(uniqueKeysWithValues: (0..<4).map { ([0, $0], CGSize(width: 10, height: 20)) })),
                             mode: .synchronous)
        #expect(listener.changes.count == 3)
        #expect(listener.changes[0] == Self.insertion(0..<2))
        #expect(listener.changes[1] == Self.insertion(2..<4))
        var update = AppliedChanges()
        update.updatedIndexPaths = Set((0..<4).map { [0, $0] })
        update.updatedIndexPathsAfter = Dictionary(uniqueKeysWithValues: (0..<4).map { ([0, $0], [0, $0]) })
        #expect(listener.changes[2] == update)
    }
}
