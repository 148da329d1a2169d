/// Per-edge lengths for margin, padding, border and position insets.
///
/// Logical edges win over physical ones: for the left edge, `start` (LTR) or
/// `end` (RTL) wins over `left`, which wins over `horizontal`, which wins over
/// `all`; `top` wins over `vertical`, which wins over `all`.
///
/// ```swift
/// var margin = FlexEdges(all: 8)
/// margin.start = .points(16)   // the leading edge in either direction
/// ```
public struct FlexEdges: Sendable, Hashable {
    /// The physical left edge.
    public var left: FlexValue
    /// The physical top edge.
    public var top: FlexValue
    /// The physical right edge.
    public var right: FlexValue
    /// The physical bottom edge.
    public var bottom: FlexValue
    /// The leading inline edge: left in LTR, right in RTL.
    public var start: FlexValue
    /// The trailing inline edge: right in LTR, left in RTL.
    public var end: FlexValue
    /// Both left and right, unless either is set.
    public var horizontal: FlexValue
    /// Both top and bottom, unless either is set.
    public var vertical: FlexValue
    /// Every edge that nothing more specific sets.
    public var all: FlexValue

    /// Edges with the given values; everything else unset.
    public init(
        left: FlexValue = .undefined, top: FlexValue = .undefined,
        right: FlexValue = .undefined, bottom: FlexValue = .undefined,
        start: FlexValue = .undefined, end: FlexValue = .undefined,
        horizontal: FlexValue = .undefined, vertical: FlexValue = .undefined,
        all: FlexValue = .undefined
    ) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.start = start
        self.end = end
        self.horizontal = horizontal
        self.vertical = vertical
        self.all = all
    }

    /// Whether any edge is set.
    @_transparent var isEmpty: Bool {
        !(left.isDefined || top.isDefined || right.isDefined || bottom.isDefined || start.isDefined
            || end.isDefined || horizontal.isDefined || vertical.isDefined || all.isDefined)
    }

    /// The value that applies to a physical edge in the given (resolved) direction.
    @_transparent
    func value(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        switch edge {
        case .left:
            if direction == .rtl { if end.isDefined { return end } } else if start.isDefined { return start }
            if left.isDefined { return left }
            return horizontal.isDefined ? horizontal : all
        case .right:
            if direction == .rtl { if start.isDefined { return start } } else if end.isDefined { return end }
            if right.isDefined { return right }
            return horizontal.isDefined ? horizontal : all
        case .top:
            if top.isDefined { return top }
            return vertical.isDefined ? vertical : all
        case .bottom:
            if bottom.isDefined { return bottom }
            return vertical.isDefined ? vertical : all
        }
    }

}
