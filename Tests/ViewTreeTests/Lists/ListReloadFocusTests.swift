import Foundation
import Testing
@testable import ViewTree

/// Rows with a button each, reloaded on every trait change (the data
/// source's default), naming each button after its row and the scheme.
@MainActor
private final class SchemeRows: ListViewDataSource {
    var count: Int
    var configured: [IndexPath] = []
    init(count: Int) { self.count = count }
    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 20) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        configured.append(indexPath)
        let button = cell.subviews.first as? Button ?? Button()
        if button.superview == nil { try? cell.addSubview(button) }
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        button.accessibilityLabel = "\(indexPath[1]) \(listView.traitCollection.colorScheme)"
    }
}

@MainActor
@Suite("Reloading a list keeps keyboard focus in its row")
struct ListReloadFocusTests {
    @Test("A trait change reloads the list (the default); the focused row is configured again in place and keeps focus")
    func traitReloadKeepsFocus() throws {
        let source = SchemeRows(count: 5)
        let window = Window(size: CGSize(width: 100, height: 100))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.dataSource = source
        try window.rootView.addSubview(list)
        list.reloadData()
        let button = try #require(list.cell(forItemAt: [0, 2])?.subviews.first)
        #expect(button.becomeFirstResponder())
        source.configured = []
        var traits = window.traitCollection
        traits.colorScheme = .dark
        window.traitCollection = traits
        #expect(source.configured.contains([0, 2]), "the row was configured again for the new traits")
        #expect(window.firstResponder === button && button.accessibilityLabel == "2 dark")
        #expect(list.cell(forItemAt: [0, 2])?.subviews.first === button)
    }

    @Test("When the focused row is gone after the reload, its cell is retired as before")
    func goneRowIsRetired() throws {
        let source = SchemeRows(count: 5)
        let window = Window(size: CGSize(width: 100, height: 100))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.dataSource = source
        try window.rootView.addSubview(list)
        list.reloadData()
        let cell = try #require(list.cell(forItemAt: [0, 4]))
        #expect(try #require(cell.subviews.first).becomeFirstResponder())
        source.count = 3
        list.reloadData()
        // Retired, it may come straight back from the reuse queue for another row (the queue's order follows a dictionary's).
        #expect(list.itemCounts == [3] && list.cell(forItemAt: [0, 4]) == nil)
        #expect(cell.isHidden || (cell.indexPath.map { $0[1] < 3 } ?? false), "retired, or reused for a row that exists")
        #expect(list.indexPathsForMountedItems.allSatisfy { $0[1] < 3 })
    }
}
