/// How items are placed along the main axis (CSS `justify-content`).
public enum JustifyContent: String, Sendable, Hashable, CaseIterable {
    /// Packed at the start.
    case flexStart = "flex-start"
    /// Packed in the middle.
    case center
    /// Packed at the end.
    case flexEnd = "flex-end"
    /// First and last at the edges, equal space between.
    case spaceBetween = "space-between"
    /// Equal space around each item (half at the edges).
    case spaceAround = "space-around"
    /// Equal space between items and at the edges.
    case spaceEvenly = "space-evenly"
}

/// Cross-axis alignment (CSS `align-items`, `align-self`, `align-content`).
public enum FlexAlign: String, Sendable, Hashable, CaseIterable {
    /// Inherit the container's `alignItems` (for `alignSelf`).
    case auto
    /// At the cross start.
    case flexStart = "flex-start"
    /// Centered.
    case center
    /// At the cross end.
    case flexEnd = "flex-end"
    /// Stretched to fill the line.
    case stretch
    /// Aligned on first baselines (rows only).
    case baseline
    /// Lines spread, first and last at the edges (`alignContent`).
    case spaceBetween = "space-between"
    /// Lines with equal space around (`alignContent`).
    case spaceAround = "space-around"
    /// Lines with equal space between and at the edges (`alignContent`).
    case spaceEvenly = "space-evenly"
}

/// Whether items wrap onto several lines.
public enum FlexWrap: String, Sendable, Hashable, CaseIterable {
    /// One line.
    case nowrap
    /// Lines from cross start to end.
    case wrap
    /// Lines from cross end to start.
    case wrapReverse = "wrap-reverse"
}

/// How a node is positioned.
public enum PositionType: String, Sendable, Hashable, CaseIterable {
    /// In flow, offset by its insets.
    case relative
    /// Out of flow, placed by its insets in its containing block.
    case absolute
    /// In flow; insets are ignored and it does not contain absolute descendants.
    case `static`
}

/// Whether a node takes part in layout.
public enum FlexDisplay: String, Sendable, Hashable, CaseIterable {
    /// A flex container.
    case flex
    /// Removed from layout (zero size, children too).
    case none
}

/// What content beyond the box does to sizing.
public enum FlexOverflow: String, Sendable, Hashable, CaseIterable {
    /// Shown; content sizes the box.
    case visible
    /// Clipped.
    case hidden
    /// Scrollable: content does not grow the box along the main axis.
    case scroll
}

/// Layout direction for start/end edges and rows.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// The parent's direction (LTR at the root).
    case inherit
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}

/// What `width` and `height` measure.
public enum BoxSizing: String, Sendable, Hashable, CaseIterable {
    /// Sizes include padding and border.
    case borderBox = "border-box"
    /// Sizes are the content box; padding and border are added.
    case contentBox = "content-box"
}

/// How a measure function's size is constrained in one axis.
public enum MeasureMode: Sendable, Hashable {
    /// No constraint: the content's natural size.
    case undefined
    /// Exactly the given size.
    case exactly
    /// At most the given size.
    case atMost
}
