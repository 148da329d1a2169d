import Foundation
import Testing
@testable import ViewTree

/// Lists in columns read as grids: each cell's row and column through all
/// sections, rows read in order from the leading column; other lists stay lists.
@MainActor
@Suite("List views read as grids by assistive technology")
struct ListGridAccessibilityTests {
    /// The list's data source is not retained: tests keep theirs.
    private func makeList(_ source: HeightsSource, layout: ListLayout) throws -> (Window, CollectionView) {
        let window = Window(size: CGSize(width: 100, height: 400))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        list.layout = layout
        list.dataSource = source
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list)
    }

    private func place(_ list: ListView, _ path: IndexPath) -> AccessibilityListPosition.GridPlace? {
        list.cell(forItemAt: path)?.accessibilityListPosition?.grid
    }

    @Test("Seven items in three columns: a grid of 3 rows and 3 columns, each cell at its row and column, read row by row")
    func columns() throws {
        let (_, list) = try makeList(HeightsSource([Array(repeating: 10, count: 7)]), layout: ListLayout(arrangement: .columns(3)))
        #expect(list.accessibilityRole == .grid && list.isAccessibilityGrid)
        #expect(list.accessibilityGridSize?.rows == 3 && list.accessibilityGridSize?.columns == 3)
        #expect(place(list, [0, 0]) == AccessibilityListPosition.GridPlace(row: 1, column: 1, rowCount: 3, columnCount: 3))
        #expect(place(list, [0, 5]) == AccessibilityListPosition.GridPlace(row: 2, column: 3, rowCount: 3, columnCount: 3))
        #expect(place(list, [0, 6]) == AccessibilityListPosition.GridPlace(row: 3, column: 1, rowCount: 3, columnCount: 3))
        #expect(list.cell(forItemAt: [0, 4])?.accessibilityRole == .gridCell)
        #expect(list.cell(forItemAt: [0, 4])?.accessibilityListPosition?.position == 5, "the flat position stays")
        let dump = list.accessibilityDump().split(separator: "\n").map(String.init)
        #expect(dump.first == "grid")
        #expect(dump.dropFirst().first == "  gridCell \"0.0\" (row 1 of 3, column 1 of 3)")
        #expect(dump.last == "  gridCell \"0.6\" (row 3 of 3, column 1 of 3)")
    }

    @Test("Sections start new rows; the grid has as many columns as its widest section")
    func sections() throws {
        var layout = ListLayout(arrangement: .columns(3))
        layout.sections[1] = ListSectionLayout(arrangement: .columns(2))
        let (_, list) = try makeList(HeightsSource([[10, 10, 10, 10], [10, 10, 10]]), layout: layout)
        #expect(list.accessibilityGridSize?.rows == 4 && list.accessibilityGridSize?.columns == 3)
        #expect(place(list, [0, 3]) == AccessibilityListPosition.GridPlace(row: 2, column: 1, rowCount: 4, columnCount: 3))
        #expect(place(list, [1, 0]) == AccessibilityListPosition.GridPlace(row: 3, column: 1, rowCount: 4, columnCount: 3))
        #expect(place(list, [1, 2]) == AccessibilityListPosition.GridPlace(row: 4, column: 1, rowCount: 4, columnCount: 3))
    }

    @Test("Adaptive columns are a grid of as many columns as fit; right to left, column 1 is the right one and rows read from it")
    func adaptiveRightToLeft() throws {
        let source = HeightsSource([[10, 10, 10, 10]])
        let (window, list) = try makeList(source, layout: ListLayout(arrangement: .adaptiveColumns(minimumWidth: 45)))
        #expect(list.accessibilityGridSize?.columns == 2)
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        let first = try #require(list.cell(forItemAt: [0, 0]))
        #expect(first.frame.minX == 50 && place(list, [0, 0])?.column == 1)
        let names = list.accessibilityElements().dropFirst().map(\.name)
        #expect(names == ["0.0", "0.1", "0.2", "0.3"], "row by row from the leading (right) column, not left to right")
        withExtendedLifetime(source) {}
    }

    @Test("A flow, a waterfall, one column, or a section with a header: a list, its items read as positions")
    func lists() throws {
        let cases: [(ListLayout, CGFloat)] = [
            (ListLayout(), 0), (ListLayout(arrangement: .waterfall(columns: 2)), 0), (ListLayout(arrangement: .columns(1)), 0),
            (ListLayout(arrangement: .columns(3)), 12),
        ]
        for (layout, header) in cases {
            let source = HeightsSource([[10, 10, 10, 10]])
            source.itemWidth = 40
            source.headerHeight = header
            let (_, list) = try makeList(source, layout: layout)
            #expect(list.accessibilityRole == .list && !list.isAccessibilityGrid, "\(layout.arrangement), header \(header)")
            #expect(list.cell(forItemAt: [0, 1])?.accessibilityRole == .listItem)
            #expect(list.cell(forItemAt: [0, 1])?.accessibilityListPosition == AccessibilityListPosition(position: 2, of: 4))
        }
    }

    @Test("A selectable grid stays a grid; its cells say whether they are selected")
    func selectable() throws {
        let (_, list) = try makeList(HeightsSource([[10, 10, 10, 10]]), layout: ListLayout(arrangement: .columns(2)))
        list.allowsSelection = true
        try list.selectItem(at: [0, 1], animated: false, scrollPosition: .none)
        #expect(list.accessibilityRole == .grid)
        #expect(list.cell(forItemAt: [0, 1])?.accessibilityRole == .gridCell)
        #expect(list.cell(forItemAt: [0, 1])?.accessibilityStates.contains("selected") == true)
    }
}
