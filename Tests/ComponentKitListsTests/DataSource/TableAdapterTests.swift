import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// Section titles, deletion and moving for the table tests: deletions and
/// moves are applied back to the adapter as changesets, as an app would.
@MainActor
final class Catalogue: TableViewSupplementaryDataSource {
    weak var adapter: TableViewDataSource<Row, RowContext>?
    var titles = ["Mammals", "Birds"]
    var deleted: [IndexPath] = []

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath[1] != 0 }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        deleted.append(indexPath)
        try? adapter?.apply(Changeset(removedItems: [indexPath]), mode: .synchronous)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        try? adapter?.apply(Changeset(movedItems: [source: destination]), mode: .synchronous)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { titles.map { String($0.prefix(1)) } }
}

@MainActor
@Suite("Table view adapter: titles, editing, moving and cell configurations")
struct TableAdapterTests {
    let log = RowLog()

    func makeTable() throws -> (Window, TableViewDataSource<Row, RowContext>, Catalogue) {
        let window = Window(size: CGSize(width: 100, height: 200))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        try window.rootView.addSubview(table)
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(log)),
                                          cellConfiguration: TableViewCellConfiguration(animationsDisabled: true))
        let catalogue = Catalogue()
        catalogue.adapter = adapter
        adapter.supplementaryDataSource = catalogue
        var changeset = Changeset<Row>(insertedSections: [0, 1])
        for item in 0..<4 { changeset.insertedItems[[0, item]] = Row(id: item, height: 20) }
        for item in 0..<3 { changeset.insertedItems[[1, item]] = Row(id: 10 + item, height: 20) }
        try adapter.apply(changeset, mode: .synchronous)
        _ = window.takeTransaction()
        return (window, adapter, catalogue)
    }

    func drag(_ window: Window, from start: CGPoint, to end: CGPoint) {
        window.send(PointerEvent(.down, at: start, time: 0))
        let steps = 5
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            window.send(PointerEvent(.move, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
                                     time: 0.02 * Double(step)))
        }
        window.send(PointerEvent(.up, at: end, time: 0.2))
    }

    func tap(_ window: Window, at point: CGPoint) {
        window.send(PointerEvent(.down, at: point, time: 1))
        window.send(PointerEvent(.up, at: point, time: 1.05))
    }

    @Test("Rows fill the width under titled section headers")
    func titles() throws {
        let (_, adapter, catalogue) = try makeTable()
        defer { withExtendedLifetime(catalogue) {} }
        let table = adapter.tableView
        #expect(table.frame(of: .header, inSection: 0) == CGRect(x: 0, y: 0, width: 100, height: 28))
        #expect(table.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 28, width: 100, height: 20))
        #expect(table.frame(of: .header, inSection: 1)?.minY == 108)
        let header = table.supplementaryView(.header, inSection: 1) as? TableHeaderFooterView
        #expect(header?.title == "Birds")
    }

    @Test("Swiping a row left shows its delete button; tapping it deletes the row through the data source")
    func swipeToDelete() throws {
        let (window, adapter, catalogue) = try makeTable()
        let table = adapter.tableView
        // Row [0, 2] spans y 68..<88; the section index covers x 80..<100.
        drag(window, from: CGPoint(x: 75, y: 78), to: CGPoint(x: 5, y: 78))
        #expect(table.rowShowingDeleteConfirmation == [0, 2])
        #expect(table.contentOffset == .zero)
        #expect(table.deleteConfirmationButton.frame == CGRect(x: 20, y: 68, width: 80, height: 20))
        tap(window, at: CGPoint(x: 60, y: 78))
        #expect(catalogue.deleted == [[0, 2]])
        #expect(adapter.state.models[0].map(\.id) == [0, 1, 3])
        #expect(table.deleteConfirmationButton.isHidden)

        // The first row of a section cannot be edited: no button.
        drag(window, from: CGPoint(x: 75, y: 38), to: CGPoint(x: 5, y: 38))
        #expect(table.rowShowingDeleteConfirmation == nil)
        // A vertical drag scrolls instead (content 176 high, shown 100).
        table.frame.size.height = 100
        drag(window, from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 50))
        #expect(table.contentOffset.y == 40)
    }

    @Test("While editing, dragging a row's reorder handle moves the row through the data source")
    func reorder() throws {
        let (window, adapter, catalogue) = try makeTable()
        let table = adapter.tableView
        table.isEditing = true
        let moving = try #require(adapter.cell(forRowAt: [0, 0]))
        // Handle of row [0, 0] (y 28..<48) at x 56..<100, left of the index; drop over row [0, 2] (y 68..<88).
        drag(window, from: CGPoint(x: 65, y: 38), to: CGPoint(x: 65, y: 80))
        withExtendedLifetime(catalogue) {}
        #expect(adapter.state.models[0].map(\.id) == [1, 2, 0, 3])
        #expect(adapter.cell(forRowAt: [0, 2]) === moving)
        #expect(moving.frame.minY == 68)
    }

    @Test("A change can carry its own cell configuration; the default one is a copy and applies otherwise")
    func cellConfigurationOverride() throws {
        let (window, adapter, _) = try makeTable()
        var configuration = adapter.cellConfiguration
        configuration.animationsDisabled = false
        configuration.rowInsertAnimation = .fade
        configuration.configureCell = { cell, _ in cell.backgroundColor = .black }
        #expect(adapter.cellConfiguration.animationsDisabled)

        try adapter.apply(Changeset(insertedItems: [[0, 0]: Row(id: 99)]), mode: .synchronous, cellConfiguration: configuration)
        let inserted = try #require(adapter.cell(forRowAt: [0, 0]))
        #expect(inserted.backgroundColor == .black)
        #expect(window.takeTransaction().mutations.contains(
            .animate(inserted.id, ViewAnimation(from: .alpha(0), to: .alpha(1), timing: .default))))

        try adapter.apply(Changeset(insertedItems: [[0, 0]: Row(id: 98)]), mode: .synchronous)
        let plain = try #require(adapter.cell(forRowAt: [0, 0]))
        #expect(plain.backgroundColor == nil)
        #expect(!window.takeTransaction().mutations.contains { if case .animate = $0 { true } else { false } })
    }

    /// A table striped by row parity, mounted with six rows in one section.
    func stripedTable() throws -> (Window, TableViewDataSource<Row, RowContext>) {
        let window = Window(size: CGSize(width: 100, height: 200))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        try window.rootView.addSubview(table)
        let stripes = TableViewCellConfiguration(animationsDisabled: true) { cell, indexPath in
            cell.backgroundColor = indexPath[1].isMultiple(of: 2) ? .white : .lightGray
        }
        let adapter = TableViewDataSource(tableView: table, configuration: Rows.configuration(Rows.provider(log)),
                                          cellConfiguration: stripes)
        try adapter.apply(Rows.insert((0..<6).map { Row(id: $0) }), mode: .synchronous)
        return (window, adapter)
    }

    func stripes(_ adapter: TableViewDataSource<Row, RowContext>) -> [Bool] {
        adapter.tableView.indexPathsForMountedItems.sorted().map { adapter.cell(forRowAt: $0)?.backgroundColor == .white }
    }

    @Test("Rows shifted by a deletion, an insertion or a move are styled again: stripes stay in phase")
    func shiftedRowsAreRestyled() throws {
        let (_, adapter) = try stripedTable()
        let alternating = [true, false, true, false, true, false]
        #expect(stripes(adapter) == alternating)
        try adapter.apply(Changeset(removedItems: [[0, 0]]), mode: .synchronous)
        #expect(stripes(adapter) == Array(alternating.prefix(5)))
        try adapter.apply(Changeset(insertedItems: [[0, 1]: Row(id: 50)]), mode: .synchronous)
        #expect(stripes(adapter) == alternating)
        try adapter.apply(Changeset(movedItems: [[0, 0]: [0, 3]]), mode: .synchronous)
        #expect(stripes(adapter) == alternating)
    }

    @Test("A cell configuration passed in user info, or with reload, a new configuration or remove-all, styles that change")
    func configurationThroughUserInfoAndWholeListChanges() throws {
        let (_, adapter) = try stripedTable()
        let black = TableViewCellConfiguration(animationsDisabled: true) { cell, _ in cell.backgroundColor = .black }
        func allBlack() -> Bool {
            adapter.tableView.indexPathsForMountedItems.allSatisfy { adapter.cell(forRowAt: $0)?.backgroundColor == .black }
        }
        // Code that only sees the data source passes it under the public key.
        try adapter.dataSource.apply(Changeset(updatedItems: [[0, 2]: Row(id: 2, title: "two")]), mode: .synchronous,
                                     userInfo: [TableViewCellConfiguration.userInfoKey: black])
        #expect(adapter.cell(forRowAt: [0, 2])?.backgroundColor == .black)
        #expect(adapter.cell(forRowAt: [0, 1])?.backgroundColor == .lightGray)

        adapter.reload(mode: .synchronous, cellConfiguration: black)
        #expect(allBlack())
        adapter.reload(mode: .synchronous)
        #expect(stripes(adapter) == [true, false, true, false, true, false])
        adapter.updateConfiguration(Rows.configuration(Rows.provider(log), width: 100), mode: .synchronous, cellConfiguration: black)
        #expect(allBlack())

        let listener = RecordingListener()
        adapter.dataSource.addListener(listener)
        adapter.removeAll(mode: .synchronous, cellConfiguration: black)
        #expect(listener.changes.last?.userInfo[TableViewCellConfiguration.userInfoKey] is TableViewCellConfiguration)
        #expect(adapter.state.numberOfSections == 0)
    }

    @Test("Tapping a section index title scrolls to that section")
    func sectionIndex() throws {
        let (window, adapter, catalogue) = try makeTable()
        defer { withExtendedLifetime(catalogue) {} }
        let table = adapter.tableView
        table.frame.size.height = 60
        #expect(table.sectionIndexView.titles == ["M", "B"])
        let index = table.sectionIndexView
        let birds = try #require(index.titleLabels.last?.frame)
        tap(window, at: index.convert(CGPoint(x: birds.midX, y: birds.midY), to: nil))
        #expect(table.contentOffset.y == 108)
        #expect(table.sectionIndexView.frame.minY == 108)
    }

    @Test("Remove all empties the table")
    func removeAll() throws {
        let (_, adapter, _) = try makeTable()
        adapter.removeAll(mode: .synchronous)
        #expect(adapter.tableView.itemCounts.isEmpty)
        #expect(adapter.tableView.indexPathsForMountedItems.isEmpty)
        #expect(adapter.tableView.contentSize.height == 0)
    }
}
