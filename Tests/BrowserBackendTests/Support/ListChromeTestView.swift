import Foundation
import ViewTree

/// A selectable plain-style table of three sections of ten 44-point rows,
/// with floating 30-point headers, separators, accessories and swipe
/// actions: the page the list chrome browser tests drive.
@MainActor
final class ListChromeTestView: View, ListViewDataSource, TableViewEditingDataSource {
    let table = TableView()
    var sections: [[String]] = (0..<3).map { section in (0..<10).map { "Row \(section).\($0)" } }
    var log: [String] = []

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        table.accessibilityIdentifier = "table"
        table.accessibilityLabel = "Rows"
        table.allowsSelection = true
        table.dataSource = self
        table.editingDataSource = self
        try? addSubview(table)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        table.frame = bounds
        if table.itemCounts.isEmpty { table.reloadData() }
    }

    func numberOfSections(in listView: ListView) -> Int { sections.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 0, height: 44) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        let label = cell.subviews.compactMap { $0 as? Label }.first ?? Label()
        if label.superview == nil { try? cell.addSubview(label) }
        label.frame = CGRect(x: 16, y: 0, width: 240, height: 44)
        label.text = AttributedText(sections[indexPath[0]][indexPath[1]])
        cell.accessibilityIdentifier = "row-\(indexPath[0])-\(indexPath[1])"
        cell.accessoryType = indexPath[1] % 2 == 0 ? .disclosureIndicator : .checkmark
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        CGSize(width: 0, height: kind == .header ? 30 : 0)
    }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        (view as? TableHeaderFooterView)?.title = "Section \(section)"
        view.accessibilityIdentifier = "header-\(section)"
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        log.append("delete \(sections[indexPath[0]][indexPath[1]])")
        sections[indexPath[0]].remove(at: indexPath[1])
        try? tableView.performBatchUpdates(ListUpdate(deletedItems: [indexPath]))
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        let archive = TableSwipeAction(title: "Archive", shortcut: KeyShortcut("a", modifiers: .option)) { [weak self] path in
            guard let self else { return }
            self.log.append("archive \(self.sections[path[0]][path[1]])")
        }
        return TableSwipeActionsConfiguration(actions: [tableView.deleteSwipeAction(), archive])
    }
}
