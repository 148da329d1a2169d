import ComponentKit
import Foundation
import ViewTree

/// Everything about a ``TableViewDataSource``'s table besides its rows:
/// section titles or header and footer components, editing, moving, swipe
/// actions and the section index, as CKToolbox's
/// `CKTableViewSupplementaryDataSource`. Every method has a default.
@MainActor
public protocol TableViewSupplementaryDataSource: AnyObject {
    /// The title above `section`, or nil for no header.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title below `section`, or nil for no footer.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// A component shown above `section`, laid out as wide as the table;
    /// it wins over the header title.
    func tableView(_ tableView: TableView, componentForHeaderInSection section: Int) -> (any Component)?
    /// A component shown below `section`; it wins over the footer title.
    func tableView(_ tableView: TableView, componentForFooterInSection section: Int) -> (any Component)?
    /// The actions swiping the row right reveals; nil for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration?
    /// The actions swiping the row left reveals; nil for none (by default
    /// Delete for a row that can be edited).
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration?
    /// Whether the row can be swiped to delete.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed deleting the row: apply a changeset that removes it.
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder handle while editing.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: apply a changeset that moves it.
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath)
    /// The section index titles, or nil for none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section an index title scrolls to.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewSupplementaryDataSource {
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No header component.
    public func tableView(_ tableView: TableView, componentForHeaderInSection section: Int) -> (any Component)? { nil }
    /// No footer component.
    public func tableView(_ tableView: TableView, componentForFooterInSection section: Int) -> (any Component)? { nil }
    /// No leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        nil
    }
    /// Delete for a row that can be edited.
    public func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
        guard self.tableView(tableView, canEditRowAt: indexPath) else { return nil }
        return TableSwipeActionsConfiguration(actions: [tableView.deleteSwipeAction()])
    }
    /// Not editable.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
    /// Not movable.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}
    /// No index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The title's position.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
