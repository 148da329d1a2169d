import Foundation

extension ListView {
    /// Scrolls so the item at `indexPath` sits at `position` in the visible
    /// rect less the ``ScrollView/contentInset`` (and, in a table with
    /// sticky headers, below its section's pinned header), as far as the
    /// content and insets allow.
    ///
    /// Animated, the change is recorded as an animation of the offset (the
    /// browser plays it; the raster backend shows where it ends).
    ///
    /// ```swift
    /// try list.scrollToItem(at: [2, 0], position: .middle, animated: true)
    /// ```
    ///
    /// - Throws: ``ListItemNotFoundError`` when there is no such item; the
    ///   list does not move.
    public func scrollToItem(at indexPath: IndexPath, position: ListScrollPosition, animated: Bool) throws(ListItemNotFoundError) {
        guard let frame = geometry.frame(ofItemAt: indexPath) else {
            throw ListItemNotFoundError(indexPath: indexPath, itemCounts: itemCounts)
        }
        let vertical = layout.scrollDirection == .vertical
        let itemStart = vertical ? frame.minY : frame.minX
        let itemEnd = vertical ? frame.maxY : frame.maxX
        let offset = vertical ? contentOffset.y : contentOffset.x
        let pinned = pinnedExtent(aboveItemIn: indexPath[0])
        let leading = (vertical ? contentInset.top : contentInset.left) + pinned
        let trailing = vertical ? contentInset.bottom : contentInset.right
        let extent = (vertical ? bounds.height : bounds.width) - leading - trailing
        let top = itemStart - leading
        let bottom = itemEnd - leading - extent
        let target: CGFloat
        switch position {
        case .top: target = top
        case .bottom: target = bottom
        case .middle: target = (itemStart + itemEnd) / 2 - leading - extent / 2
        case .nearest:
            if itemStart < offset + leading || itemEnd - itemStart > extent { target = top }
            else if itemEnd > offset + leading + extent { target = bottom }
            else { target = offset }
        }
        let before = contentOffset
        scroll(to: vertical ? CGPoint(x: contentOffset.x, y: target) : CGPoint(x: target, y: contentOffset.y))
        if animated, contentOffset != before {
            let after = contentOffset
            animate(ViewAnimation(from: .boundsOrigin(before), to: .boundsOrigin(after), timing: .default))
        }
    }
}
