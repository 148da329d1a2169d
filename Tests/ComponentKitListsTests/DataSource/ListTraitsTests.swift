import ComponentKit
@testable import ComponentKitLists
import Foundation
import Synchronization
import Testing
import ViewTree

private enum AccentKey: ComponentContextKey {
    static let defaultValue = Color.black
}

extension ComponentContext {
    fileprivate var listAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// A row whose height follows the text size and whose colour comes from the context.
private struct SizedRow: CompositeComponent {
    let id: Int
    var body: some Component {
        let context = ComponentContext.current
        return ViewComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(context.listAccent)]),
            size: ComponentSize(height: .points(context.contentSizeCategory.bodySize)))
    }
}

/// A stateful row that reads no trait, counting its renders by thread.
private struct PlainRow: StatefulComponent, Equatable {
    let id: Int
    static let renders = Mutex<Int>(0)
    var scopeKey: String? { "\(id)" }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        Self.renders.withLock { $0 += 1 }
        return ViewComponent(size: ComponentSize(height: 10))
    }
}

@MainActor
@Suite("Lists follow the component context and traits", .serialized)
struct ListTraitsTests {
    private func configuration(parallelism: Int = 2) -> DataSourceConfiguration<Int, Void> {
        var layoutContext = LayoutContext(pointScale: 1)
        layoutContext.componentContext.listAccent = .red
        return DataSourceConfiguration(
            provider: ComponentProvider { id, _ in id < 1_000 ? SizedRow(id: id) as any Component : PlainRow(id: id) }, context: (),
            sizeRange: .flexibleHeight(width: 100), layoutContext: layoutContext, parallelism: parallelism)
    }

    private func components(_ dataSource: DataSource<Int, Void>) -> [ViewComponent] {
        dataSource.state.sections.joined().compactMap { $0.layout.children.first?.layout.component as? ViewComponent }
    }

    @Test("Every item prepared on two workers reads the configuration's context")
    func parallelPreparationReadsContext() throws {
        let dataSource = DataSource(configuration: configuration())
        let ids = Array(0..<400)
        try dataSource.apply(Changeset(insertedSections: [0], insertedItems: Dictionary(uniqueKeysWithValues: ids.map { ([0, $0], $0) })),
                             mode: .synchronous)
        let all = components(dataSource)
        #expect(all.count == 400)
        #expect(all.allSatisfy { $0.viewConfiguration.attributes.contains(Attribute<View>.backgroundColor(.red).erased) })
        #expect(dataSource.state.sections[0].allSatisfy { $0.layout.size.height == 17 })
    }

    @Test("New traits lay every item out again; stateful items that read no trait keep their layouts")
    func updateTraits() async throws {
        PlainRow.renders.withLock { $0 = 0 }
        let dataSource = DataSource(configuration: configuration())
        let ids = Array(0..<100) + Array(1_000..<1_100)
        try dataSource.apply(Changeset(insertedSections: [0], insertedItems: Dictionary(uniqueKeysWithValues: ids.enumerated().map { ([0, $0.offset], $0.element) })),
                             mode: .synchronous)
        #expect(PlainRow.renders.withLock { $0 } == 100)
        dataSource.updateTraits(TraitCollection(contentSizeCategory: .accessibilityLarge))
        await dataSource.waitUntilIdle()
        let heights = dataSource.state.sections[0].map(\.layout.size.height)
        #expect(Array(heights[0..<100]) == Array(repeating: 33, count: 100))
        #expect(Array(heights[100...]) == Array(repeating: 10, count: 100))
        #expect(PlainRow.renders.withLock { $0 } == 100, "no plain row rendered again")
        #expect(dataSource.hostTraits?.contentSizeCategory == .accessibilityLarge)

        // A later configuration keeps the host's traits.
        dataSource.updateConfiguration(configuration(), mode: .synchronous)
        #expect(dataSource.state.sections[0][0].layout.size.height == 33)
        dataSource.updateTraits(TraitCollection(contentSizeCategory: .accessibilityLarge))
        #expect(!dataSource.hasPendingChanges, "the same traits again change nothing")
    }

    @Test("A table adapter measures its cells again when its window's traits change")
    func adapterFollowsWindow() async throws {
        let window = Window(size: CGSize(width: 100, height: 400))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        try window.rootView.addSubview(table)
        let adapter = TableViewDataSource(tableView: table, configuration: configuration(parallelism: 1))
        try adapter.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: 1, [0, 1]: 2]), mode: .synchronous)
        #expect(table.frameForItem(at: [0, 1])?.minY == 17)
        window.traitCollection = TraitCollection(contentSizeCategory: .extraSmall)
        await adapter.waitUntilIdle()
        #expect(table.frameForItem(at: [0, 1])?.minY == 14)
        #expect(adapter.sizeForItem(at: [0, 0]).height == 14)
    }

    @Test("An adapter made for a list already in a dark window starts dark")
    func adapterStartsWithWindowTraits() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        window.traitCollection = TraitCollection(colorScheme: .dark, contentSizeCategory: .extraLarge)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: configuration())
        try adapter.apply(Changeset(insertedSections: [0], insertedItems: [[0, 0]: 1]), mode: .synchronous)
        #expect(adapter.sizeForItem(at: [0, 0]).height == 19)
    }
}
