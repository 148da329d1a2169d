// Axis arithmetic: a resolved FlexDirection doubles as an axis with a direction.
extension FlexDirection {
    /// The axis after applying the inline direction: rows flip in RTL.
    @_transparent
    func resolved(_ direction: LayoutDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis for this (resolved) main axis.
    @_transparent
    func crossAxis(_ direction: LayoutDirection) -> FlexDirection {
        isRow ? .column : FlexDirection.row.resolved(direction)
    }

    /// The physical edge items start from along this axis.
    @_transparent
    var flexStartEdge: PhysicalEdge {
        switch self {
        case .row: return .left
        case .rowReverse: return .right
        case .column: return .top
        case .columnReverse: return .bottom
        }
    }

    /// The physical edge items end at along this axis.
    @_transparent
    var flexEndEdge: PhysicalEdge {
        switch self {
        case .row: return .right
        case .rowReverse: return .left
        case .column: return .bottom
        case .columnReverse: return .top
        }
    }

    /// The edge where inline `start` lies on this axis (ignores reversal, follows direction).
    @_transparent
    func inlineStartEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The edge where inline `end` lies on this axis.
    @_transparent
    func inlineEndEdge(_ direction: LayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }
}
