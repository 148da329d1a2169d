import Foundation

/// How a ``ListView`` arranges its items: a flow layout, as
/// `UICollectionViewFlowLayout`, or columns (a grid of equal columns,
/// a number of them or as many as fit) or a waterfall, per section, as
/// `UICollectionViewCompositionalLayout` covers them.
///
/// In a flow, items are placed one after another across the scroll axis
/// and wrap into a new line when the next one does not fit; a line is as
/// deep as its deepest item. Each section starts on a new line, after its
/// header and inset, and ends with its inset and footer. In a right-to-left
/// vertical list lines fill from the right.
///
/// ```swift
/// var layout = ListLayout(itemSpacing: 8, lineSpacing: 8, sectionInsets: EdgeInsets(all: 8))
/// layout.arrangement = .adaptiveColumns(minimumWidth: 160)   // a photo grid
/// layout.sections[0] = ListSectionLayout(arrangement: .flow) // a one-column header section
/// ```
public struct ListLayout: Hashable, Sendable {
    /// The axis a list scrolls along.
    public enum ScrollDirection: Hashable, Sendable {
        /// Lines are rows, stacked from top to bottom.
        case vertical
        /// Lines are columns, stacked from left to right. Right to left too:
        /// unlike UIKit's flow layout, which flips a horizontal list in a
        /// right-to-left language, the first item stays at the left (the
        /// arrow keys and reading order follow what shows). A rail inside
        /// a row, a ``ScrollView`` of components, does start at the right.
        case horizontal
    }

    /// How a section's items are placed across the scroll axis.
    public enum Arrangement: Hashable, Sendable {
        /// Items keep the size their data source gives and wrap into lines.
        case flow
        /// A grid of this many equal columns (at least one): every item is
        /// as wide as a column, and a row is as deep as its deepest item.
        case columns(Int)
        /// A grid of as many equal columns as fit with at least this width
        /// (at least one column).
        case adaptiveColumns(minimumWidth: CGFloat)
        /// A waterfall (masonry) of this many equal columns (at least one):
        /// each item, as wide as a column and as deep as it asks, goes to
        /// the column that ends first.
        case waterfall(columns: Int)
    }

    /// The axis the list scrolls along.
    public var scrollDirection: ScrollDirection
    /// Space between neighbouring items of one line (or between columns).
    public var itemSpacing: CGFloat
    /// Space between consecutive lines of one section (or between the
    /// items of one waterfall column).
    public var lineSpacing: CGFloat
    /// Space around each section's items (inside its header and footer).
    public var sectionInsets: EdgeInsets
    /// How sections without their own layout arrange their items.
    public var arrangement: Arrangement = .flow
    /// Sections laid out their own way, by index.
    public var sections: [Int: ListSectionLayout] = [:]

    /// A flow layout; the defaults stack items in a single vertical column.
    public init(
        scrollDirection: ScrollDirection = .vertical, itemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0,
        sectionInsets: EdgeInsets = EdgeInsets(), arrangement: Arrangement = .flow
    ) {
        self.scrollDirection = scrollDirection
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInsets = sectionInsets
        self.arrangement = arrangement
    }

    /// The extent across the scroll axis every item of `section` is given
    /// in a list `crossExtent` wide (tall, for a horizontal list): a
    /// column's width in a grid or waterfall, nil in a flow (items keep
    /// their own). Lay items out at this width so they fill their column.
    ///
    /// ```swift
    /// let width = list.layout.itemCrossExtent(inSection: 0, crossExtent: list.bounds.width)
    /// configuration.sizeRange = .flexibleHeight(width: width ?? list.bounds.width)
    /// ```
    public func itemCrossExtent(inSection section: Int, crossExtent: CGFloat) -> CGFloat? {
        let metrics = SectionMetrics(layout(ofSection: section), vertical: scrollDirection == .vertical,
                                     crossExtent: ListGeometry.clean(crossExtent), mirrored: false)
        switch metrics.layout.arrangement {
        case .flow: return nil
        case let .columns(columns), let .waterfall(columns): return metrics.columnWidth(Swift.max(1, columns))
        case let .adaptiveColumns(minimumWidth): return metrics.columnWidth(metrics.columnsFitting(minimumWidth: minimumWidth))
        }
    }

    /// How `section` is laid out: its own layout, or the list's.
    public func layout(ofSection section: Int) -> ListSectionLayout {
        sections[section] ?? ListSectionLayout(arrangement: arrangement, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                               insets: sectionInsets)
    }
}
