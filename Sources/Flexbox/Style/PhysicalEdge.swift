/// A side of a box in physical terms; flex-relative edges resolve to these.
enum PhysicalEdge: Int, Sendable {
    case left = 0
    case top = 1
    case right = 2
    case bottom = 3
}
