import Foundation

/// Highlighting and selecting items, as `UICollectionView` and
/// `UITableView` do: a press highlights the item under the pointer, moving
/// away drops the highlight, and releasing on it selects it (Space or Enter
/// on a focused item too). The ``delegate`` is asked first and told after.
extension ListView {
    /// Index paths of the selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath] { selection.selected.sorted() }

    /// The item a pointer is down on, if any.
    public var indexPathForHighlightedItem: IndexPath? { selection.highlighted }

    /// Selects the item at `indexPath` without asking or telling the
    /// delegate (as UIKit); in a single-selection list the others are
    /// deselected. With a `scrollPosition`, the list scrolls there.
    /// Does nothing while ``allowsSelection`` is off.
    ///
    /// - Throws: ``ListItemNotFoundError`` when there is no such item; the
    ///   selection is unchanged.
    public func selectItem(at indexPath: IndexPath, animated: Bool, scrollPosition: ListScrollPosition? = nil) throws(ListItemNotFoundError) {
        guard geometry.flatIndex(of: indexPath) != nil else { throw ListItemNotFoundError(indexPath: indexPath, itemCounts: itemCounts) }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { selection.selected = [] }
        selection.selected.insert(indexPath)
        refreshItemStates()
        if let scrollPosition { try scrollToItem(at: indexPath, position: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`, if it is selected, without asking
    /// or telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selection.selected.remove(indexPath) != nil else { return }
        refreshItemStates()
    }

    /// Deselects every item, without telling the delegate.
    public func deselectAllItems() {
        guard !selection.selected.isEmpty else { return }
        selection.selected = []
        refreshItemStates()
    }

    /// Highlights the item for a press; returns whether it may go on to be
    /// selected.
    func beginHighlight(of path: IndexPath) -> Bool {
        guard allowsSelection, geometry.flatIndex(of: path) != nil,
            delegate?.listView(self, shouldHighlightItemAt: path) ?? true else { return false }
        endHighlight()
        selection.highlighted = path
        refreshItemStates()
        delegate?.listView(self, didHighlightItemAt: path)
        return true
    }

    /// Drops the highlight, if an item has it.
    func endHighlight() {
        guard let path = selection.highlighted else { return }
        selection.highlighted = nil
        refreshItemStates()
        delegate?.listView(self, didUnhighlightItemAt: path)
    }

    /// What a tap, click or key on an item does: selects it (deselecting
    /// the others in a single-selection list), or in a multiple-selection
    /// list toggles it, asking the delegate first and telling it after.
    func selectByUser(_ path: IndexPath) {
        guard allowsSelection, geometry.flatIndex(of: path) != nil else { return }
        if allowsMultipleSelection, selection.selected.contains(path) {
            guard delegate?.listView(self, shouldDeselectItemAt: path) ?? true else { return }
            selection.selected.remove(path)
            refreshItemStates()
            delegate?.listView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.listView(self, shouldSelectItemAt: path) ?? true else { return }
        let replaced = allowsMultipleSelection ? [] : selection.selected.subtracting([path]).sorted()
        selection.selected.subtract(replaced)
        selection.selected.insert(path)
        refreshItemStates()
        for old in replaced { delegate?.listView(self, didDeselectItemAt: old) }
        delegate?.listView(self, didSelectItemAt: path)
    }

    /// A list, a list box, or a list box whose items can be selected together.
    func updateListAccessibility() {
        accessibilityContainerType = !allowsSelection ? .list : allowsMultipleSelection ? .multiselectListBox : .listBox
    }

    /// Gives every mounted cell its item's selected and highlighted state.
    func refreshItemStates() {
        for (path, cell) in mountedCells { applyItemState(to: cell, at: path) }
    }

    func applyItemState(to cell: ListCell, at path: IndexPath) {
        cell.isSelected = selection.selected.contains(path)
        cell.isHighlighted = selection.highlighted == path
    }

    /// The recognizer every item cell gets, which turns presses into highlights and selections.
    func attachSelectionRecognizer(to cell: ListCell) {
        let recognizer = ListSelectionGestureRecognizer()
        recognizer.onPress = { [unowned self] cell in
            guard let path = cell.indexPath, path.count == 2 else { return false }
            return self.beginHighlight(of: path)
        }
        recognizer.onAbandon = { [unowned self] _ in self.endHighlight() }
        recognizer.onRelease = { [unowned self] cell in
            self.endHighlight()
            guard let path = cell.indexPath, path.count == 2 else { return }
            self.selectByUser(path)
        }
        cell.addGestureRecognizer(recognizer)
    }

    /// Space or Enter on a focused item selects it (or toggles it in a
    /// multiple-selection list).
    func selectFocusedItem(_ event: KeyEvent) -> Bool {
        guard allowsSelection, event.phase == .down, event.modifiers.isEmpty, event.key == .space || event.key == .enter,
            let cell = window?.firstResponder as? ListCell, cell.superview === self,
            let path = cell.indexPath, path.count == 2 else { return false }
        selectByUser(path)
        return true
    }
}
