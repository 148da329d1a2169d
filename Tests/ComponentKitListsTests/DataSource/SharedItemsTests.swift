import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// Data sources that share prepared items (`sharesPreparedItems`): one
/// build and layout per item for every data source that would make the
/// same one, and none shared where state, context or analytics make them
/// differ.
@MainActor
@Suite("Data source: items shared between data sources")
struct SharedItemsTests {
    /// Counts the provider's calls per model, across the preparation workers.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
        func of(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
    }

    /// A row named uniquely per test, so tests running at once never share.
    struct Item: Hashable, Sendable {
        var name: String
        var height: CGFloat = 20
    }

    static func statelessProvider(_ calls: Calls) -> ComponentProvider<Item, RowContext> {
        ComponentProvider { item, context in
            calls.count(item.name)
            return ViewComponent(
                view: ViewConfiguration(View.self, [.accessibilityLabel("\(item.name) \(context.theme)")]),
                size: ComponentSize(width: .percent(100), height: .points(item.height)))
        }
    }

    func configuration(_ provider: ComponentProvider<Item, RowContext>, width: CGFloat = 100, theme: String = "light",
                       sharing: Bool = true, listeners: [any AnalyticsListener] = []) -> DataSourceConfiguration<Item, RowContext> {
        var configuration = DataSourceConfiguration(
            provider: provider, context: RowContext(theme: theme), sizeRange: .flexibleHeight(width: width),
            layoutContext: LayoutContext(textMeasurer: nil, pointScale: 1), parallelism: 2, analyticsListeners: listeners)
        configuration.sharesPreparedItems = sharing
        return configuration
    }

    func items(_ names: [String]) -> Changeset<Item> {
        var changeset = Changeset<Item>(insertedSections: [0])
        for (index, name) in names.enumerated() { changeset.insertedItems[[0, index]] = Item(name: name) }
        return changeset
    }

    func filled<Context>(_ configuration: DataSourceConfiguration<Item, Context>, with names: [String]) throws -> DataSource<Item, Context> {
        let dataSource = DataSource(configuration: configuration)
        try dataSource.apply(items(names), mode: .synchronous)
        return dataSource
    }

    func item<Context>(_ dataSource: DataSource<Item, Context>, _ index: Int) throws -> DataSourceItem<Item> {
        try #require(dataSource.state.item(at: [0, index]))
    }

    func item(_ dataSource: DataSource<Row, RowContext>, _ index: Int) throws -> DataSourceItem<Row> {
        try #require(dataSource.state.item(at: [0, index]))
    }

    func names(_ count: Int) -> [String] {
        let test = UUID().uuidString
        return (0..<count).map { "\(test)-\($0)" }
    }

    @Test("A second data source with the same configuration uses the first one's components and layouts")
    func sharedBetweenDataSources() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(40)
        let first = try filled(configuration(provider), with: names)
        let second = try filled(configuration(provider), with: names)
        for index in names.indices {
            let (mine, theirs) = (try item(first, index), try item(second, index))
            #expect(mine.layout === theirs.layout)
            #expect(mine.scopeRoot !== theirs.scopeRoot, "each data source keeps a scope root of its own per item")
            #expect(calls.of(names[index]) == 1)
        }
    }

    @Test("Sharing is off by default, and each data source builds its own items")
    func offByDefault() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(3)
        let first = try filled(configuration(provider, sharing: false), with: names)
        let second = try filled(configuration(provider, sharing: false), with: names)
        #expect(try item(first, 0).layout !== item(second, 0).layout)
        #expect(calls.of(names[0]) == 2)
    }

    @Test("A different context, size range or provider makes items of its own")
    func differentConfigurationsDoNotShare() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(2)
        let base = try filled(configuration(provider), with: names)
        let dark = try filled(configuration(provider, theme: "dark"), with: names)
        let wide = try filled(configuration(provider, width: 200), with: names)
        let other = try filled(configuration(Self.statelessProvider(calls)), with: names)
        let layouts = try [base, dark, wide, other].map { try item($0, 0).layout }
        #expect(Set(layouts.map(ObjectIdentifier.init)).count == 4)
        #expect(calls.of(names[0]) == 4)
        #expect(try item(wide, 0).layout.size.width == 200)
    }

    @Test("Items whose tree holds state are never shared")
    func statefulItemsAreTheirOwn() throws {
        let log = RowLog()
        var configuration = Rows.configuration(Rows.provider(log))
        configuration.sharesPreparedItems = true
        let rows = (0..<3).map { Row(id: $0) }
        let first = DataSource(configuration: configuration), second = DataSource(configuration: configuration)
        try first.apply(Rows.insert(rows), mode: .synchronous)
        try second.apply(Rows.insert(rows), mode: .synchronous)
        #expect(try item(first, 1).layout !== item(second, 1).layout)
        #expect(log.takeProvided().filter { $0 == 1 }.count == 2)
    }

    @Test("Nothing is shared while the configuration has analytics listeners")
    func analyticsListenersSeeEveryItem() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(2)
        let listener = ThreadedAnalyticsLog()
        let first = try filled(configuration(provider, listeners: [listener]), with: names)
        let second = try filled(configuration(provider, listeners: [listener]), with: names)
        #expect(try item(first, 0).layout !== item(second, 0).layout)
        #expect(calls.of(names[0]) == 2)
        #expect(listener.entries.filter { $0.text.hasPrefix("did build") }.count == 4)
    }

    @Test("Listeners that allow shared items hear each item built once, and the items are shared")
    func listenersThatAllowSharing() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(2)
        let allowing = ThreadedAnalyticsLog(allowsSharedItems: true)
        let first = try filled(configuration(provider, listeners: [allowing]), with: names)
        let second = try filled(configuration(provider, listeners: [allowing]), with: names)
        #expect(try item(first, 0).layout === item(second, 0).layout)
        #expect(calls.of(names[0]) == 1)
        #expect(allowing.entries.filter { $0.text.hasPrefix("did build") }.count == 2, "one build per item, not per data source")
        let strict = ThreadedAnalyticsLog()
        let third = try filled(configuration(provider, listeners: [allowing, strict]), with: names)
        #expect(try item(third, 0).layout !== item(first, 0).layout, "one listener that expects every item turns sharing off")
        #expect(strict.entries.filter { $0.text.hasPrefix("did build") }.count == 2)
    }

    @Test("An action sent to the host from a shared item's view reaches the data source that mounted it")
    func hostActionsFromSharedItems() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(1)
        let first = try filled(configuration(provider), with: names)
        let second = try filled(configuration(provider), with: names)
        let (firstPicks, secondPicks) = (PickLog(), PickLog())
        first.actionResponder = firstPicks
        second.actionResponder = secondPicks
        #expect(try item(first, 0).layout === item(second, 0).layout)
        for (dataSource, tapped) in [(first, "mine"), (second, "theirs")] {
            let cell = ComponentCell(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            cell.mount(try item(dataSource, 0))
            let view = try #require(cell.subviews.last, "the mounted row")
            #expect(Action<Void>.sendToHost(.pick, value: tapped).send((), from: view))
        }
        #expect(firstPicks.picked == ["mine"] && secondPicks.picked == ["theirs"])
    }

    @Test("A shared item goes once no data source holds it, and is made again when needed")
    func releasedWithItsDataSources() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(1)
        weak var released: Layout?
        do {
            let first = try filled(configuration(provider), with: names)
            released = try item(first, 0).layout
            #expect(released != nil)
        }
        #expect(released == nil, "the process holds shared items only weakly")
        let again = try filled(configuration(provider), with: names)
        #expect(calls.of(names[0]) == 2)
        #expect(try item(again, 0).layout.size.height == 20)
    }

    @Test("A resized list shares its new layouts with another at the new width")
    func resizedListsShare() throws {
        let calls = Calls(), provider = Self.statelessProvider(calls), names = names(5)
        let first = try filled(configuration(provider), with: names)
        first.updateConfiguration(configuration(provider, width: 300), mode: .synchronous)
        let second = try filled(configuration(provider, width: 300), with: names)
        #expect(try item(first, 4).layout === item(second, 4).layout)
        #expect(try item(second, 4).layout.size.width == 300)
    }
}

extension ActionName where Value == String {
    static let pick = ActionName("pick")
}

/// Records the values of `pick` actions it hears.
@MainActor
final class PickLog: ActionResponding {
    var picked: [String] = []
    func handle(_ event: ActionEvent) -> Bool {
        guard let value = event.value(for: .pick) else { return false }
        picked.append(value)
        return true
    }
}
