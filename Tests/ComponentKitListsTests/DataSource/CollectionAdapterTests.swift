import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Collection view adapter: cells, controllers and virtualization")
struct CollectionAdapterTests {
    let log = RowLog()

    func makeAdapter(height: CGFloat = 100, workingRange: CGFloat = 0)
        -> (Window, CollectionViewDataSource<Row, RowContext>)
    {
        let window = Window(size: CGSize(width: 100, height: height))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
        collection.workingRange = workingRange
        try? window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: Rows.configuration(Rows.provider(log)))
        return (window, adapter)
    }

    /// The item identifier each mounted cell shows, by index path.
    func mountedIDs(_ adapter: CollectionViewDataSource<Row, RowContext>) -> [IndexPath: Int] {
        var result: [IndexPath: Int] = [:]
        for path in adapter.collectionView.indexPathsForMountedItems { result[path] = adapter.cell(forItemAt: path)?.itemID }
        return result
    }

    @Test("Scrolling a 10,000-item list mounts only visible cells and the working range, with exact appear and disappear events")
    func virtualization() throws {
        let (_, adapter) = makeAdapter(workingRange: 30)
        try adapter.apply(Rows.insert((0..<10_000).map { Row(id: $0) }), mode: .synchronous)
        let list = adapter.collectionView
        #expect(list.indexPathsForMountedItems == (0..<13).map { [0, $0] })
        #expect(log.takeEvents() == (0..<10).map { "\($0):appear" })

        list.scroll(to: CGPoint(x: 0, y: 25))
        // Visible 25..<125: items 2 to 12; mounted -5..<155: items 0 to 15.
        #expect(list.indexPathsForMountedItems == (0..<16).map { [0, $0] })
        #expect(log.takeEvents() == ["0:disappear", "1:disappear", "10:appear", "11:appear", "12:appear"])

        list.scroll(to: CGPoint(x: 0, y: 50_000))
        #expect(list.indexPathsForMountedItems == (4_997..<5_013).map { [0, $0] })
        let events = log.takeEvents()
        #expect(events.filter { $0.hasSuffix("appear") && !$0.hasSuffix("disappear") } == (5_000..<5_010).map { "\($0):appear" })
        #expect(events.filter { $0.hasSuffix("disappear") }.sorted() == (2...12).map { "\($0):disappear" }.sorted())
        #expect(list.statistics.cellsCreated <= 16)
        for (path, id) in mountedIDs(adapter) { #expect(adapter.state.item(at: path)?.id == id) }
    }

    @Test("Removed items' controllers are invalidated; updated items keep theirs")
    func controllers() throws {
        let (_, adapter) = makeAdapter()
        try adapter.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        _ = log.takeEvents()
        try adapter.apply(Changeset(updatedItems: [[0, 1]: Row(id: 1, height: 30)]), mode: .synchronous)
        #expect(log.takeEvents().isEmpty)
        #expect(adapter.collectionView.frameForItem(at: [0, 2])?.minY == 40)
        try adapter.apply(Changeset(removedItems: [[0, 0]]), mode: .synchronous)
        #expect(log.takeEvents() == ["0:disappear", "0:invalidate"])
        adapter.removeAll(mode: .synchronous)
        #expect(Set(log.takeEvents()) == ["1:disappear", "1:invalidate", "2:disappear", "2:invalidate"])
        #expect(adapter.collectionView.indexPathsForMountedItems.isEmpty)
    }

    @Test("A state update inside a cell remounts that cell at its new size and moves the ones below")
    func stateUpdateResizesCell() async throws {
        let (_, adapter) = makeAdapter()
        try adapter.apply(Rows.insert((0..<5).map { Row(id: $0) }), mode: .synchronous)
        try #require(log.scope(1)).updateState { $0 = 3 }
        await adapter.dataSource.waitUntilIdle()
        #expect(adapter.collectionView.frameForItem(at: [0, 1])?.height == 40)
        #expect(adapter.cell(forItemAt: [0, 2])?.frame.minY == 50)
        let label = adapter.cell(forItemAt: [0, 1])?.subviews.first?.accessibilityLabel
        #expect(label == "1  3")
    }

    @Test("A state update that resizes a cell animates it and the cells below with the bounds animation")
    func stateUpdateBoundsAnimation() async throws {
        let (window, adapter) = makeAdapter()
        let timing = AnimationTiming(duration: 0.25, curve: .easeInOut)
        adapter.dataSource.stateUpdateBoundsAnimation = timing
        try adapter.apply(Rows.insert((0..<5).map { Row(id: $0) }), mode: .synchronous)
        let below = try #require(adapter.cell(forItemAt: [0, 2]))
        _ = window.takeTransaction()
        try #require(log.scope(1)).updateState { $0 = 3 }
        await adapter.dataSource.waitUntilIdle()
        let moves = window.takeTransaction().mutations.compactMap { mutation -> ViewAnimation? in
            guard case let .animate(id, animation) = mutation, id == below.id, animation.key == "frame" else { return nil }
            return animation
        }
        #expect(moves == [ViewAnimation(from: .frame(CGRect(x: 0, y: 20, width: 100, height: 10)),
                                        to: .frame(CGRect(x: 0, y: 50, width: 100, height: 10)), timing: timing)])
    }

    @Test("Without a bounds animation a resizing state update moves the cells below at once")
    func stateUpdateWithoutBoundsAnimation() async throws {
        let (window, adapter) = makeAdapter()
        try adapter.apply(Rows.insert((0..<5).map { Row(id: $0) }), mode: .synchronous)
        _ = window.takeTransaction()
        try #require(log.scope(1)).updateState { $0 = 3 }
        await adapter.dataSource.waitUntilIdle()
        let frameAnimations = window.takeTransaction().mutations.filter {
            if case let .animate(_, animation) = $0 { animation.key == "frame" } else { false }
        }
        #expect(frameAnimations.isEmpty)
        #expect(adapter.cell(forItemAt: [0, 2])?.frame.minY == 50)
    }

    @Test("With split changesets a first load shows the list's first screen at once, measured against its bounds, and the rest follows")
    func splitFirstLoad() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        collection.workingRange = 0
        try window.rootView.addSubview(collection)
        var configuration = Rows.configuration(Rows.provider(log))
        // The bounding size is for a list of unknown size: the list's own 100 points win.
        configuration.splitChangesets = SplitChangesetOptions(viewportBoundingSize: CGSize(width: 100, height: 1_000))
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: configuration)
        try adapter.apply(Rows.insert((0..<50).map { Row(id: $0) }), mode: .synchronous)
        #expect(collection.itemCounts == [10])
        #expect(collection.indexPathsForVisibleItems == (0..<10).map { [0, $0] })
        await adapter.dataSource.waitUntilIdle()
        #expect(collection.itemCounts == [50])
        #expect(adapter.dataSource.state.models[0].map(\.id) == Array(0..<50))
    }

    @Test("Controllers hear when their cell comes wholly into view, and the adapter's delegate too")
    func fullImpressionsReachControllers() throws {
        let (_, adapter) = makeAdapter()
        let delegate = ImpressionLog()
        adapter.delegate = delegate
        ImpressionController.log.removeAll()
        let provider = ComponentProvider<Row, RowContext> { row, _ in ImpressionComponent(row: row) }
        adapter.updateConfiguration(Rows.configuration(provider), mode: .synchronous)
        try adapter.apply(Rows.insert((0..<20).map { Row(id: $0, height: 40) }), mode: .synchronous)
        // 100 points: rows 0 (0–40) and 1 (40–80) are inside.
        #expect(ImpressionController.log == [0, 1])
        #expect(delegate.paths == [[0, 0], [0, 1]])
        adapter.collectionView.scroll(to: CGPoint(x: 0, y: 40))
        #expect(ImpressionController.log == [0, 1, 2])
    }

    @Test("A state update inside a cell is counted on the list's window when it is enqueued")
    func stateUpdateCountedOnWindow() throws {
        let (_, adapter) = makeAdapter()
        let window = Window(size: CGSize(width: 200, height: 400))
        try window.rootView.addSubview(adapter.collectionView)
        try adapter.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        let before = window.stateChangeCount
        try #require(log.scope(1)).updateState { $0 = 3 }
        #expect(window.stateChangeCount == before + 1)
    }

    @Test("A width change re-lays out every item and the list shows the new sizes")
    func widthChange() throws {
        let (_, adapter) = makeAdapter()
        let provider = Rows.provider(log)
        adapter.updateConfiguration(Rows.configuration(provider, width: 100), mode: .synchronous)
        try adapter.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        adapter.updateConfiguration(Rows.configuration(provider, width: 60), mode: .synchronous)
        #expect(adapter.collectionView.frameForItem(at: [0, 0])?.width == 60)
        #expect(adapter.cell(forItemAt: [0, 0])?.subviews.first?.frame.width == 60)
    }

    @Test("Models, sizes and supplementary headers come from the adapter")
    func modelsSizesAndHeaders() throws {
        let (_, adapter) = makeAdapter()
        let headers = SectionHeaders()
        adapter.supplementaryDataSource = headers
        var changeset = Changeset<Row>(insertedSections: [0, 1])
        changeset.insertedItems = [[0, 0]: Row(id: 0, height: 15), [1, 0]: Row(id: 1, height: 25)]
        try adapter.apply(changeset, mode: .synchronous)
        #expect(adapter.model(at: [1, 0]) == Row(id: 1, height: 25))
        #expect(adapter.model(at: [2, 0]) == nil)
        #expect(adapter.sizeForItem(at: [0, 0]) == CGSize(width: 100, height: 15))
        let second = try #require(adapter.collectionView.frameForItem(at: [1, 0]))
        #expect(second.minY == 39)
        let header = try #require(adapter.collectionView.supplementaryView(.header, inSection: 1))
        #expect(header.accessibilityLabel == "header 1")
        #expect(header.frame == CGRect(x: 0, y: 27, width: 100, height: 12))
    }
}

/// A 12-point header per section, labelled with its section.
@MainActor
final class SectionHeaders: CollectionSupplementaryDataSource {
    func collectionView(_ collectionView: CollectionView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        kind == .header ? CGSize(width: 0, height: 12) : .zero
    }
    func collectionView(_ collectionView: CollectionView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        view.accessibilityLabel = "\(kind.rawValue) \(section)"
    }
}

/// Logs the rows whose controllers heard of a full impression.
private struct ImpressionComponent: ControlledComponent {
    typealias Controller = ImpressionController
    let row: Row
    var scopeKey: String? { "impression-\(row.id)" }
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: .percent(100), height: .points(row.height)))
    }
}

private final class ImpressionController: ComponentController<ImpressionComponent> {
    @MainActor static var log: [Int] = []
    override func treeDidBecomeFullyVisible() { Self.log.append(component.row.id) }
}

@MainActor
private final class ImpressionLog: ListViewDelegate {
    var paths: [IndexPath] = []
    func listView(_ listView: ListView, didFullyDisplay cell: ListCell, forItemAt indexPath: IndexPath) { paths.append(indexPath) }
}
