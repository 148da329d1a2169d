import Foundation

/// How one section of a ``ListView`` lays out its items, when it differs
/// from the list's ``ListLayout``: a one-column header section above a
/// grid, a waterfall below a carousel of wide tiles.
///
/// Spacing and insets that are negative or not finite count as zero, and
/// column counts below one as one.
///
/// ```swift
/// list.layout.sections[1] = ListSectionLayout(arrangement: .waterfall(columns: 2), itemSpacing: 8, lineSpacing: 8,
///                                             insets: EdgeInsets(all: 8))
/// ```
public struct ListSectionLayout: Hashable, Sendable {
    /// How the items are placed across the scroll axis.
    public var arrangement: ListLayout.Arrangement
    /// Space between neighbouring items of one line (or between columns).
    public var itemSpacing: CGFloat
    /// Space between consecutive lines (or between a waterfall column's items).
    public var lineSpacing: CGFloat
    /// Space around the section's items (inside its header and footer).
    public var insets: EdgeInsets

    /// A section layout; no spacing or insets by default.
    public init(arrangement: ListLayout.Arrangement, itemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0,
                insets: EdgeInsets = EdgeInsets()) {
        self.arrangement = arrangement
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.insets = insets
    }
}
