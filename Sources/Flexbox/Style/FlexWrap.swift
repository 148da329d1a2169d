/// Whether items may break onto several flex lines.
public enum FlexWrap: String, Sendable, Hashable, CaseIterable {
    /// A single line; items shrink or overflow (the default).
    case nowrap
    /// Lines stack from cross-start to cross-end.
    case wrap
    /// Lines stack from cross-end to cross-start.
    case wrapReverse = "wrap-reverse"
}
