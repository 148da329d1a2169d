import Foundation

/// How a ``ListView`` arranges its items: a flow layout, as
/// `UICollectionViewFlowLayout`.
///
/// Items are placed one after another across the scroll axis and wrap into a
/// new line when the next one does not fit; a line is as deep as its deepest
/// item. Each section starts on a new line, after its header and inset, and
/// ends with its inset and footer.
///
/// ```swift
/// let grid = ListLayout(scrollDirection: .vertical, itemSpacing: 8, lineSpacing: 8,
///                       sectionInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
/// ```
public struct ListLayout: Hashable, Sendable {
    /// The axis a list scrolls along.
    public enum ScrollDirection: Hashable, Sendable {
        /// Lines are rows, stacked from top to bottom.
        case vertical
        /// Lines are columns, stacked from left to right.
        case horizontal
    }

    /// The axis the list scrolls along.
    public var scrollDirection: ScrollDirection
    /// Space between neighbouring items of one line.
    public var itemSpacing: CGFloat
    /// Space between consecutive lines of one section.
    public var lineSpacing: CGFloat
    /// Space around each section's items (inside its header and footer).
    public var sectionInsets: EdgeInsets

    /// A flow layout; the defaults stack items in a single vertical column.
    public init(
        scrollDirection: ScrollDirection = .vertical, itemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0,
        sectionInsets: EdgeInsets = EdgeInsets()
    ) {
        self.scrollDirection = scrollDirection
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInsets = sectionInsets
    }
}
