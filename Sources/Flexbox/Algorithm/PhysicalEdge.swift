/// A side of a box on screen.
enum PhysicalEdge: Int {
    case left = 0, top = 1, right = 2, bottom = 3
}

extension FlexDirection {
    /// The edge items start from along this axis.
    @inline(__always) var startEdge: PhysicalEdge {
        switch self {
        case .row: .left
        case .rowReverse: .right
        case .column: .top
        case .columnReverse: .bottom
        }
    }

    /// The edge items run towards along this axis.
    @inline(__always) var endEdge: PhysicalEdge {
        switch self {
        case .row: .right
        case .rowReverse: .left
        case .column: .bottom
        case .columnReverse: .top
        }
    }

    /// The leading edge of this axis for writing direction (ignoring reversal).
    @inline(__always) func inlineStartEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The trailing edge of this axis for writing direction (ignoring reversal).
    @inline(__always) func inlineEndEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// The axis with rows flipped for RTL.
    @inline(__always) func resolved(for direction: LayoutDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a main axis.
    @inline(__always) func crossAxis(for direction: LayoutDirection) -> FlexDirection {
        isRow ? .column : FlexDirection.row.resolved(for: direction)
    }

    /// Whether reversed axes need positions mirrored from the far edge.
    @inline(__always) var needsTrailingPosition: Bool { self == .rowReverse || self == .columnReverse }
}

/// A size in one of the two dimensions.
enum Dimension: Int {
    case width = 0, height = 1
}

extension FlexDirection {
    @inline(__always) var dimension: Dimension { isRow ? .width : .height }
}
