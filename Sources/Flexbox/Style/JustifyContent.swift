/// How a flex container distributes free space along its main axis.
public enum JustifyContent: String, Sendable, Hashable, CaseIterable {
    /// Items packed at the start (the default).
    case flexStart = "flex-start"
    /// Items centered.
    case center
    /// Items packed at the end.
    case flexEnd = "flex-end"
    /// First and last items at the edges, equal space between.
    case spaceBetween = "space-between"
    /// Equal space around each item (half at the edges).
    case spaceAround = "space-around"
    /// Equal space between items and at the edges.
    case spaceEvenly = "space-evenly"
}
