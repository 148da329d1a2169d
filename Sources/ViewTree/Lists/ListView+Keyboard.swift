import Foundation

extension ListView {
    /// With focus in a row, the Up and Down arrows (Left and Right in a
    /// horizontal list) move it to the item above or below (the previous or
    /// next item of a one-column list, the same column of a grid's next
    /// row), Left and Right in a grid to the previous or next item (mirrored
    /// right to left), and Home and End to the first and last: the list
    /// scrolls (as little as shows it) to mount the item first,
    /// so the keyboard reaches rows that have no cell yet. Tab visits the
    /// rows that are mounted, and enters a list at its first item (Shift-Tab
    /// at its last), scrolling to it.
    ///
    /// Rows with nothing focusable are passed over to the nearest mounted
    /// row beyond them that has something. Returns false (the list scrolls
    /// instead) when focus is not in a row or no such row is mounted.
    func moveFocusBetweenItems(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.modifiers.isEmpty, let focused = window?.firstResponder,
            let row = enclosingCell(of: focused), let path = row.indexPath,
            let index = geometry.flatIndex(of: path) else { return false }
        let count = geometry.itemCount
        guard let target = targetItem(for: event.key, from: index) else { return false }
        // At either end the key stays with the row rather than scrolling the list.
        guard target >= 0, target < count else { return true }
        let targetPath = geometry.indexPath(ofFlatIndex: target)
        // As little scrolling as shows the row, as focus moves do.
        if let frame = frameForItem(at: targetPath) { scrollRectToVisible(frame) }
        // A row with nothing to focus (a quote without buttons) is passed
        // over: the nearest mounted row beyond it that has something takes
        // focus (for End, the nearest before the last; for Home, after the first).
        let step = event.key == .home ? 1 : event.key == .end || target < index ? -1 : 1
        var candidate = target
        while candidate >= 0, candidate < count, candidate != index,
              let cell = cell(forItemAt: geometry.indexPath(ofFlatIndex: candidate)) {
            if let destination = Self.firstFocusable(in: cell) {
                if let frame = frameForItem(at: geometry.indexPath(ofFlatIndex: candidate)) { scrollRectToVisible(frame) }
                return destination.becomeFirstResponder()
            }
            candidate += step
        }
        return false
    }

    /// The flat index `key` moves focus to from item `index`, or nil when
    /// the key does not move focus. Along the scroll axis the arrows go to
    /// the nearest item of the next or previous line that overlaps this one
    /// across it (the next row of a grid, the next item of a waterfall
    /// column), and in a one-column list that is the next item; across it
    /// they go to the next or previous item, mirrored right to left.
    private func targetItem(for key: Key, from index: Int) -> Int? {
        let vertical = layout.scrollDirection == .vertical
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        switch key {
        case .arrowUp where vertical, .arrowLeft where !vertical: return itemAcrossLine(from: index, forward: false)
        case .arrowDown where vertical, .arrowRight where !vertical: return itemAcrossLine(from: index, forward: true)
        case .arrowLeft where vertical && isInGrid(index): return rightToLeft ? index + 1 : index - 1
        case .arrowRight where vertical && isInGrid(index): return rightToLeft ? index - 1 : index + 1
        case .arrowUp, .arrowDown: return nil
        case .home: return 0
        case .end: return geometry.itemCount - 1
        default: return nil
        }
    }

    /// Whether item `index` has neighbours across the scroll axis: its
    /// section is arranged in columns, or its flow line holds other items.
    /// In a one-column list Left and Right are left to the row.
    private func isInGrid(_ index: Int) -> Bool {
        let section = geometry.indexPath(ofFlatIndex: index)[0]
        guard layout.layout(ofSection: section).arrangement == .flow else { return true }
        let starts = geometry.lineStarts
        let range = geometry.sectionStarts[section]..<geometry.sectionStarts[section + 1]
        return (range.contains(index - 1) && starts[index - 1] == starts[index])
            || (range.contains(index + 1) && starts[index + 1] == starts[index])
    }

    /// The item of the next (or previous) line that overlaps item `index`
    /// across the scroll axis, closest along it; the next (or previous)
    /// item when none does within the lines near it.
    private func itemAcrossLine(from index: Int, forward: Bool) -> Int {
        let vertical = layout.scrollDirection == .vertical
        let frames = geometry.itemFrames
        let current = frames[index]
        func main(_ rect: CGRect) -> (min: CGFloat, mid: CGFloat, max: CGFloat) {
            vertical ? (rect.minY, rect.midY, rect.maxY) : (rect.minX, rect.midX, rect.maxX)
        }
        func overlapsAcross(_ rect: CGRect) -> Bool {
            vertical ? rect.minX < current.maxX && rect.maxX > current.minX : rect.minY < current.maxY && rect.maxY > current.minY
        }
        // A grid's next row or a waterfall's next item in the column is a few lines away at most.
        let window = 256
        var best: (index: Int, distance: CGFloat)?
        let candidates = forward
            ? stride(from: index + 1, to: Swift.min(frames.count, index + 1 + window), by: 1)
            : stride(from: index - 1, to: Swift.max(-1, index - 1 - window), by: -1)
        for candidate in candidates {
            let frame = frames[candidate]
            guard overlapsAcross(frame) else { continue }
            let beyond = forward ? main(frame).min >= main(current).mid : main(frame).max <= main(current).mid
            guard beyond else { continue }
            let distance = forward ? main(frame).min - main(current).max : main(current).min - main(frame).max
            if distance < (best?.distance ?? .infinity) { best = (candidate, distance) }
        }
        return best?.index ?? (forward ? index + 1 : index - 1)
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
