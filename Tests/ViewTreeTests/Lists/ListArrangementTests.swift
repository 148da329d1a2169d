import Foundation
import Testing
@testable import ViewTree

/// A data source of focusable rows with given heights, for keyboard tests.
@MainActor
private final class ButtonRows: ListViewDataSource {
    var heights: [[CGFloat]]
    var width: CGFloat = 100
    /// Only every `buttonEvery`-th item from `firstButton` on has a button.
    var buttonEvery = 1
    var firstButton = 0
    init(_ heights: [[CGFloat]]) { self.heights = heights }
    func numberOfSections(in listView: ListView) -> Int { heights.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { heights[section].count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: width, height: heights[indexPath[0]][indexPath[1]])
    }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        for subview in cell.subviews { subview.removeFromSuperview() }
        let offset = indexPath[1] - firstButton
        guard offset >= 0, offset.isMultiple(of: buttonEvery) else { return }
        let button = cell.subviews.first as? Button ?? Button()
        if button.superview == nil { try? cell.addSubview(button) }
        button.frame = CGRect(origin: .zero, size: cell.frame.size)
        button.accessibilityLabel = "\(indexPath[0]).\(indexPath[1])"
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize { .zero }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {}
    /// The sizes do not depend on traits: no reload (which would drop focus), the list mirrors itself.
    func listView(_ listView: ListView, traitCollectionDidChange previous: TraitCollection) {}
}

/// Heights given a section at a time, counting the calls of each kind.
@MainActor
private final class BulkHeights: ListViewDataSource {
    var heights: [[CGFloat]]
    var wrongLength = false
    var itemCalls = 0
    var sectionCalls = 0
    init(_ heights: [[CGFloat]]) { self.heights = heights }
    func numberOfSections(in listView: ListView) -> Int { heights.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { heights[section].count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        itemCalls += 1
        return CGSize(width: 100, height: heights[indexPath[0]][indexPath[1]])
    }
    func listView(_ listView: ListView, sizesForItemsInSection section: Int) -> [CGSize]? {
        sectionCalls += 1
        let sizes = heights[section].map { CGSize(width: 100, height: $0) }
        return wrongLength ? Array(sizes.dropLast()) : sizes
    }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {}
}

@MainActor
@Suite("List views: grids, adaptive columns, waterfalls and per-section layouts")
struct ListArrangementTests {
    private func makeList(_ source: some ListViewDataSource, layout: ListLayout, height: CGFloat = 100) throws -> (Window, CollectionView) {
        let window = Window(size: CGSize(width: 100, height: height))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
        list.workingRange = 0
        list.layout = layout
        list.dataSource = source
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list)
    }

    @Test("Three columns share the width inside the insets; every item is a column wide; a row is as deep as its deepest item")
    func columns() throws {
        let source = HeightsSource([[10, 20, 10, 5]])
        source.itemWidth = 7   // ignored: columns set the width
        let (_, list) = try makeList(source, layout: ListLayout(itemSpacing: 5, lineSpacing: 2,
                                                                 sectionInsets: EdgeInsets(all: 5), arrangement: .columns(3)))
        let width: CGFloat = 80 / 3
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 5, y: 5, width: width, height: 10))
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 5 + width + 5, y: 5, width: width, height: 20))
        #expect(list.frameForItem(at: [0, 2]) == CGRect(x: 5 + 2 * (width + 5), y: 5, width: width, height: 10))
        #expect(list.frameForItem(at: [0, 3]) == CGRect(x: 5, y: 27, width: width, height: 5))
        #expect(list.contentSize.height == 37)
    }

    @Test("Adaptive columns fit as many columns of the minimum width as there is room for, and at least one", arguments: [
        (CGFloat(40), 2), (CGFloat(20), 3), (CGFloat(500), 1), (CGFloat.nan, 1), (CGFloat(-3), 1),
    ])
    func adaptiveColumns(minimumWidth: CGFloat, columns: Int) throws {
        let source = HeightsSource([Array(repeating: 10, count: 6)])
        let (_, list) = try makeList(source, layout: ListLayout(itemSpacing: 10, arrangement: .adaptiveColumns(minimumWidth: minimumWidth)))
        let firstLine = (0..<6).filter { list.frameForItem(at: [0, $0])?.minY == 0 }
        #expect(firstLine.count == columns)
        let width = (100 - CGFloat(columns - 1) * 10) / CGFloat(columns)
        #expect(list.frameForItem(at: [0, 0])?.width == width)
    }

    @Test("A waterfall puts each item in the column that ends first, and mounts only the items near the visible rect")
    func waterfall() throws {
        let source = HeightsSource([[30, 10, 10, 40, 10] + Array(repeating: 50, count: 40)])
        let (_, list) = try makeList(source, layout: ListLayout(itemSpacing: 10, lineSpacing: 5, arrangement: .waterfall(columns: 2)))
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 0, width: 45, height: 30))
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 55, y: 0, width: 45, height: 10))
        #expect(list.frameForItem(at: [0, 2]) == CGRect(x: 55, y: 15, width: 45, height: 10))
        #expect(list.frameForItem(at: [0, 3]) == CGRect(x: 55, y: 30, width: 45, height: 40))
        #expect(list.frameForItem(at: [0, 4]) == CGRect(x: 0, y: 35, width: 45, height: 10))
        list.scroll(to: CGPoint(x: 0, y: 500))
        let visible = CGRect(x: 0, y: 500, width: 100, height: 100)
        let mounted = list.indexPathsForMountedItems
        #expect(!mounted.isEmpty && mounted.count < 10)
        // Every item overlapping the visible rect is mounted.
        for item in 0..<45 {
            let frame = try #require(list.frameForItem(at: [0, item]))
            let overlaps = frame.minY < visible.maxY && frame.maxY > visible.minY
            if overlaps { #expect(mounted.contains([0, item])) }
        }
    }

    @Test("A section can have its own layout: a one-column section above a two-column grid")
    func perSectionLayouts() throws {
        let source = HeightsSource([[10, 10], [10, 10, 10]])
        var layout = ListLayout(arrangement: .columns(2))
        layout.sections[0] = ListSectionLayout(arrangement: .flow, insets: EdgeInsets(top: 0, left: 0, bottom: 4, right: 0))
        source.itemWidth = 100
        let (_, list) = try makeList(source, layout: layout)
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 0, y: 10, width: 100, height: 10))
        #expect(list.frameForItem(at: [1, 0]) == CGRect(x: 0, y: 24, width: 50, height: 10))
        #expect(list.frameForItem(at: [1, 1]) == CGRect(x: 50, y: 24, width: 50, height: 10))
        #expect(list.frameForItem(at: [1, 2]) == CGRect(x: 0, y: 34, width: 50, height: 10))
    }

    @Test("Right to left, a grid's rows fill from the right, and the leading inset is the right one")
    func rightToLeft() throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source, layout: ListLayout(sectionInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 10),
                                                                     arrangement: .columns(2)))
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 0, width: 45, height: 10))
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 45, y: 0, width: 45, height: 10))
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 0, y: 0, width: 45, height: 10))
        #expect(list.cell(forItemAt: [0, 0])?.frame.minX == 45)
    }

    @Test("Right to left, a horizontal list is not mirrored (UIKit's flow layout flips it: a stated difference); the arrows follow what shows")
    func horizontalRightToLeft() throws {
        let source = ButtonRows([[100, 100, 100]])   // as tall as the list: one item a line
        source.width = 30
        let (window, list) = try makeList(source, layout: ListLayout(scrollDirection: .horizontal))
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        #expect(list.frameForItem(at: [0, 0])?.minX == 0 && list.frameForItem(at: [0, 1])?.minX == 30)
        #expect(try #require(list.cell(forItemAt: [0, 0])?.subviews.first).becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .arrowRight))
        #expect(window.firstResponder?.accessibilityLabel == "0.1", "Right moves to the item on the right")
        withExtendedLifetime(source) {}
    }

    @Test("In a grid Down goes to the same column of the next row, Right to the next item; Left and Right swap right to left")
    func gridKeyboard() throws {
        let source = ButtonRows([Array(repeating: 20, count: 9)])
        let (window, list) = try makeList(source, layout: ListLayout(arrangement: .columns(3)))
        func focusedLabel() -> String? { window.firstResponder?.accessibilityLabel }
        func press(_ key: Key) { _ = window.send(KeyEvent(.down, key: key)) }
        #expect(try #require(list.cell(forItemAt: [0, 1])?.subviews.first).becomeFirstResponder())
        press(.arrowDown)
        #expect(focusedLabel() == "0.4")
        press(.arrowRight)
        #expect(focusedLabel() == "0.5")
        press(.arrowUp)
        #expect(focusedLabel() == "0.2")
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        #expect(focusedLabel() == "0.2")
        press(.arrowLeft)
        #expect(focusedLabel() == "0.3")
    }

    @Test("In a waterfall Down goes to the next item of the same column")
    func waterfallKeyboard() throws {
        let source = ButtonRows([[30, 10, 10, 40, 10]])
        let (window, list) = try makeList(source, layout: ListLayout(itemSpacing: 10, lineSpacing: 5, arrangement: .waterfall(columns: 2)),
                                          height: 200)
        #expect(try #require(list.cell(forItemAt: [0, 0])?.subviews.first).becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .arrowDown))
        #expect(window.firstResponder?.accessibilityLabel == "0.4")
    }

    @Test("In a one-column list Left and Right stay with the row")
    func oneColumnLeavesLeftAndRight() throws {
        let source = ButtonRows([[20, 20, 20]])
        let (window, list) = try makeList(source, layout: ListLayout())
        #expect(try #require(list.cell(forItemAt: [0, 0])?.subviews.first).becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .arrowRight))
        #expect(window.firstResponder?.accessibilityLabel == "0.0")
        _ = window.send(KeyEvent(.down, key: .arrowDown))
        #expect(window.firstResponder?.accessibilityLabel == "0.1")
    }

    @Test("Rows with nothing to focus are passed over: Down goes to the next row with a button, End to the last one that has one")
    func rowsWithoutControlsArePassedOver() throws {
        let source = ButtonRows([Array(repeating: 20, count: 20)])
        source.buttonEvery = 3
        let (window, list) = try makeList(source, layout: ListLayout())
        list.workingRange = 100
        #expect(try #require(list.cell(forItemAt: [0, 0])?.subviews.first).becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .arrowDown))
        #expect(window.firstResponder?.accessibilityLabel == "0.3")
        _ = window.send(KeyEvent(.down, key: .end))
        #expect(window.firstResponder?.accessibilityLabel == "0.18")
        #expect(list.contentOffset.y == list.maximumContentOffset.y)
        _ = window.send(KeyEvent(.down, key: .arrowUp))
        #expect(window.firstResponder?.accessibilityLabel == "0.15")
        // Home goes to the first row with a button, after the first row when it has none.
        source.buttonEvery = 2
        source.firstButton = 1
        list.reloadData()
        #expect(try #require(list.cell(forItemAt: [0, 17])?.subviews.first).becomeFirstResponder())
        _ = window.send(KeyEvent(.down, key: .home))
        #expect(window.firstResponder?.accessibilityLabel == "0.1")
    }

    @Test("Sizes given a section at a time build the same geometry without a call per item; a wrong count falls back to items")
    func sectionSizes() throws {
        let source = BulkHeights([[10, 20, 30], [5, 5]])
        let (_, list) = try makeList(source, layout: ListLayout())
        #expect(source.itemCalls == 0 && source.sectionCalls == 2)
        #expect(list.frameForItem(at: [1, 1]) == CGRect(x: 0, y: 65, width: 100, height: 5))
        source.wrongLength = true
        list.reloadData()
        #expect(source.itemCalls == 5)
        #expect(list.frameForItem(at: [1, 1]) == CGRect(x: 0, y: 65, width: 100, height: 5))
    }

    @Test("A layout tells the width its arrangement gives items, per section; none in a flow")
    func itemCrossExtent() {
        var layout = ListLayout(itemSpacing: 10, sectionInsets: EdgeInsets(all: 5), arrangement: .adaptiveColumns(minimumWidth: 40))
        layout.sections[1] = ListSectionLayout(arrangement: .waterfall(columns: 3), itemSpacing: 5)
        layout.sections[2] = ListSectionLayout(arrangement: .flow)
        // 100 wide, 90 inside the insets: two columns of 40.
        #expect(layout.itemCrossExtent(inSection: 0, crossExtent: 100) == 40)
        #expect(layout.itemCrossExtent(inSection: 1, crossExtent: 100) == 30)
        #expect(layout.itemCrossExtent(inSection: 2, crossExtent: 100) == nil)
        #expect(layout.itemCrossExtent(inSection: 0, crossExtent: .nan) == 0)
    }
}
