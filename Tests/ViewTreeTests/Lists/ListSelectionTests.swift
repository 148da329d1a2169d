import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("List selection and highlight: presses, keys, the delegate, and batch updates")
struct ListSelectionTests {
    /// Five 20-point rows in a 100×100 list, selectable, with a recording delegate.
    private func makeList(_ sections: [[CGFloat]] = [[20, 20, 20, 20, 20]], multiple: Bool = false)
        throws -> (Window, CollectionView, HeightsSource, SelectionRecorder)
    {
        let window = Window(size: CGSize(width: 100, height: 100))
        let source = HeightsSource(sections)
        let recorder = SelectionRecorder()
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.workingRange = 0
        list.dataSource = source
        list.delegate = recorder
        list.allowsSelection = true
        list.allowsMultipleSelection = multiple
        try window.rootView.addSubview(list)
        list.reloadData()
        return (window, list, source, recorder)
    }

    private func press(_ window: Window, at point: CGPoint, time: TimeInterval = 1) {
        window.send(PointerEvent(.down, at: point, time: time))
    }

    private func release(_ window: Window, at point: CGPoint, time: TimeInterval = 1.05) {
        window.send(PointerEvent(.up, at: point, time: time))
    }

    private func tap(_ window: Window, at point: CGPoint) {
        press(window, at: point)
        release(window, at: point)
    }

    @Test("Touch down highlights, up selects: the delegate hears each step in UIKit's order")
    func pressHighlightsThenSelects() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        press(window, at: CGPoint(x: 50, y: 30))
        #expect(list.indexPathForHighlightedItem == [0, 1])
        #expect(list.cell(forItemAt: [0, 1])?.isHighlighted == true)
        #expect(list.indexPathsForSelectedItems.isEmpty)
        release(window, at: CGPoint(x: 50, y: 30))
        #expect(recorder.events == ["highlight 0.1", "unhighlight 0.1", "select 0.1"])
        #expect(list.indexPathsForSelectedItems == [[0, 1]])
        let cell = try #require(list.cell(forItemAt: [0, 1]))
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test("Moving away while pressed drops the highlight and selects nothing")
    func movingAwayUnhighlights() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        press(window, at: CGPoint(x: 50, y: 30))
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: 55), time: 1.02))
        #expect(list.indexPathForHighlightedItem == nil)
        #expect(list.cell(forItemAt: [0, 1])?.isHighlighted == false)
        release(window, at: CGPoint(x: 50, y: 55))
        #expect(recorder.events == ["highlight 0.1", "unhighlight 0.1"])
        #expect(list.indexPathsForSelectedItems.isEmpty)
    }

    @Test("A drag that scrolls the list takes the press from the row: no selection")
    func scrollingCancelsTheHighlight() throws {
        let (window, list, source, recorder) = try makeList()
        source.sections = [Array(repeating: 20, count: 20)]
        list.reloadData()
        press(window, at: CGPoint(x: 50, y: 90))
        for (step, y) in [85.0, 70, 50].enumerated() {
            window.send(PointerEvent(.move, at: CGPoint(x: 50, y: y), time: 1 + Double(step + 1) * 0.02))
        }
        release(window, at: CGPoint(x: 50, y: 50), time: 1.1)
        #expect(list.contentOffset.y == 40)
        #expect(recorder.events == ["highlight 0.4", "unhighlight 0.4"])
        #expect(list.indexPathsForSelectedItems.isEmpty)
    }

    @Test("Single selection replaces the selected item and tells the delegate of both")
    func singleSelectionReplaces() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        tap(window, at: CGPoint(x: 50, y: 10))
        recorder.events = []
        tap(window, at: CGPoint(x: 50, y: 50))
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        #expect(recorder.events == ["highlight 0.2", "unhighlight 0.2", "deselect 0.0", "select 0.2"])
        #expect(list.cell(forItemAt: [0, 0])?.isSelected == false)
    }

    @Test("Multiple selection toggles items; should-deselect can keep one")
    func multipleSelectionToggles() throws {
        let (window, list, source, recorder) = try makeList(multiple: true)
        defer { withExtendedLifetime(source) {} }
        tap(window, at: CGPoint(x: 50, y: 10))
        tap(window, at: CGPoint(x: 50, y: 50))
        #expect(list.indexPathsForSelectedItems == [[0, 0], [0, 2]])
        tap(window, at: CGPoint(x: 50, y: 10))
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        recorder.refusesDeselection = [[0, 2]]
        tap(window, at: CGPoint(x: 50, y: 50))
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        #expect(recorder.events.filter { !$0.contains("highlight") } == ["select 0.0", "select 0.2", "deselect 0.0"])
    }

    @Test("The delegate can refuse the highlight (no selection follows) or the selection")
    func delegateRefuses() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        recorder.refusesHighlight = [[0, 0]]
        recorder.refusesSelection = [[0, 1]]
        tap(window, at: CGPoint(x: 50, y: 10))
        tap(window, at: CGPoint(x: 50, y: 30))
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(recorder.events == ["highlight 0.1", "unhighlight 0.1"])
    }

    @Test("With selection off (the default) a press neither highlights nor selects; turning it off deselects")
    func selectionOff() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        try list.selectItem(at: [0, 3], animated: false)
        list.allowsSelection = false
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(list.accessibilityContainerType == .list)
        tap(window, at: CGPoint(x: 50, y: 10))
        #expect(recorder.events.isEmpty)
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(CollectionView(frame: .zero).allowsSelection == false)
    }

    @Test("A press on a button inside a row is the button's, not the row's")
    func controlsKeepTheirPresses() throws {
        let (window, list, source, recorder) = try makeList()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(list.cell(forItemAt: [0, 0]))
        let button = Button(frame: CGRect(x: 70, y: 0, width: 30, height: 20))
        var tapped = 0
        button.addTouchUpInsideHandler { _ in tapped += 1 }
        try cell.addSubview(button)
        tap(window, at: CGPoint(x: 85, y: 10))
        #expect(tapped == 1)
        #expect(recorder.events.isEmpty)
        #expect(list.indexPathsForSelectedItems.isEmpty)
    }

    @Test("selectItem and deselectItem change the selection without telling the delegate; a bad path is a typed error")
    func programmaticSelection() throws {
        let (_, list, source, recorder) = try makeList([[20, 20, 20, 20, 20, 20, 20, 20, 20, 20]])
        defer { withExtendedLifetime(source) {} }
        try list.selectItem(at: [0, 8], animated: false, scrollPosition: .bottom)
        #expect(list.indexPathsForSelectedItems == [[0, 8]])
        #expect(list.contentOffset.y == 80)
        #expect(list.cell(forItemAt: [0, 8])?.isSelected == true)
        list.deselectItem(at: [0, 8], animated: false)
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(recorder.events.isEmpty)

        try list.selectItem(at: [0, 1], animated: false)
        let error = #expect(throws: ListItemNotFoundError.self) { try list.selectItem(at: [0, 10], animated: false) }
        #expect(error?.description == "no item at [0, 10]: the list has 10 items in section 0 (1 section)")
        #expect(list.indexPathsForSelectedItems == [[0, 1]])
    }

    @Test("Selection follows batch updates: paths move with inserts, deletes and moves; deleted items drop out")
    func selectionFollowsUpdates() throws {
        let (_, list, source, recorder) = try makeList(multiple: true)
        for path: IndexPath in [[0, 1], [0, 2], [0, 4]] { try list.selectItem(at: path, animated: false) }
        // Delete 0.2, insert at 0, move 0.4 → 0.1: the rows read new, 0.4, 0.0, 0.1, 0.3.
        source.sections = [[20, 20, 20, 20, 20]]
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 2]], movedItems: [[0, 4]: [0, 1]], insertedItems: [[0, 0]]))
        #expect(list.indexPathsForSelectedItems == [[0, 1], [0, 3]])
        #expect(recorder.events.isEmpty)
        let selectedCells = list.indexPathsForMountedItems.filter { list.cell(forItemAt: $0)?.isSelected == true }
        #expect(selectedCells == [[0, 1], [0, 3]])

        // A deleted section takes its selection with it.
        source.sections = [[20, 20, 20, 20, 20], [20]]
        try list.performBatchUpdates(ListUpdate(insertedSections: [1], insertedItems: [[1, 0]]))
        try list.selectItem(at: [1, 0], animated: false)
        source.sections = [[20]]
        try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 1], [0, 2], [0, 3], [0, 4]], deletedSections: [1]))
        #expect(list.indexPathsForSelectedItems.isEmpty)
    }

    @Test("Reloading the data deselects every item, as UIKit")
    func reloadDeselects() throws {
        let (_, list, source, _) = try makeList()
        defer { withExtendedLifetime(source) {} }
        try list.selectItem(at: [0, 1], animated: false)
        list.reloadData()
        #expect(list.indexPathsForSelectedItems.isEmpty)
        #expect(list.cell(forItemAt: [0, 1])?.isSelected == false)
    }

    @Test("Space and Enter on a focused row select it; rows of a selectable list take focus; arrows still move")
    func keyboardSelects() throws {
        let (window, list, source, recorder) = try makeList(multiple: true)
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(list.cell(forItemAt: [0, 2]))
        #expect(cell.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .space)))
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        #expect(window.send(KeyEvent(.down, key: .arrowDown)))
        #expect(window.firstResponder === list.cell(forItemAt: [0, 3]))
        #expect(window.send(KeyEvent(.down, key: .enter)))
        #expect(list.indexPathsForSelectedItems == [[0, 2], [0, 3]])
        #expect(window.send(KeyEvent(.down, key: .enter)))
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        #expect(recorder.events == ["select 0.2", "select 0.3", "deselect 0.3"])
    }

    @Test("A selectable list is a list box of options; a selected option says so")
    func accessibility() throws {
        let (_, list, source, _) = try makeList()
        defer { withExtendedLifetime(source) {} }
        try list.selectItem(at: [0, 1], animated: false)
        #expect(list.accessibilityRole == .listBox)
        #expect(list.cell(forItemAt: [0, 0])?.accessibilityRole == .option)
        #expect(list.cell(forItemAt: [0, 1])?.accessibilityStates == ["selected"])
        #expect(list.cell(forItemAt: [0, 0])?.accessibilityStates == [])
        #expect(AccessibilityRole.option.ariaRole == "option")
        #expect(AccessibilityRole.listBox.ariaRole == "listbox")
        list.allowsMultipleSelection = true
        #expect(list.accessibilityContainerType == .multiselectListBox)
        #expect(list.accessibilityRole == .listBox && list.cell(forItemAt: [0, 0])?.accessibilityRole == .option)
        list.allowsMultipleSelection = false
        #expect(list.accessibilityContainerType == .listBox)
    }

    @Test("A table row pressed or selected shows its grey background; a cell's own background wins")
    func selectedBackground() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let source = HeightsSource([[20, 20]])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.dataSource = source
        table.allowsSelection = true
        try window.rootView.addSubview(table)
        table.reloadData()
        let row = try #require(table.cell(forItemAt: [0, 0]))
        #expect(row.selectedBackgroundView == nil)
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 10), time: 1))
        let background = try #require(row.selectedBackgroundView)
        #expect(!background.isHidden && row.subviews.first === background && background.frame == row.bounds)
        window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 10), time: 1.05))
        #expect(!background.isHidden)
        table.deselectItem(at: [0, 0], animated: false)
        #expect(background.isHidden)

        let own = View()
        let other = try #require(table.cell(forItemAt: [0, 1]))
        other.selectedBackgroundView = own
        try table.selectItem(at: [0, 1], animated: false)
        #expect(!own.isHidden && other.subviews.first === own)
    }
}
