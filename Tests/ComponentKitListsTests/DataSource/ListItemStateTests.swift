import ComponentKit
@testable import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// A row whose background says whether it is selected or highlighted, read
/// from ``ListItemState/current`` by the provider.
private struct StateRow: Component {
    let id: Int
    let state: ListItemState

    var viewConfiguration: ViewConfiguration {
        ViewConfiguration(View.self, [
            .accessibilityLabel("row \(id) \(state)"),
            .backgroundColor(state.isHighlighted ? .gray : state.isSelected ? .tint : .white),
        ])
    }
    var componentSize: ComponentSize { ComponentSize(width: .percent(100), height: .points(20)) }
}

/// Records the selection calls an adapter forwards.
@MainActor
private final class Forwarded: ListViewDelegate {
    var events: [String] = []
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath[1])") }
    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(indexPath[1])") }
    func listView(_ listView: ListView, didHighlightItemAt indexPath: IndexPath) { events.append("highlight \(indexPath[1])") }
}

@MainActor
@Suite("List item state: selection and highlight reach the cell's component")
struct ListItemStateTests {
    private static let provider = ComponentProvider<Row, Void> { row, _ in StateRow(id: row.id, state: ListItemState.current) }

    private func makeTable() throws -> (Window, TableViewDataSource<Row, Void>) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.allowsSelection = true
        try window.rootView.addSubview(table)
        let adapter = TableViewDataSource(
            tableView: table,
            configuration: DataSourceConfiguration(provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: 100),
                                                   layoutContext: LayoutContext(pointScale: 1), parallelism: 1),
            cellConfiguration: TableViewCellConfiguration(animationsDisabled: true))
        try adapter.apply(Rows.insert((0..<4).map { Row(id: $0) }), mode: .synchronous)
        return (window, adapter)
    }

    private func rowView(_ adapter: TableViewDataSource<Row, Void>, _ item: Int) -> View? {
        adapter.cell(forRowAt: [0, item])?.subviews.first { $0.accessibilityLabel?.hasPrefix("row") == true && !$0.isHidden }
    }

    @Test("Pressing a row re-renders its component highlighted, releasing selected; the list keeps its geometry")
    func pressAndSelect() throws {
        let (window, adapter) = try makeTable()
        let forwarded = Forwarded()
        adapter.delegate = forwarded
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 1 normal")
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 30), time: 1))
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 1 highlighted")
        #expect(rowView(adapter, 1)?.backgroundColor == .gray)
        window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 30), time: 1.05))
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 1 selected")
        #expect(rowView(adapter, 1)?.backgroundColor == .tint)
        #expect(adapter.cell(forRowAt: [0, 1])?.mountedItemState == ListItemState(isSelected: true))
        #expect(forwarded.events == ["highlight 1", "select 1"])
        // Only that cell was made again; the list's sizes come from the prepared items.
        #expect(adapter.cell(forRowAt: [0, 0])?.restyleCount == 0)
        #expect(adapter.tableView.frameForItem(at: [0, 1]) == CGRect(x: 0, y: 20, width: 100, height: 20))

        try adapter.tableView.selectItem(at: [0, 2], animated: false)
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 1 normal")
        #expect(rowView(adapter, 2)?.accessibilityLabel == "row 2 selected")
        #expect(adapter.cell(forRowAt: [0, 1])?.mountedLayout === adapter.state.item(at: [0, 1])?.layout)
    }

    @Test("A selected row stays selected, and restyled, through a changeset that moves and updates it")
    func selectionSurvivesChangesets() throws {
        let (_, adapter) = try makeTable()
        try adapter.tableView.selectItem(at: [0, 2], animated: false)
        var changeset = Changeset<Row>(removedItems: [[0, 0]])
        changeset.insertedItems[[0, 3]] = Row(id: 9)
        try adapter.apply(changeset, mode: .synchronous)
        #expect(adapter.tableView.indexPathsForSelectedItems == [[0, 1]])
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 2 selected")
        try adapter.apply(Changeset(updatedItems: [[0, 1]: Row(id: 7)]), mode: .synchronous)
        #expect(rowView(adapter, 1)?.accessibilityLabel == "row 7 selected")
        #expect(rowView(adapter, 0)?.accessibilityLabel == "row 1 normal")
    }

    @Test("A component that never reads the state is made again once, then the prepared layout serves every state")
    func componentsIgnoringTheState() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.allowsSelection = true
        let provider = ComponentProvider<Row, Void> { row, _ in StateRow(id: row.id, state: .normal) }
        let adapter = TableViewDataSource(
            tableView: table,
            configuration: DataSourceConfiguration(provider: provider, context: (), sizeRange: .flexibleHeight(width: 100),
                                                   layoutContext: LayoutContext(pointScale: 1), parallelism: 1))
        try adapter.apply(Rows.insert([Row(id: 0), Row(id: 1)]), mode: .synchronous)
        let cell = try #require(adapter.cell(forRowAt: [0, 1]))
        try table.selectItem(at: [0, 1], animated: false)
        #expect(cell.restyleCount == 0)
        #expect(cell.mountedLayout === adapter.state.item(at: [0, 1])?.layout)
        table.deselectItem(at: [0, 1], animated: false)
        try table.selectItem(at: [0, 1], animated: false)
        #expect(cell.mountedLayout === adapter.state.item(at: [0, 1])?.layout)
        #expect(adapter.state.item(at: [0, 1])?.scopeRoot.passCount == 2, "one render prepared it, one found the state unread")
    }

    @Test("Remounting a cell already showing its state makes nothing again")
    func restylingIsCached() throws {
        let (_, adapter) = try makeTable()
        try adapter.tableView.selectItem(at: [0, 3], animated: false)
        let cell = try #require(adapter.cell(forRowAt: [0, 3]))
        #expect(cell.restyleCount == 1)
        adapter.tableView.contentOffset = CGPoint(x: 0, y: 1)
        adapter.tableView.contentOffset = .zero
        #expect(cell.restyleCount == 1)
        #expect(ListItemState.current == .normal)
    }
}
