import Foundation

/// A list of items in a flow layout, vertical or horizontal, with section
/// headers and footers, as `UICollectionView` with a flow layout.
///
/// Only cells in the visible rect and the ``ListView/workingRange`` are
/// mounted; the rest are created (or reused) as the list scrolls.
///
/// ```swift
/// let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// grid.layout = ListLayout(itemSpacing: 2, lineSpacing: 2)
/// grid.dataSource = photos
/// grid.reloadData()
/// ```
@MainActor
open class CollectionView: ListView {
    override open class var kind: ViewKind { .collection }
}
