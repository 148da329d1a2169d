/// One edge property resolved to the four physical edges: the common case
/// (every edge in points or unset, start and end edges included) as numbers
/// for each direction, so layout reads them without decoding a value.
///
/// Why two forms: layout reads these for every child of every container it
/// visits, and a large tree does not fit in the cache. Only percentages and
/// `auto` need the general form (`EdgeSlots`), which the computed style
/// keeps out of line (``GeneralEdges``) and allocates only for a style that
/// has one.
struct ResolvedEdges {
    /// Whether no edge is set.
    var isEmpty: Bool
    /// Whether every edge is in points or unset: `ltr` and `rtl` answer.
    var isFixed: Bool
    /// Left, top, right, bottom in points (NaN when unset), when `isFixed`.
    var ltr: EdgeValues
    var rtl: EdgeValues

    init(_ edges: FlexEdges, slots: EdgeSlots) {
        isEmpty = edges.isEmpty
        func fixed(_ value: FlexValue) -> Double? {
            switch value {
            case .points(let points): return points
            case .undefined: return .nan
            case .auto, .percent: return nil
            }
        }
        let l = slots.ltr
        let r = slots.rtl
        if let left = fixed(l.0), let top = fixed(l.1), let right = fixed(l.2), let bottom = fixed(l.3),
            let rtlLeft = fixed(r.0), let rtlTop = fixed(r.1), let rtlRight = fixed(r.2), let rtlBottom = fixed(r.3)
        {
            isFixed = true
            ltr = EdgeValues(left: left, top: top, right: right, bottom: bottom)
            rtl = EdgeValues(left: rtlLeft, top: rtlTop, right: rtlRight, bottom: rtlBottom)
        } else {
            isFixed = false
            ltr = EdgeValues()
            rtl = EdgeValues()
        }
    }

    /// The edge's length in points for `direction`, when `isFixed`.
    @_transparent
    func points(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> Double {
        direction == .rtl ? rtl[edge] : ltr[edge]
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

/// The edge properties as written, for a style with a percentage or `auto`
/// edge: shared and immutable, so a computed style that needs it holds one
/// reference instead of 512 bytes every node would carry.
final class GeneralEdges: Sendable {
    let margin: EdgeSlots
    let padding: EdgeSlots
    let border: EdgeSlots
    let position: EdgeSlots

    init(margin: EdgeSlots, padding: EdgeSlots, border: EdgeSlots, position: EdgeSlots) {
        self.margin = margin
        self.padding = padding
        self.border = border
        self.position = position
    }
}
