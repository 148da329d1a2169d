import Foundation

/// Keyboard and screen-reader ways to do what swipes and drags do: a row
/// offers each of its swipe actions (a row that can be deleted "Delete",
/// on the Delete key; trailing actions first), and while
/// editing a row that can move offers "Move up" and "Move down" (Alt with
/// the arrow keys), as UIKit offers a table's swipe actions to VoiceOver.
extension TableView {
    /// Names of the row actions the table offers.
    public enum RowAction {
        /// Deletes the row (``TableViewEditingDataSource/tableView(_:commitDeleteForRowAt:)``):
        /// the default trailing swipe action.
        public static let delete = "Delete"
        /// Moves the row one place up, into the previous section from its first row.
        public static let moveUp = "Move up"
        /// Moves the row one place down, into the next section from its last row.
        public static let moveDown = "Move down"
    }

    /// Gives `cell` the row actions its data source allows.
    func updateRowActions(of cell: ListCell, at path: IndexPath) {
        guard path.count == 2, let editing = editingDataSource else {
            cell.accessibilityCustomActions = []
            return
        }
        var actions: [AccessibilityCustomAction] = []
        for edge in [TableRowEdge.trailing, .leading] {
            for (index, action) in (configuredSwipeActions(forRowAt: path, edge: edge)?.actions ?? []).enumerated() {
                actions.append(AccessibilityCustomAction(action.title, shortcut: action.shortcut) { [weak self, weak cell] in
                    guard let self, let cell else { return false }
                    return self.performRowAction(at: index, edge: edge, of: cell)
                })
            }
        }
        if isEditing, editing.tableView(self, canMoveRowAt: path) {
            actions.append(AccessibilityCustomAction(RowAction.moveUp, shortcut: KeyShortcut(.arrowUp, modifiers: .option)) {
                [weak self, weak cell] in
                guard let self, let cell else { return false }
                return self.moveRow(of: cell, by: -1)
            })
            actions.append(AccessibilityCustomAction(RowAction.moveDown, shortcut: KeyShortcut(.arrowDown, modifiers: .option)) {
                [weak self, weak cell] in
                guard let self, let cell else { return false }
                return self.moveRow(of: cell, by: 1)
            })
        }
        cell.accessibilityCustomActions = actions
    }

    /// Performs a swipe action of the row `cell` shows and announces it;
    /// when the row went away (Delete), focus goes to the row that took its
    /// place (or the one before), so the keyboard stays in the list.
    private func performRowAction(at index: Int, edge: TableRowEdge, of cell: ListCell) -> Bool {
        guard let path = cell.indexPath, path.count == 2,
            let actions = configuredSwipeActions(forRowAt: path, edge: edge)?.actions, actions.indices.contains(index)
        else { return false }
        let action = actions[index]
        let name = cell.accessibilityName
        let hadFocus = cell.isFirstResponder || (window?.firstResponder?.isDescendant(of: cell) ?? false)
        let countsBefore = itemCounts
        hideSwipeActions()
        action.handler(path)
        if action.commitsDelete {
            window?.announce(name.isEmpty ? "Deleted" : "\(name), deleted")
        } else {
            window?.announce(name.isEmpty ? action.title : "\(name), \(action.title)")
        }
        guard hadFocus, itemCounts != countsBefore, let total = itemCounts.indices.contains(path[0]) ? itemCounts[path[0]] : nil
        else { return true }
        let next: IndexPath? = total > path[1] ? path : (path[1] > 0 ? [path[0], path[1] - 1] : nil)
        if let next, let replacement = self.cell(forItemAt: next) { replacement.becomeFirstResponder() }
        return true
    }

    /// Moves the row `cell` shows one place up (`step` -1) or down (+1),
    /// across section boundaries, and announces where it went.
    private func moveRow(of cell: ListCell, by step: Int) -> Bool {
        guard let source = cell.indexPath, source.count == 2, let editing = editingDataSource,
            editing.tableView(self, canMoveRowAt: source) else { return false }
        let counts = itemCounts
        var destination: IndexPath?
        if step < 0 {
            if source[1] > 0 {
                destination = [source[0], source[1] - 1]
            } else if source[0] > 0 {
                destination = [source[0] - 1, counts[source[0] - 1]]
            }
        } else {
            if source[1] + 1 < counts[source[0]] {
                destination = [source[0], source[1] + 1]
            } else if source[0] + 1 < counts.count {
                destination = [source[0] + 1, 0]
            }
        }
        guard let destination else {
            window?.announce(step < 0 ? "Already first" : "Already last")
            return true
        }
        let name = cell.accessibilityName
        editing.tableView(self, moveRowAt: source, to: destination)
        let moved = self.cell(forItemAt: destination)
        moved?.becomeFirstResponder()
        let position = moved?.accessibilityListPosition.map { ", \($0)" } ?? ""
        window?.announce("\(name.isEmpty ? "Row" : name), moved \(step < 0 ? "up" : "down")\(position)")
        return true
    }
}
