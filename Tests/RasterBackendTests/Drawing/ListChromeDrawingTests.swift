import Foundation
import Testing
@testable import RasterBackend
import ViewTree

/// Rows titled by their place, each with one accessory type in turn, under
/// titled 28-point headers; swipe actions Delete and Archive on every row.
@MainActor
private final class ChromeRows: ListViewDataSource, TableViewEditingDataSource {
    let sections = [5, 5, 5]

    func numberOfSections(in listView: ListView) -> Int { sections.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { sections[section] }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 0, height: 44) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        let label = cell.subviews.compactMap { $0 as? Label }.first ?? Label()
        if label.superview == nil { try? cell.addSubview(label) }
        let accessory = TableCellAccessory.allCases[indexPath[1] % TableCellAccessory.allCases.count]
        label.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
        label.font = .system(size: 15)
        label.text = AttributedText("Row \(indexPath[0]).\(indexPath[1]) \(accessory.rawValue)")
        cell.accessoryType = accessory
        cell.backgroundColor = .white
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        CGSize(width: 0, height: kind == .header ? 28 : 0)
    }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        (view as? TableHeaderFooterView)?.title = "Section \(section)"
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        TableSwipeActionsConfiguration(actions: [tableView.deleteSwipeAction(), TableSwipeAction(title: "Archive") { _ in }])
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        TableSwipeActionsConfiguration(actions: [TableSwipeAction(title: "Pin", backgroundColor: Color(red: 0.75, green: 0.38, blue: 0)) { _ in }])
    }
}

@MainActor
@Suite("Drawing table chrome: separators, accessories, selection, floating headers, swipe actions")
struct ListChromeDrawingTests {
    private func scene() throws -> (Window, TableView, ChromeRows) {
        let window = Window(size: CGSize(width: 320, height: 300))
        window.rootView.backgroundColor = .white
        let source = ChromeRows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.dataSource = source
        table.editingDataSource = source
        table.allowsSelection = true
        try window.rootView.addSubview(table)
        table.reloadData()
        return (window, table, source)
    }

    @Test("Separators under every row but a section's last, each accessory at the trailing edge, a selected and a pressed row")
    func accessoriesAndSelection() throws {
        let (window, table, source) = try scene()
        defer { withExtendedLifetime(source) {} }
        try table.selectItem(at: [0, 1], animated: false)
        table.cell(forItemAt: [0, 3])?.separatorInset = EdgeInsets()
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 28 + 44 * 2 + 20), time: 1))
        #expect(table.indexPathForHighlightedItem == [0, 2])
        ReferenceImages.expectMatch(try RasterRenderer(scale: 2).render(window), named: "list-chrome-accessories@2x")
    }

    @Test("A scrolled plain table keeps the section's header pinned at the top over its rows")
    func floatingHeader() throws {
        let (window, table, source) = try scene()
        defer { withExtendedLifetime(source) {} }
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(table.supplementaryView(.header, inSection: 0)?.frame.minY == 100)
        ReferenceImages.expectMatch(try RasterRenderer(scale: 2).render(window), named: "list-chrome-floating-header@2x")
    }

    @Test("Trailing and leading swipe actions show their titles and colours beside the row")
    func swipeActions() throws {
        let (window, table, source) = try scene()
        defer { withExtendedLifetime(source) {} }
        #expect(table.showSwipeActions(forRowAt: [0, 1], edge: .trailing))
        ReferenceImages.expectMatch(try RasterRenderer(scale: 2).render(window), named: "list-chrome-trailing-actions@2x")
        #expect(table.showSwipeActions(forRowAt: [0, 2], edge: .leading))
        ReferenceImages.expectMatch(try RasterRenderer(scale: 2).render(window), named: "list-chrome-leading-actions@2x")
    }
}
