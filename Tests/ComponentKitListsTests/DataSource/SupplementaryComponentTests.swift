import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// A labelled 18-point bar: what the header and footer components show.
private func bar(_ name: String, height: CGFloat = 18) -> any Component {
    ViewComponent(view: ViewConfiguration(View.self, [.accessibilityLabel(name)]),
                  size: ComponentSize(width: .percent(100), height: .points(height)))
}

/// A header that counts its section's rows, from the adapter's state.
@MainActor
private final class CountingHeaders: TableViewSupplementaryDataSource {
    weak var adapter: TableViewDataSource<Row, RowContext>?
    func tableView(_ tableView: TableView, componentForHeaderInSection section: Int) -> (any Component)? {
        bar("\(adapter?.state.numberOfItems(inSection: section) ?? 0) rows")
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        "\(adapter?.state.numberOfItems(inSection: section) ?? 0) in all"
    }
}

/// Component headers for even sections, titles for odd ones, a component footer on the last.
@MainActor
private final class MixedHeaders: TableViewSupplementaryDataSource, CollectionSupplementaryDataSource {
    var sections = 2
    var componentParity = 0
    func tableView(_ tableView: TableView, componentForHeaderInSection section: Int) -> (any Component)? {
        section % 2 == componentParity ? bar("header component \(section)") : nil
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Title \(section)" }
    func tableView(_ tableView: TableView, componentForFooterInSection section: Int) -> (any Component)? {
        section == sections - 1 ? bar("footer component", height: 10) : nil
    }
    func collectionView(_ collectionView: CollectionView, componentFor kind: SupplementaryKind, inSection section: Int) -> (any Component)? {
        kind == .header ? bar("collection header \(section)", height: 14) : nil
    }
}

@MainActor
@Suite("Header and footer components of sections and of the whole table")
struct SupplementaryComponentTests {
    private func labels(in view: View?) -> [String] {
        view?.subtree.filter { !$0.isHidden }.compactMap(\.accessibilityLabel) ?? []
    }

    private func rows(_ counts: [Int]) -> Changeset<Row> {
        var changeset = Changeset<Row>(insertedSections: IndexSet(counts.indices))
        for (section, count) in counts.enumerated() {
            for item in 0..<count { changeset.insertedItems[[section, item]] = Row(id: section * 10 + item, height: 20) }
        }
        return changeset
    }

    @Test("A table section's component header is laid out as wide as the table and mounted; a title shows where there is none")
    func tableSections() throws {
        let window = Window(size: CGSize(width: 120, height: 300))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        try window.rootView.addSubview(table)
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(RowLog()), width: 120))
        let headers = MixedHeaders()
        adapter.supplementaryDataSource = headers
        try adapter.apply(rows([2, 2]), mode: .synchronous)
        #expect(table.frame(of: .header, inSection: 0) == CGRect(x: 0, y: 0, width: 120, height: 18))
        #expect(table.frame(of: .header, inSection: 1)?.height == adapter.sectionTitleHeight)
        #expect(table.frame(of: .footer, inSection: 1)?.height == 10)
        let first = try #require(table.supplementaryView(.header, inSection: 0) as? TableHeaderFooterView)
        #expect(labels(in: first).contains("header component 0") && first.title == nil)
        let second = try #require(table.supplementaryView(.header, inSection: 1) as? TableHeaderFooterView)
        #expect(second.title == "Title 1" && !labels(in: second).contains { $0.hasPrefix("header component") })
        #expect(labels(in: table.supplementaryView(.footer, inSection: 1)).contains("footer component"))

        // The two views are reused with the roles swapped: each drops what it showed.
        let before = Set([first, second].map(ObjectIdentifier.init))
        headers.componentParity = 1
        table.reloadData()
        let views = [0, 1].compactMap { table.supplementaryView(.header, inSection: $0) as? TableHeaderFooterView }
        #expect(Set(views.map(ObjectIdentifier.init)) == before)
        #expect(views.map(\.title) == ["Title 0", nil])
        #expect(views.map { labels(in: $0).filter { $0.hasPrefix("header component") } } == [[], ["header component 1"]])
    }

    @Test("Headers and footers on screen show what the change made of their section, and what a reload makes")
    func headersFollowChanges() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(RowLog()), width: 120))
        let headers = CountingHeaders()
        headers.adapter = adapter
        adapter.supplementaryDataSource = headers
        try adapter.apply(rows([2]), mode: .synchronous)
        let header = try #require(table.supplementaryView(.header, inSection: 0))
        #expect(labels(in: header) == ["2 rows"])
        try adapter.apply(Changeset(insertedItems: [[0, 2]: Row(id: 50, height: 20)]), mode: .synchronous)
        #expect(table.supplementaryView(.header, inSection: 0) === header)
        #expect(labels(in: header) == ["3 rows"])
        #expect((table.supplementaryView(.footer, inSection: 0) as? TableHeaderFooterView)?.title == "3 in all")
        try adapter.apply(Changeset(removedItems: [[0, 0], [0, 1]]), mode: .synchronous)
        #expect(labels(in: header) == ["1 rows"])
        adapter.reload(mode: .synchronous)
        #expect(labels(in: header) == ["1 rows"])
    }

    @Test("The table's header and footer components sit above and below every section")
    func wholeTable() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(RowLog()), width: 120))
        try adapter.apply(rows([2]), mode: .synchronous)
        adapter.tableHeaderComponent = bar("table header", height: 30)
        adapter.tableFooterComponent = bar("table footer", height: 12)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect(labels(in: table.tableHeaderView) == ["table header"])
        #expect(table.frameForItem(at: [0, 0])?.minY == 30)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 70, width: 120, height: 12))
        adapter.tableHeaderComponent = nil
        #expect(table.tableHeaderView == nil && table.frameForItem(at: [0, 0])?.minY == 0)
    }

    @Test("A collection section's component header spans the list and is mounted in its header view")
    func collectionSections() throws {
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let adapter = CollectionViewDataSource(collectionView: grid, configuration: Rows.configuration(Rows.provider(RowLog())))
        let headers = MixedHeaders()
        adapter.supplementaryDataSource = headers
        try adapter.apply(rows([1, 1]), mode: .synchronous)
        #expect(grid.frame(of: .header, inSection: 1) == CGRect(x: 0, y: 34, width: 100, height: 14))
        #expect(labels(in: grid.supplementaryView(.header, inSection: 1)) == ["collection header 1"])
    }

    @Test("Sections that go away take their headers' scope roots with them")
    func removedSectionsForgetTheirRoots() throws {
        let window = Window(size: CGSize(width: 120, height: 300))
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        try window.rootView.addSubview(collection)
        let adapter = CollectionViewDataSource(collectionView: collection, configuration: Rows.configuration(Rows.provider(RowLog()), width: 120))
        let headers = MixedHeaders()
        adapter.supplementaryDataSource = headers
        try withExtendedLifetime(headers) {
            try adapter.apply(rows([1, 1, 1]), mode: .synchronous)
            #expect(adapter.supplementaryComponents.rootedSections == [0, 1, 2])
            try adapter.apply(Changeset(removedSections: IndexSet(integersIn: 1..<3)), mode: .synchronous)
            #expect(adapter.supplementaryComponents.rootedSections == [0])
        }
    }
}
