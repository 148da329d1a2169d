/// Cross-axis alignment, used by `alignItems`, `alignSelf` and `alignContent`.
///
/// Not every value is meaningful everywhere: `auto` is for `alignSelf` (inherit the
/// container's `alignItems`); the `space*` values are for `alignContent`.
public enum FlexAlign: String, Sendable, Hashable, CaseIterable {
    /// Use the container's `alignItems` (only meaningful for `alignSelf`).
    case auto
    /// Aligned at the cross-start edge.
    case flexStart = "flex-start"
    /// Centered on the cross axis.
    case center
    /// Aligned at the cross-end edge.
    case flexEnd = "flex-end"
    /// Stretched to fill the line when the cross size is `auto`.
    case stretch
    /// Aligned so that first baselines line up (rows only).
    case baseline
    /// Lines spread with equal space between them (`alignContent`).
    case spaceBetween = "space-between"
    /// Lines spread with equal space around them (`alignContent`).
    case spaceAround = "space-around"
    /// Lines spread with equal space between and at the edges (`alignContent`).
    case spaceEvenly = "space-evenly"
}
