import Foundation

/// A flex item's margin or padding, edge by edge: ComponentKit's
/// `CKFlexboxSpacing`. An edge left nil is unset: a margin edge keeps the
/// spacing the flexbox gives it (``FlexItemOptions/spacingBefore``, the
/// container's ``FlexboxComponent/Style/spacing``), a padding edge is 0.
/// A set edge replaces that spacing, even when it is 0.
///
/// `start` and `end` follow the layout direction (left and right in a
/// left-to-right tree); percentages are of the container's width, as CSS
/// and Yoga resolve them; `auto` margins take free space (padding has no
/// `auto`: it counts as unset).
///
/// ```swift
/// title.flexItem { $0.margin = FlexItemEdges(start: 8, end: 8) }
/// card.flexItem { $0.padding = FlexItemEdges(all: .percent(5)) }
/// ```
public struct FlexItemEdges: Hashable, Sendable {
    /// The top edge, if set.
    public var top: RelativeDimension?
    /// The bottom edge, if set.
    public var bottom: RelativeDimension?
    /// The leading edge (left in a left-to-right tree), if set.
    public var start: RelativeDimension?
    /// The trailing edge (right in a left-to-right tree), if set.
    public var end: RelativeDimension?

    /// Edges with the given values; the others unset.
    public init(top: RelativeDimension? = nil, start: RelativeDimension? = nil,
                end: RelativeDimension? = nil, bottom: RelativeDimension? = nil) {
        self.top = top
        self.start = start
        self.end = end
        self.bottom = bottom
    }

    /// Every edge set to `value`.
    public init(all value: RelativeDimension) {
        self.init(top: value, start: value, end: value, bottom: value)
    }

    /// Every edge set from `insets`, its left as the start and its right as
    /// the end (what they are in a left-to-right tree).
    public init(_ insets: EdgeInsets) {
        self.init(top: .points(insets.top), start: .points(insets.left), end: .points(insets.right),
                  bottom: .points(insets.bottom))
    }

    /// No edge set.
    public static let unset = FlexItemEdges()
}
