/// Values for the edges of a box, CSS-style: physical edges, logical start
/// and end, and shorthands.
///
/// The left edge resolves as `start` (LTR) or `end` (RTL), then `left`, then
/// `horizontal`, then `all`; the top edge as `top`, `vertical`, `all`.
///
/// ```swift
/// style.padding = FlexEdges(all: 8)
/// style.margin.start = 12
/// ```
public struct FlexEdges: Hashable, Sendable {
    /// Left edge.
    public var left: FlexValue = .undefined
    /// Top edge.
    public var top: FlexValue = .undefined
    /// Right edge.
    public var right: FlexValue = .undefined
    /// Bottom edge.
    public var bottom: FlexValue = .undefined
    /// Leading edge in the layout direction.
    public var start: FlexValue = .undefined
    /// Trailing edge in the layout direction.
    public var end: FlexValue = .undefined
    /// Left and right.
    public var horizontal: FlexValue = .undefined
    /// Top and bottom.
    public var vertical: FlexValue = .undefined
    /// Every edge.
    public var all: FlexValue = .undefined

    /// No edge set.
    public init() {}

    /// The same value on every edge.
    public init(all: FlexValue) {
        self.all = all
    }

    /// Physical edges.
    public init(top: FlexValue = .undefined, left: FlexValue = .undefined, bottom: FlexValue = .undefined, right: FlexValue = .undefined) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Every stored value with its name, for validation messages.
    var namedValues: [(String, FlexValue)] {
        [("left", left), ("top", top), ("right", right), ("bottom", bottom), ("start", start), ("end", end),
         ("horizontal", horizontal), ("vertical", vertical), ("all", all)]
    }

    @inline(__always)
    func resolved(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        switch edge {
        case .left:
            if direction == .ltr, start.isDefined { return start }
            if direction == .rtl, end.isDefined { return end }
            if left.isDefined { return left }
            return horizontal.isDefined ? horizontal : all
        case .right:
            if direction == .ltr, end.isDefined { return end }
            if direction == .rtl, start.isDefined { return start }
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

    /// Whether any edge that resolves horizontally is set.
    var horizontalDefined: Bool {
        left.isDefined || right.isDefined || all.isDefined || horizontal.isDefined || start.isDefined || end.isDefined
    }

    /// Whether any edge that resolves vertically is set.
    var verticalDefined: Bool {
        top.isDefined || bottom.isDefined || all.isDefined || vertical.isDefined
    }
}
