import Foundation
import Testing
@testable import ViewTree

/// Rows named "A0", "A1", … per section, whose deletes and moves update the table.
@MainActor
private final class NamedRows: ListViewDataSource, TableViewEditingDataSource {
    var sections: [[String]]
    weak var table: TableView?
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in listView: ListView) -> Int { sections.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 300, height: 40) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        let label = cell.subviews.first as? Label ?? Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        if label.superview == nil { try? cell.addSubview(label) }
        label.text = AttributedText(sections[indexPath[0]][indexPath[1]])
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        CGSize(width: 0, height: kind == .header ? 30 : 0)
    }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        (view as? TableHeaderFooterView)?.title = "Section \(section)"
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        sections[indexPath[0]].remove(at: indexPath[1])
        try? tableView.performBatchUpdates(ListUpdate(deletedItems: [indexPath]))
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let row = sections[source[0]].remove(at: source[1])
        sections[destination[0]].insert(row, at: destination[1])
        try? tableView.performBatchUpdates(ListUpdate(movedItems: [source: destination]))
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { sections.indices.map { "S\($0)" } }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

@Suite("Accessibility of lists and tables")
@MainActor
struct TableAccessibilityTests {
    private func table(_ sections: [[String]]) throws -> (Window, TableView, NamedRows) {
        let window = Window(size: CGSize(width: 300, height: 600))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let source = NamedRows(sections)
        table.dataSource = source
        table.editingDataSource = source
        source.table = table
        try window.rootView.addSubview(table)
        table.reloadData()
        return (window, table, source)
    }

    @Test("A table is a list: headers are headings, rows list items that know their place in the whole list")
    func structure() throws {
        let (window, _, _) = try table([["A0", "A1"], ["B0"]])
        #expect(window.accessibilityDump() == """
            list
              listItem
                heading level 2 "Section 0"
              listItem "A0" (1 of 3) actions: Delete (Delete)
              listItem "A1" (2 of 3) actions: Delete (Delete)
              listItem
                heading level 2 "Section 1"
              listItem "B0" (3 of 3) actions: Delete (Delete)
            adjustable "Section index" value="S0"
            """)
    }

    @Test("A selectable table is a list box of options: each header read before its section's items, no empty heading")
    func selectableStructure() throws {
        let (window, table, _) = try table([["A0", "A1"], ["B0"]])
        table.allowsSelection = true
        try table.selectItem(at: [1, 0], animated: false)
        let header = try #require(table.subtree.compactMap { $0 as? TableHeaderFooterView }.first { $0.title == "Section 0" })
        header.title = nil
        #expect(window.accessibilityDump() == """
            listBox
              option
              option "A0" (1 of 3) actions: Delete (Delete)
              option "A1" (2 of 3) actions: Delete (Delete)
              option
                heading level 2 "Section 1"
              option "B0" (3 of 3) [selected] actions: Delete (Delete)
            adjustable "Section index" value="S0"
            """)
    }

    @Test("Delete by keyboard: the row goes, it is announced, and focus moves to the row that took its place")
    func deleteByKeyboard() throws {
        let (window, table, source) = try table([["A0", "A1", "A2"]])
        let row = try #require(table.cell(forItemAt: [0, 1]))
        #expect(row.becomeFirstResponder())
        _ = window.takeTransaction()
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(source.sections == [["A0", "A2"]])
        #expect(window.takeTransaction().mutations.contains(.announce("A1, deleted", priority: .polite)))
        let focused = try #require(window.firstResponder)
        #expect(focused.accessibilityName == "A2")
        #expect(focused.accessibilityListPosition == AccessibilityListPosition(position: 2, of: 2))
        // The last row deleted: focus goes to the one before.
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(window.firstResponder?.accessibilityName == "A0")
    }

    @Test("While editing, rows move up and down by keyboard across sections, keeping focus; the ends are announced")
    func moveByKeyboard() throws {
        let (window, table, source) = try table([["A0", "A1"], ["B0"]])
        let row = try #require(table.cell(forItemAt: [0, 1]))
        #expect(row.accessibilityCustomActions.map(\.name) == ["Delete"])
        table.isEditing = true
        #expect(row.accessibilityCustomActions.map(\.name) == ["Delete", "Move up", "Move down"])
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowDown, modifiers: .option)))
        #expect(source.sections == [["A0"], ["A1", "B0"]])
        #expect(window.firstResponder?.accessibilityName == "A1")
        _ = window.takeTransaction()
        #expect(window.send(KeyEvent(.down, key: .arrowUp, modifiers: .option)))
        #expect(window.send(KeyEvent(.down, key: .arrowUp, modifiers: .option)))
        #expect(source.sections == [["A1", "A0"], ["B0"]])
        #expect(window.send(KeyEvent(.down, key: .arrowUp, modifiers: .option)))
        let said = window.takeTransaction().mutations.compactMap { if case let .announce(text, _) = $0 { text } else { nil } }
        #expect(said == ["A1, moved up, 2 of 3", "A1, moved up, 1 of 3", "Already first"])
        table.isEditing = false
        #expect(window.firstResponder?.accessibilityCustomActions.map(\.name) == ["Delete"])
    }

    @Test("The section index is one adjustable element: arrows, Home and End go through the sections")
    func sectionIndex() throws {
        let (window, table, _) = try table([["A0"], ["B0"], ["C0"]])
        let index = table.sectionIndexView
        #expect(index.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(index.selectedIndex == 1 && index.accessibilityValue == "S1")
        window.send(KeyEvent(.down, key: .end))
        #expect(index.accessibilityValue == "S2")
        window.send(KeyEvent(.down, key: .arrowDown))
        #expect(index.selectedIndex == 2)
        window.send(KeyEvent(.down, key: .home))
        window.send(KeyEvent(.down, key: .arrowUp))
        #expect(index.selectedIndex == 0)
    }

    @Test("Tab reaches the section index after the table's rows, not between the rows it sits beside")
    func sectionIndexComesAfterRows() throws {
        // Rows below the middle of the index's strip would follow it in reading order.
        let (window, table, _) = try table([(0..<10).map { "A\($0)" }, (0..<10).map { "B\($0)" }])
        let order = window.focusOrder
        let rows = order.filter { $0 is ListCell && !($0 is TableHeaderFooterView) }
        #expect(rows.count > 10, "the rows take focus: \(order.map { String(describing: type(of: $0)) })")
        #expect(rows.contains { $0.frame.minY > table.sectionIndexView.frame.midY }, "rows start below the strip's middle")
        #expect(order.last === table.sectionIndexView)
    }

    @Test("List items are read in reading order whatever order reuse left their cells in")
    func readingOrder() throws {
        let (window, table, source) = try table([(0..<40).map { "R\($0)" }])
        defer { withExtendedLifetime(source) {} }
        table.scroll(to: CGPoint(x: 0, y: 800))
        table.scroll(to: CGPoint(x: 0, y: 0))
        let items = window.rootView.accessibilityElements().filter { $0.role == .listItem && $0.listPosition != nil }
        let positions = items.compactMap { $0.listPosition?.position }
        #expect(positions == positions.sorted())
        #expect(items.first?.name == "R0")
    }

    @Test("Arrows move focus between rows, mounting rows far away; Home and End reach the ends; the ends keep focus")
    func arrowsBetweenRows() throws {
        let (window, table, source) = try table([(0..<60).map { "R\($0)" }])
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        #expect(table.cell(forItemAt: [0, 59]) == nil)
        #expect(try #require(table.cell(forItemAt: [0, 0])).becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowUp)))
        #expect(window.firstResponder?.accessibilityName == "R0")
        #expect(window.send(KeyEvent(.down, key: .arrowDown)))
        #expect(window.firstResponder?.accessibilityName == "R1")
        #expect(window.send(KeyEvent(.down, key: .end)), "offset \(table.contentOffset) mounted \(table.indexPathsForMountedItems.last.map { "\($0)" } ?? "none") size \(table.contentSize)")
        #expect(window.firstResponder?.accessibilityName == "R59")
        #expect(table.contentOffset.y > 0)
        #expect(window.send(KeyEvent(.down, key: .home)))
        #expect(window.firstResponder?.accessibilityName == "R0" && table.contentOffset.y <= 30)
    }
}
