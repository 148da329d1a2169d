/// The style of a flex node: Yoga's (and ComponentKit's) flexbox properties
/// with Yoga's defaults (column, stretch, no shrink).
///
/// A `FlexStyle` is a plain value; give it to a ``FlexNode`` and lay out.
///
/// ```swift
/// var row = FlexStyle()
/// row.flexDirection = .row
/// row.padding = FlexEdges(all: 8)
/// row.alignItems = .center
/// ```
public struct FlexStyle: Hashable, Sendable {
    /// Layout direction; `inherit` takes the parent's.
    public var direction: LayoutDirection = .inherit
    /// Main axis.
    public var flexDirection: FlexDirection = .column
    /// Main-axis placement of items.
    public var justifyContent: JustifyContent = .flexStart
    /// Cross-axis alignment of items that do not set `alignSelf`.
    public var alignItems: FlexAlign = .stretch
    /// This item's cross-axis alignment; `auto` uses the parent's `alignItems`.
    public var alignSelf: FlexAlign = .auto
    /// Placement of lines when wrapping.
    public var alignContent: FlexAlign = .flexStart
    /// Whether items wrap onto several lines.
    public var flexWrap: FlexWrap = .nowrap
    /// Relative, absolute or static positioning.
    public var positionType: PositionType = .relative
    /// Whether the node takes part in layout.
    public var display: FlexDisplay = .flex
    /// How content beyond the box affects sizing.
    public var overflow: FlexOverflow = .visible
    /// Whether sizes include padding and border.
    public var boxSizing: BoxSizing = .borderBox

    /// CSS `flex: N` shorthand: N > 0 grows (basis 0), N < 0 shrinks. Nil: unset.
    public var flex: Double?
    /// Share of free space taken when growing; nil means 0.
    public var flexGrow: Double?
    /// Share of overflow given up when shrinking; nil means 0.
    public var flexShrink: Double?
    /// Initial main size before growing or shrinking.
    public var flexBasis: FlexValue = .auto

    /// Width (box per `boxSizing`).
    public var width: FlexValue = .auto
    /// Height (box per `boxSizing`).
    public var height: FlexValue = .auto
    /// Smallest width.
    public var minWidth: FlexValue = .undefined
    /// Smallest height.
    public var minHeight: FlexValue = .undefined
    /// Largest width.
    public var maxWidth: FlexValue = .undefined
    /// Largest height.
    public var maxHeight: FlexValue = .undefined
    /// Width divided by height; nil (or 0) for none.
    public var aspectRatio: Double?

    /// Outer spacing; `auto` margins take free space.
    public var margin = FlexEdges()
    /// Inner spacing.
    public var padding = FlexEdges()
    /// Border widths (points only).
    public var border = FlexEdges()
    /// Insets for relative and absolute positioning.
    public var position = FlexEdges()

    /// Space between columns (items in a row).
    public var columnGap: FlexValue = .undefined
    /// Space between rows (items in a column).
    public var rowGap: FlexValue = .undefined
    /// Both gaps, when the specific one is unset.
    public var gap: FlexValue = .undefined

    /// A style with Yoga's defaults.
    public init() {}
}
