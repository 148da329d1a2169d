/// Four computed lengths indexed by physical edge (layout state, not style).
struct EdgeValues {
    var left = 0.0
    var top = 0.0
    var right = 0.0
    var bottom = 0.0

    @inline(__always)
    subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}
