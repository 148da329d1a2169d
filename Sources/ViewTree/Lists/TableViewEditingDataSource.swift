import Foundation

/// What a ``TableView`` asks about editing, moving and its section index,
/// as the editing half of `UITableViewDataSource`.
///
/// Every method has a default: no row can be edited or moved, a deletable
/// row's trailing swipe action is Delete, and there is no section index.
@MainActor
public protocol TableViewEditingDataSource: AnyObject {
    /// Whether the row at `indexPath` can be swiped to delete.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed deleting the row at `indexPath`; update the data
    /// and the table.
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` shows a reorder handle while editing.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged a row from `source` to `destination`; update the
    /// data and the table.
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath)
    /// The actions swiping the row right reveals; nil for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration?
    /// The actions swiping the row left reveals; nil for none.
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration?
    /// Titles of the section index shown along the right edge; nil for none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section that index title `title`, at `index`, scrolls to.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewEditingDataSource {
    /// No row can be deleted.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
    /// No row can be moved.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}
    /// No leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        nil
    }
    /// Delete (``TableView/deleteSwipeAction()``) for a row that can be edited.
    public func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        tableView.defaultTrailingSwipeActions(forRowAt: indexPath, editing: self)
    }
    /// No section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The title's position.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
