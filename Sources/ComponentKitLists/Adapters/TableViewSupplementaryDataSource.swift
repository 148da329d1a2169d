import Foundation
import ViewTree

/// Everything about a ``TableViewDataSource``'s table besides its rows:
/// section titles, editing, moving and the section index, as CKToolbox's
/// `CKTableViewSupplementaryDataSource`. Every method has a default.
@MainActor
public protocol TableViewSupplementaryDataSource: AnyObject {
    /// The title above `section`, or nil for no header.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title below `section`, or nil for no footer.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
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
