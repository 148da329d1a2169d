import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Lists keep the focused row mounted while it scrolls out of range")
struct ListFocusRetentionTests {
    /// Fifty 20-point rows in a 100×100 selectable list (rows take focus), no working range.
    private func makeList() throws -> (Window, CollectionView, HeightsSource) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let source = HeightsSource([Array(repeating: 20, count: 50)])
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.workingRange = 0
        list.dataSource = source
        list.allowsSelection = true
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list, source)
    }

    @Test("Page Down scrolls past the focused row: it stays mounted, at its place, and keeps focus; once focus leaves, it is reused")
    func focusedRowSurvivesScrolling() throws {
        let (window, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }
        let row = try #require(list.cell(forItemAt: [0, 1]))
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .pageDown)))
        #expect(window.send(KeyEvent(.down, key: .pageDown)))
        #expect(list.contentOffset.y >= 120, "two pages down")
        #expect(window.firstResponder === row)
        #expect(list.cell(forItemAt: [0, 1]) === row && row.superview === list)
        #expect(row.frame.minY == 20)
        #expect(!row.isDisplayed, "off screen: the delegate heard it leave the visible rect")

        // Focus moves to a row on screen; the next scroll lets the old row go.
        let shown = try #require(list.indexPathsForMountedItems.first { $0 != [0, 1] })
        #expect(try #require(list.cell(forItemAt: shown)).becomeFirstResponder())
        list.scroll(to: CGPoint(x: 0, y: list.contentOffset.y + 20))
        #expect(list.cell(forItemAt: [0, 1]) == nil)
    }

    @Test("A focused row whose item is deleted is not kept")
    func deletedFocusedRowGoes() throws {
        let (window, list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }
        let row = try #require(list.cell(forItemAt: [0, 1]))
        #expect(row.becomeFirstResponder())
        source.sections[0].remove(at: 1)
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 1]]))
        list.scroll(to: CGPoint(x: 0, y: 200))
        #expect(window.firstResponder !== row)
        // No cell is kept beyond the visible rows (the working range is zero).
        let frames = list.indexPathsForMountedItems.compactMap { list.cell(forItemAt: $0)?.frame }
        #expect(!frames.isEmpty && frames.allSatisfy { $0.intersects(list.bounds) })
    }
}
