/// Every flexbox property of one node, as a plain value.
///
/// Defaults are Yoga's (and ComponentKit's), not the web's: `flexDirection`
/// is `.column`, `flexShrink` is 0, `alignContent` is `.flexStart`, and sizes
/// are border-box. Assign it to a node with `FlexNode.setStyle(_:)`, which
/// validates it.
///
/// ```swift
/// var style = FlexStyle()
/// style.flexDirection = .row
/// style.justifyContent = .spaceBetween
/// style.padding = FlexEdges(all: 8)
/// let row = try FlexNode(style: style)
/// ```
public struct FlexStyle: Sendable, Hashable {
    /// Inline direction of this node and, by inheritance, its subtree.
    public var direction: LayoutDirection = .inherit
    /// The main axis of this container.
    public var flexDirection: FlexDirection = .column
    /// Distribution of free space along the main axis.
    public var justifyContent: JustifyContent = .flexStart
    /// Distribution of lines along the cross axis of a wrapping container.
    public var alignContent: FlexAlign = .flexStart
    /// Default cross-axis alignment of the children.
    public var alignItems: FlexAlign = .stretch
    /// This node's cross-axis alignment in its parent; `.auto` uses the parent's `alignItems`.
    public var alignSelf: FlexAlign = .auto
    /// Relative, absolute or static positioning.
    public var positionType: PositionType = .relative
    /// Whether children wrap onto several lines.
    public var flexWrap: FlexWrap = .nowrap
    /// How overflowing content affects sizing.
    public var overflow: Overflow = .visible
    /// Whether the node takes part in layout.
    public var display: Display = .flex
    /// Whether sizes include padding and border.
    public var boxSizing: BoxSizing = .borderBox
    /// Shorthand: a positive value means grow by it from a zero basis; a negative one, shrink by its magnitude.
    public var flex: Double?
    /// How much of the positive free space this item takes (default 0).
    public var flexGrow: Double?
    /// How much this item shrinks when space is short, weighted by its basis (default 0).
    public var flexShrink: Double?
    /// The item's initial main size before free space is distributed.
    public var flexBasis: FlexValue = .auto
    /// Preferred width.
    public var width: FlexValue = .auto
    /// Preferred height.
    public var height: FlexValue = .auto
    /// Lower bound on the width.
    public var minWidth: FlexValue = .undefined
    /// Lower bound on the height.
    public var minHeight: FlexValue = .undefined
    /// Upper bound on the width.
    public var maxWidth: FlexValue = .undefined
    /// Upper bound on the height.
    public var maxHeight: FlexValue = .undefined
    /// Width divided by height; used when only one of them is known.
    public var aspectRatio: Double?
    /// Outer spacing; `auto` margins absorb free space.
    public var margin = FlexEdges()
    /// Inner spacing between border and content.
    public var padding = FlexEdges()
    /// Border widths (points only).
    public var border = FlexEdges()
    /// Insets for relative and absolute positioning.
    public var position = FlexEdges()
    /// Gutters between items and lines.
    public var gap = FlexGap()

    /// A style with every property at its default.
    public init() {}
}
