import Foundation
import Testing
@testable import ViewTree

/// A table source with swipe actions of its own, recording what they do.
@MainActor
private final class ActionRows: ListViewDataSource, TableViewEditingDataSource {
    var rows = ["A", "B", "C", "D"]
    var log: [String] = []
    var fullSwipe = true

    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { rows.count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 0, height: 40) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        cell.accessibilityLabel = rows[indexPath[1]]
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) { log.append("delete \(rows[indexPath[1]])") }
    func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        TableSwipeActionsConfiguration(actions: [
            TableSwipeAction(title: "Pin", backgroundColor: .orange) { [unowned self] in log.append("pin \(rows[$0[1]])") },
        ], performsFirstActionWithFullSwipe: fullSwipe)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        let archive = TableSwipeAction(title: "Archive", shortcut: KeyShortcut("a", modifiers: .option)) {
            [unowned self] in log.append("archive \(rows[$0[1]])")
        }
        return TableSwipeActionsConfiguration(actions: [tableView.deleteSwipeAction(), archive], performsFirstActionWithFullSwipe: fullSwipe)
    }
}

@MainActor
@Suite("Table chrome: separators, accessories, sticky headers, header and footer views, swipe actions, scroll positions")
struct TableChromeTests {
    private func makeTable(_ source: any ListViewDataSource, size: CGSize = CGSize(width: 200, height: 100)) throws -> (Window, TableView) {
        let window = Window(size: size)
        let table = TableView(frame: CGRect(origin: .zero, size: size))
        table.workingRange = 0
        table.dataSource = source
        try window.rootView.addSubview(table)
        table.reloadData()
        return (window, table)
    }

    private func drag(_ window: Window, from start: CGPoint, to end: CGPoint) {
        window.send(PointerEvent(.down, at: start, time: 1))
        for step in 1...4 {
            let t = CGFloat(step) / 4
            window.send(PointerEvent(.move, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
                                     time: 1 + Double(step) * 0.02))
        }
        window.send(PointerEvent(.up, at: end, time: 1.1))
    }

    private func separator(of cell: ListCell) -> View? {
        cell.subviews.first { $0.accessibilityIdentifier == "table.separator" }
    }

    @Test("Separators run along each row's bottom, inset by the table or the cell; none under a section's last row")
    func separators() throws {
        let source = HeightsSource([[20, 20, 20]])
        let (_, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        let first = try #require(table.cell(forItemAt: [0, 0]))
        let line = try #require(separator(of: first))
        #expect(line.frame == CGRect(x: 16, y: 19.5, width: 184, height: 0.5))
        #expect(line.backgroundColor == SemanticColor.separator.resolved(colorScheme: .light) && !line.isHidden)
        #expect(try #require(table.cell(forItemAt: [0, 2]).flatMap(separator(of:))).isHidden)

        table.separatorInset = EdgeInsets(left: 40, right: 10)
        table.separatorColor = .red
        #expect(line.frame == CGRect(x: 40, y: 19.5, width: 150, height: 0.5) && line.backgroundColor == .red)
        first.separatorInset = EdgeInsets()
        #expect(line.frame == CGRect(x: 0, y: 19.5, width: 200, height: 0.5))
        table.separatorStyle = .none
        #expect(line.isHidden)
        // The last row's separator shows once a row is added after it.
        table.separatorStyle = .singleLine
        source.sections = [[20, 20, 20, 20]]
        try table.performBatchUpdates(ListUpdate(insertedItems: [[0, 3]]))
        #expect(try #require(table.cell(forItemAt: [0, 2]).flatMap(separator(of:))).isHidden == false)
    }

    @Test("Accessories sit at the trailing edge above the content, which is narrowed by their width")
    func accessories() throws {
        let source = HeightsSource([[40, 40, 40]])
        let (_, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        let row = try #require(table.cell(forItemAt: [0, 0]))
        #expect(row.contentFrame == CGRect(x: 0, y: 0, width: 200, height: 40))
        row.accessoryType = .disclosureIndicator
        let chevron = try #require(row.subviews.last)
        #expect(chevron.accessibilityIdentifier == "table.accessory.disclosure")
        #expect(chevron.frame == CGRect(x: 172, y: 9, width: 12, height: 22))
        #expect(row.contentFrame.width == 200 - TableView.accessoryWidth(for: .disclosureIndicator))
        row.accessoryType = .checkmark
        #expect(row.subviews.last?.accessibilityIdentifier == "table.accessory.checkmark")
        #expect(!row.subviews.contains { $0 === chevron })
        row.accessoryType = .detailDisclosureButton
        #expect(row.contentFrame.width == 136)

        let custom = View(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        row.accessoryView = custom
        #expect(custom.frame == CGRect(x: 134, y: 10, width: 50, height: 20))
        #expect(row.contentFrame.width == 134)
        #expect(row.subviews.last === custom)
        row.accessoryView = nil
        row.accessoryType = .none
        #expect(row.contentFrame.width == 200)
        #expect(row.subviews.last?.accessibilityIdentifier == "table.separator")
    }

    @Test("Tapping a detail button calls accessoryButtonTapped with the row, and does not select the row")
    func detailButton() throws {
        let source = HeightsSource([[40, 40]])
        let (window, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        table.allowsSelection = true
        var tapped: [IndexPath] = []
        table.accessoryButtonTapped = { tapped.append($0) }
        try #require(table.cell(forItemAt: [0, 1])).accessoryType = .detailButton
        // The 22-point button sits 16 points from the right edge, centred in the row (y 40..<80).
        window.send(PointerEvent(.down, at: CGPoint(x: 173, y: 60), time: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 173, y: 60), time: 1.05))
        #expect(tapped == [[0, 1]])
        #expect(table.indexPathsForSelectedItems.isEmpty)
    }

    @Test("Plain-style headers float: pinned at the top (below the inset) while their section scrolls, pushed up by its end")
    func stickyHeaders() throws {
        let source = HeightsSource([[30, 30, 30], [30, 30, 30]])
        source.headerHeight = 20
        let (_, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        // Section 0: header 0..<20, rows 20..<110; section 1: header 110..<130, rows 130..<220.
        table.contentOffset = CGPoint(x: 0, y: 50)
        #expect(table.supplementaryView(.header, inSection: 0)?.frame.minY == 50)
        // Pinned above the rows it covers.
        let header = try #require(table.supplementaryView(.header, inSection: 0))
        let rowIndex = try #require(table.subviews.firstIndex { $0 === table.cell(forItemAt: [0, 2]) })
        #expect(try #require(table.subviews.firstIndex { $0 === header }) > rowIndex)
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(table.supplementaryView(.header, inSection: 0)?.frame.minY == 90)
        #expect(table.supplementaryView(.header, inSection: 1)?.frame.minY == 110)
        table.contentOffset = CGPoint(x: 0, y: 120)
        #expect(table.supplementaryView(.header, inSection: 1)?.frame.minY == 120)

        table.contentInset = EdgeInsets(top: 10)
        table.contentOffset = CGPoint(x: 0, y: 120)
        table.contentOffset = CGPoint(x: 0, y: 121)
        #expect(table.supplementaryView(.header, inSection: 1)?.frame.minY == 131)

        table.style = .grouped
        #expect(table.supplementaryView(.header, inSection: 1)?.frame.minY == 110)
    }

    @Test("The table's header and footer views sit before the first and after the last section, as wide as the table")
    func tableHeaderAndFooter() throws {
        let source = HeightsSource([[30, 30]])
        let (_, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 16))
        table.tableHeaderView = header
        table.tableFooterView = footer
        #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(table.frameForItem(at: [0, 0])?.minY == 44)
        #expect(table.contentSize == CGSize(width: 200, height: 120))
        #expect(footer.frame == CGRect(x: 0, y: 104, width: 200, height: 16))
        table.tableHeaderView = nil
        #expect(header.superview == nil)
        #expect(table.frameForItem(at: [0, 0])?.minY == 0)
        #expect(footer.frame.minY == 60)
    }

    @Test("Swiping left shows the trailing actions right to left from the edge; tapping one performs it")
    func trailingActions() throws {
        let source = ActionRows()
        let (window, table) = try makeTable(source, size: CGSize(width: 200, height: 200))
        defer { withExtendedLifetime(source) {} }
        table.editingDataSource = source
        drag(window, from: CGPoint(x: 150, y: 60), to: CGPoint(x: 90, y: 60))
        #expect(table.rowShowingSwipeActions == [0, 1] && table.swipeActionsEdge == .trailing)
        #expect(table.swipeActionButtons.map(\.currentTitle) == ["Delete", "Archive"])
        #expect(table.swipeActionButtons.map(\.frame) == [CGRect(x: 120, y: 40, width: 80, height: 40),
                                                         CGRect(x: 40, y: 40, width: 80, height: 40)])
        #expect(table.swipeActionButtons[0] === table.deleteConfirmationButton)
        #expect(table.swipeActionButtons[1].backgroundColor == Color(white: 0.45))
        window.send(PointerEvent(.down, at: CGPoint(x: 80, y: 60), time: 2))
        window.send(PointerEvent(.up, at: CGPoint(x: 80, y: 60), time: 2.05))
        #expect(source.log == ["archive B"])
        #expect(table.rowShowingSwipeActions == nil && table.swipeActionButtons.isEmpty)
    }

    @Test("Swiping right shows the leading actions; swiping back closes them; a full swipe performs the first at once")
    func leadingActionsAndFullSwipe() throws {
        let source = ActionRows()
        let (window, table) = try makeTable(source, size: CGSize(width: 200, height: 200))
        defer { withExtendedLifetime(source) {} }
        table.editingDataSource = source
        drag(window, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20))
        #expect(table.swipeActionsEdge == .leading)
        #expect(table.swipeActionButtons.map(\.frame) == [CGRect(x: 0, y: 0, width: 80, height: 40)])
        #expect(table.swipeActionButtons.first?.backgroundColor == .orange)
        drag(window, from: CGPoint(x: 150, y: 20), to: CGPoint(x: 90, y: 20))
        #expect(table.rowShowingSwipeActions == nil)

        drag(window, from: CGPoint(x: 190, y: 100), to: CGPoint(x: 20, y: 100))
        #expect(source.log == ["delete C"])
        drag(window, from: CGPoint(x: 5, y: 140), to: CGPoint(x: 190, y: 140))
        #expect(source.log == ["delete C", "pin D"])
        source.fullSwipe = false
        drag(window, from: CGPoint(x: 5, y: 140), to: CGPoint(x: 190, y: 140))
        #expect(source.log == ["delete C", "pin D"])
        #expect(table.rowShowingSwipeActions == [0, 3])
    }

    @Test("Every swipe action is a custom action of its row, with its key; Delete keeps its key and announcement")
    func swipeActionsForAccessibility() throws {
        let source = ActionRows()
        let (window, table) = try makeTable(source, size: CGSize(width: 200, height: 200))
        defer { withExtendedLifetime(source) {} }
        table.editingDataSource = source
        let row = try #require(table.cell(forItemAt: [0, 0]))
        #expect(row.accessibilityCustomActions.map(\.name) == ["Delete", "Archive", "Pin"])
        #expect(row.accessibilityCustomActions.map(\.shortcut) == [KeyShortcut(.delete), KeyShortcut("a", modifiers: .option), nil])
        _ = window.takeTransaction()
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: "a", modifiers: .option)))
        #expect(source.log == ["archive A"])
        #expect(window.takeTransaction().mutations.contains(.announce("A, Archive", priority: .polite)))
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(source.log == ["archive A", "delete A"])
        #expect(window.takeTransaction().mutations.contains(.announce("A, deleted", priority: .polite)))
    }

    @Test("scrollToItem puts the item at the top, middle, bottom or nearest edge of the area inside the content inset")
    func scrollPositions() throws {
        let source = HeightsSource([Array(repeating: 20, count: 20)])
        let (_, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        table.contentInset = EdgeInsets(top: 10, bottom: 30)
        // Row 10 spans 200..<220; the area inside the insets is 60 points high.
        try table.scrollToItem(at: [0, 10], position: .top, animated: false)
        #expect(table.contentOffset.y == 190)
        try table.scrollToItem(at: [0, 10], position: .bottom, animated: false)
        #expect(table.contentOffset.y == 150)
        try table.scrollToItem(at: [0, 10], position: .middle, animated: false)
        #expect(table.contentOffset.y == 170)
        try table.scrollToItem(at: [0, 10], position: .nearest, animated: false)
        #expect(table.contentOffset.y == 170)
        try table.scrollToItem(at: [0, 12], position: .nearest, animated: false)
        #expect(table.contentOffset.y == 190)
        try table.scrollToItem(at: [0, 0], position: .nearest, animated: false)
        #expect(table.contentOffset.y == -10)
        // The last row: as far as the bottom inset allows (400 + 30 - 100).
        try table.scrollToItem(at: [0, 19], position: .top, animated: false)
        #expect(table.contentOffset.y == 330)
        #expect(throws: ListItemNotFoundError.self) { try table.scrollToItem(at: [1, 0], position: .top, animated: false) }
        #expect(table.contentOffset.y == 330)
    }

    @Test("A content inset is recorded for the backends, and scrolling stops at it on both ends")
    func contentInsetIsRecorded() throws {
        let source = HeightsSource([Array(repeating: 20, count: 10)])
        let (window, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        _ = window.takeTransaction()
        table.contentInset = EdgeInsets(top: 44, bottom: 10)
        #expect(window.takeTransaction().mutations == [.set(table.id, .contentInset(EdgeInsets(top: 44, bottom: 10)))])
        #expect(table.recordedProperties.contains(.contentInset(EdgeInsets(top: 44, bottom: 10))))
        #expect(!TableView().recordedProperties.contains { $0.key == "contentInset" })
        table.scroll(to: CGPoint(x: 0, y: -100))
        #expect(table.contentOffset.y == -44)
        table.scroll(to: CGPoint(x: 0, y: 1_000))
        #expect(table.contentOffset.y == 110, "200 of content and 10 of inset, 100 shown")
    }

    @Test("With a floating header, top puts the row below its section's pinned header; animated scrolls record an animation")
    func scrollBelowPinnedHeader() throws {
        let source = HeightsSource([Array(repeating: 20, count: 20)])
        source.headerHeight = 24
        let (window, table) = try makeTable(source)
        defer { withExtendedLifetime(source) {} }
        _ = window.takeTransaction()
        try table.scrollToItem(at: [0, 5], position: .top, animated: true)
        // Row 5 starts at 24 + 100; the pinned header covers 24 points.
        #expect(table.contentOffset.y == 100)
        let animations = window.takeTransaction().mutations.compactMap { mutation -> ViewAnimation? in
            if case let .animate(id, animation) = mutation, id == table.id { return animation }
            return nil
        }
        #expect(animations.map(\.from) == [.boundsOrigin(.zero)])
        table.style = .grouped
        try table.scrollToItem(at: [0, 5], position: .top, animated: false)
        #expect(table.contentOffset.y == 124)
    }
}
