/// How a node is positioned relative to its flex container.
public enum PositionType: String, Sendable, Hashable, CaseIterable {
    /// Laid out in flow, then offset by its insets (the default).
    case relative
    /// Out of flow, placed by insets against its containing block.
    case absolute
    /// In flow, insets ignored; does not form a containing block for absolute descendants.
    case `static`
}
