/// One edge property resolved to the four physical edges: the common case
/// (every edge in points or unset, the same in both directions) as four
/// numbers, so layout reads them without decoding a value.
///
/// Why two forms: layout reads these for every child of every container it
/// visits, and a large tree does not fit in the cache; the general form
/// (`EdgeSlots`, for percentages, `auto` and start/end edges) sits at the
/// end of the computed style, where a node that does not need it never
/// touches it.
struct ResolvedEdges {
    /// Whether no edge is set.
    var isEmpty: Bool
    /// Whether `points` answers for both directions.
    var isFixed: Bool
    /// Left, top, right, bottom in points (NaN when unset), when `isFixed`.
    var points: EdgeValues

    init(_ edges: FlexEdges, slots: EdgeSlots) {
        isEmpty = edges.isEmpty
        func fixed(_ value: FlexValue) -> Double? {
            switch value {
            case .points(let points): return points
            case .undefined: return .nan
            case .auto, .percent: return nil
            }
        }
        let ltr = slots.ltr
        let rtl = slots.rtl
        if ltr.0 == rtl.0 && ltr.1 == rtl.1 && ltr.2 == rtl.2 && ltr.3 == rtl.3,
            let left = fixed(ltr.0), let top = fixed(ltr.1), let right = fixed(ltr.2), let bottom = fixed(ltr.3)
        {
            isFixed = true
            points = EdgeValues(left: left, top: top, right: right, bottom: bottom)
        } else {
            isFixed = false
            points = EdgeValues()
        }
    }
}

/// One edge property resolved to the four physical edges, for LTR and RTL, as written.
struct EdgeSlots {
    var ltr: (FlexValue, FlexValue, FlexValue, FlexValue)
    var rtl: (FlexValue, FlexValue, FlexValue, FlexValue)

    init(_ edges: FlexEdges) {
        ltr = (edges.value(.left, .ltr), edges.value(.top, .ltr), edges.value(.right, .ltr), edges.value(.bottom, .ltr))
        rtl = (edges.value(.left, .rtl), edges.value(.top, .rtl), edges.value(.right, .rtl), edges.value(.bottom, .rtl))
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
