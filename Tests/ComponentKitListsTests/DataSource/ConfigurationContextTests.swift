import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// A context that is not `Equatable`, as many apps' are (closures, services).
private struct Services: Sendable {
    var name: String
    var log: @Sendable (String) -> Void
}

private final class Theme: Sendable {
    let ink: Color
    init(ink: Color) { self.ink = ink }
}

@MainActor
@Suite("Data source configuration: contexts that are not Equatable, providers that return nil")
struct ConfigurationContextTests {
    let log = RowLog()

    private func provider<Context>(_ context: Context.Type) -> ComponentProvider<Row, Context> {
        let log = log
        return ComponentProvider { row, _ in
            log.provided(row.id)
            return RowComponent(row: row, log: log)
        }
    }

    private func configuration<Context>(
        _ provider: ComponentProvider<Row, Context>, context: Context, width: CGFloat
    ) -> DataSourceConfiguration<Row, Context> {
        DataSourceConfiguration(provider: provider, context: context, sizeRange: .flexibleHeight(width: width),
                                layoutContext: LayoutContext(pointScale: 1), parallelism: 2)
    }

    @Test("A Void context: a width change lays items out again without making components")
    func voidContextKeepsComponents() throws {
        let provider = provider(Void.self)
        let dataSource = DataSource(configuration: configuration(provider, context: (), width: 100))
        try dataSource.apply(Rows.insert((0..<3).map { Row(id: $0) }), mode: .synchronous)
        _ = log.takeProvided()
        dataSource.updateConfiguration(configuration(provider, context: (), width: 240), mode: .synchronous)
        #expect(dataSource.state.sections[0].map(\.layout.size.width) == [240, 240, 240])
        #expect(log.takeProvided().isEmpty)
    }

    @Test("Contexts that are not Equatable compare by their bits: the same value again is the same context")
    func nonEquatableContexts() {
        let services = Services(name: "live") { _ in }
        let other = Services(name: "test") { _ in }
        let provider = provider(Services.self)
        #expect(configuration(provider, context: services, width: 100)
            .makesSameComponents(as: configuration(provider, context: services, width: 300)))
        #expect(!configuration(provider, context: services, width: 100)
            .makesSameComponents(as: configuration(provider, context: other, width: 100)))

        let theme = Theme(ink: .black)
        let themed = self.provider(Theme.self)
        #expect(configuration(themed, context: theme, width: 100).makesSameComponents(as: configuration(themed, context: theme, width: 1)))
        #expect(!configuration(themed, context: theme, width: 100)
            .makesSameComponents(as: configuration(themed, context: Theme(ink: .black), width: 100)))
        #expect(!configuration(themed, context: theme, width: 100)
            .makesSameComponents(as: configuration(self.provider(Theme.self), context: theme, width: 100)),
                "another provider makes other components")
    }

    @Test("A provider that returns nil gives its item an empty layout of the smallest size, and others are unaffected")
    func providerReturningNil() throws {
        let log = log
        let provider = ComponentProvider<Row, Void> { row, _ in
            row.id.isMultiple(of: 2) ? RowComponent(row: row, log: log) : nil
        }
        let dataSource = DataSource(configuration: configuration(provider, context: (), width: 100))
        try dataSource.apply(Rows.insert((0..<4).map { Row(id: $0) }), mode: .synchronous)
        let items = dataSource.state.sections[0]
        #expect(items.map(\.layout.size) == [CGSize(width: 100, height: 10), CGSize(width: 100, height: 0),
                                             CGSize(width: 100, height: 10), CGSize(width: 100, height: 0)])
        #expect(items[1].component is EmptyComponent)
        #expect(items[1].layout.children.isEmpty)
    }
}
