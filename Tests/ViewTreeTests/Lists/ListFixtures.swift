import Foundation
@testable import ViewTree

/// A list data source over item heights per section, recording what the
/// list asks and the display events it sends.
@MainActor
final class HeightsSource: ListViewDataSource, ListViewDelegate, TableViewEditingDataSource {
    var sections: [[CGFloat]]
    var itemWidth: CGFloat = 100
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var configured: [IndexPath] = []
    var events: [String] = []
    var deletable = true
    var movable = true
    var deleted: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []
    var indexTitles: [String]?

    init(_ sections: [[CGFloat]]) { self.sections = sections }

    func numberOfSections(in listView: ListView) -> Int { sections.count }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: itemWidth, height: sections[indexPath[0]][indexPath[1]])
    }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType {
        ListCellType(reuseIdentifier: "row")
    }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        configured.append(indexPath)
        cell.accessibilityLabel = "\(indexPath[0]).\(indexPath[1])"
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        CGSize(width: 0, height: kind == .header ? headerHeight : footerHeight)
    }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        (view as? TableHeaderFooterView)?.title = "\(kind.rawValue) \(section)"
    }

    func listView(_ listView: ListView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        events.append("+\(indexPath[0]).\(indexPath[1])")
    }
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath) {
        events.append("-\(indexPath[0]).\(indexPath[1])")
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { deletable }
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) { deleted.append(indexPath) }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        moved.append((source, destination))
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
}
