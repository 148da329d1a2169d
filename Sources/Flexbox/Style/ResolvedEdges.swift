/// One edge property resolved to the four physical edges, for LTR and RTL.
struct ResolvedEdges {
    var ltr: (FlexValue, FlexValue, FlexValue, FlexValue)
    var rtl: (FlexValue, FlexValue, FlexValue, FlexValue)
    var isEmpty: Bool

    init(_ edges: FlexEdges) {
        ltr = (edges.value(.left, .ltr), edges.value(.top, .ltr), edges.value(.right, .ltr), edges.value(.bottom, .ltr))
        rtl = (edges.value(.left, .rtl), edges.value(.top, .rtl), edges.value(.right, .rtl), edges.value(.bottom, .rtl))
        isEmpty = edges.isEmpty
    }

    @_transparent
    func value(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
        let slots = direction == .rtl ? rtl : ltr
        switch edge {
        case .left: return slots.0
        case .top: return slots.1
        case .right: return slots.2
        case .bottom: return slots.3
        }
    }
}
