import Foundation

extension ListView {
    /// With focus in a row, the Up and Down arrows (Left and Right in a
    /// horizontal list) move it to the previous or next item, and Home and
    /// End to the first and last: the list scrolls (as little as shows it)
    /// to mount the item first,
    /// so the keyboard reaches rows that have no cell yet. Tab visits the
    /// rows that are mounted, and enters a list at its first item (Shift-Tab
    /// at its last), scrolling to it.
    ///
    /// Returns false (the list scrolls instead) when focus is not in a row
    /// or the target row has nothing focusable.
    func moveFocusBetweenItems(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.modifiers.isEmpty, let focused = window?.firstResponder,
            let row = enclosingCell(of: focused), let path = row.indexPath,
            let index = geometry.flatIndex(of: path) else { return false }
        let vertical = layout.scrollDirection == .vertical
        let count = geometry.itemCount
        let target: Int
        switch event.key {
        case .arrowUp where vertical, .arrowLeft where !vertical: target = index - 1
        case .arrowDown where vertical, .arrowRight where !vertical: target = index + 1
        case .home: target = 0
        case .end: target = count - 1
        default: return false
        }
        // At either end the key stays with the row rather than scrolling the list.
        guard target >= 0, target < count else { return true }
        let targetPath = geometry.indexPath(ofFlatIndex: target)
        // As little scrolling as shows the row, as focus moves do.
        if let frame = frameForItem(at: targetPath) { scrollRectToVisible(frame) }
        guard let cell = cell(forItemAt: targetPath), let destination = Self.firstFocusable(in: cell) else { return false }
        return destination.becomeFirstResponder()
    }

    /// Scrolls (as little as shows it) to the first item, or the last when
    /// not `forward`, so Tab entering the list meets it; returns whether
    /// the list has items.
    func showEntryItem(forward: Bool) -> Bool {
        let count = geometry.itemCount
        guard count > 0 else { return false }
        let path = geometry.indexPath(ofFlatIndex: forward ? 0 : count - 1)
        if let frame = frameForItem(at: path) { scrollRectToVisible(frame) }
        return true
    }

    /// The mounted cell of this list that holds `view`, if any.
    private func enclosingCell(of view: View) -> ListCell? {
        var current: View? = view
        while let candidate = current {
            if let cell = candidate as? ListCell, cell.superview === self { return cell }
            current = candidate.superview
        }
        return nil
    }

    private static func firstFocusable(in view: View) -> View? {
        if view.isFocusable { return view }
        for subview in view.subviews { if let found = firstFocusable(in: subview) { return found } }
        return nil
    }
}
