import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("List views: geometry, virtualization and batch updates")
struct ListViewTests {
    private func makeList(_ source: HeightsSource, size: CGSize = CGSize(width: 100, height: 100),
                          workingRange: CGFloat = 0) throws -> (Window, CollectionView) {
        let window = Window(size: size)
        let list = CollectionView(frame: CGRect(origin: .zero, size: size))
        list.workingRange = workingRange
        list.dataSource = source
        list.delegate = source
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list)
    }

    @Test("A flow layout wraps items into lines, with headers, insets, spacing and footers")
    func flowGeometry() throws {
        let source = HeightsSource([[10, 20, 10], [5]])
        source.itemWidth = 40
        source.headerHeight = 8
        source.footerHeight = 4
        let (_, list) = try makeList(source)
        list.layout = ListLayout(itemSpacing: 10, lineSpacing: 2, sectionInsets: EdgeInsets(top: 1, left: 5, bottom: 3, right: 5))
        // 90 points across: two 40-point items and a 10-point gap per line.
        #expect(list.frame(of: .header, inSection: 0) == CGRect(x: 0, y: 0, width: 100, height: 8))
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 5, y: 9, width: 40, height: 10))
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 55, y: 9, width: 40, height: 20))
        #expect(list.frameForItem(at: [0, 2]) == CGRect(x: 5, y: 31, width: 40, height: 10))
        #expect(list.frame(of: .footer, inSection: 0) == CGRect(x: 0, y: 44, width: 100, height: 4))
        #expect(list.frame(of: .header, inSection: 1) == CGRect(x: 0, y: 48, width: 100, height: 8))
        #expect(list.frameForItem(at: [1, 0]) == CGRect(x: 5, y: 57, width: 40, height: 5))
        #expect(list.contentSize == CGSize(width: 100, height: 69))
    }

    @Test("An empty item (a release build's fallback) takes no line spacing: no double gap around it")
    func emptyItemsTakeNoSpacing() throws {
        let source = HeightsSource([[10, 0, 10, 0, 0]])
        source.itemWidth = 100
        let (_, list) = try makeList(source)
        list.layout = ListLayout(lineSpacing: 8)
        #expect(list.frameForItem(at: [0, 0])?.minY == 0)
        #expect(list.frameForItem(at: [0, 2])?.minY == 18)
        #expect(list.contentSize.height == 28)
    }

    @Test("A horizontal list flows items down its height and scrolls sideways")
    func horizontalGeometry() throws {
        let source = HeightsSource([[30, 30, 30]])
        source.itemWidth = 50
        let (_, list) = try makeList(source, size: CGSize(width: 100, height: 60))
        list.layout = ListLayout(scrollDirection: .horizontal, itemSpacing: 0, lineSpacing: 5)
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 0, y: 30, width: 50, height: 30))
        #expect(list.frameForItem(at: [0, 2]) == CGRect(x: 55, y: 0, width: 50, height: 30))
        #expect(list.contentSize == CGSize(width: 105, height: 60))
    }

    @Test("Only cells in the visible rect and working range are mounted, and scrolling announces exact events")
    func virtualization() throws {
        let source = HeightsSource([Array(repeating: 10, count: 10_000)])
        let (_, list) = try makeList(source, workingRange: 20)
        // Visible 0..<100 plus 20 below: items 0 to 11.
        #expect(list.indexPathsForMountedItems == (0..<12).map { [0, $0] })
        #expect(list.indexPathsForVisibleItems == (0..<10).map { [0, $0] })
        #expect(source.events == (0..<10).map { "+0.\($0)" })
        source.events.removeAll()

        list.scroll(to: CGPoint(x: 0, y: 35))
        // Visible 35..<135 shows items 3 to 13; mounted 15..<155 is items 1 to 15.
        #expect(list.indexPathsForVisibleItems == (3...13).map { [0, $0] })
        #expect(list.indexPathsForMountedItems == (1...15).map { [0, $0] })
        #expect(source.events == ["-0.0", "-0.1", "-0.2", "+0.10", "+0.11", "+0.12", "+0.13"])
        #expect(list.subviews.count(where: { !$0.isHidden }) == 15)

        list.scroll(to: CGPoint(x: 0, y: 99_900))
        #expect(list.indexPathsForMountedItems == (9_988..<10_000).map { [0, $0] })
        // Far scrolling reuses cells instead of making new ones.
        #expect(list.statistics.cellsCreated <= 16)
        #expect(list.cell(forItemAt: [0, 9_999])?.accessibilityLabel == "0.9999")
    }

    @Test("A batch update moves mounted cells with their items and mounts inserted ones")
    func batchUpdateRemapsCells() throws {
        let source = HeightsSource([[10, 10, 10, 10]])
        let (_, list) = try makeList(source)
        let third = try #require(list.cell(forItemAt: [0, 2]))
        let first = try #require(list.cell(forItemAt: [0, 0]))
        source.sections = [[10, 10, 10, 10, 10]]
        source.configured.removeAll()
        // Delete item 1, move 0 to the end, insert two at the front.
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 1]], movedItems: [[0, 0]: [0, 4]],
                                                insertedItems: [[0, 0], [0, 1]]))
        #expect(list.cell(forItemAt: [0, 2]) === third)
        #expect(list.cell(forItemAt: [0, 4]) === first)
        #expect(third.frame.minY == 20)
        #expect(source.configured.sorted() == [[0, 0], [0, 1]])
        #expect(list.indexPathsForMountedItems == (0..<5).map { [0, $0] })
    }

    @Test("Inconsistent batch updates are refused with the counts, and change nothing", arguments: [
        (ListUpdate(deletedItems: [[0, 0]]), "section 0 has 3 items after the update, but section 0 had 3 items, 1 left and 0 arrived, which makes 2"),
        (ListUpdate(deletedItems: [[0, 7]]), "deleted item [0, 7] does not exist before the update"),
        (ListUpdate(insertedSections: [1]), "inserted section 1 does not exist after the update (1 sections)"),
        (ListUpdate(movedItems: [[0, 0]: [0, 1], [0, 1]: [0, 1]]), "two items move to [0, 1]"),
    ])
    func inconsistentUpdates(update: ListUpdate, reason: String) throws {
        let source = HeightsSource([[10, 10, 10]])
        let (window, list) = try makeList(source)
        _ = window.takeTransaction()
        let cells = list.indexPathsForMountedItems.map { list.cell(forItemAt: $0) }
        #expect(throws: ListViewError(reason: reason, update: update.description, countsBefore: [3], countsAfter: [3])) {
            try list.performBatchUpdates(update)
        }
        let after = list.indexPathsForMountedItems.map { list.cell(forItemAt: $0) }
        let unchanged = after.count == cells.count && zip(after, cells).allSatisfy { $0 === $1 }
        #expect(unchanged)
        #expect(window.takeTransaction().isEmpty)
    }

    @Test("Insert and delete animations are recorded on the cells")
    func animations() throws {
        let source = HeightsSource([[10, 10]])
        let (window, list) = try makeList(source)
        _ = window.takeTransaction()
        let leaving = try #require(list.cell(forItemAt: [0, 0]))
        source.sections = [[10, 10]]
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 0]], insertedItems: [[0, 1]],
                                                animations: .init(insertedItems: .fade, deletedItems: .left)))
        let arrived = try #require(list.cell(forItemAt: [0, 1]))
        let mutations = window.takeTransaction().mutations
        #expect(mutations.contains(.animate(arrived.id, ViewAnimation(from: .alpha(0), to: .alpha(1), timing: .default))))
        #expect(mutations.contains(.animate(leaving.id, ViewAnimation(
            from: .frame(CGRect(x: 0, y: 0, width: 100, height: 10)), to: .frame(CGRect(x: -100, y: 0, width: 100, height: 10)),
            timing: .default, hidesWhenFinished: true))))
    }
}
