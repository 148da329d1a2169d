/// How a node's frame snaps to the pixel grid: Yoga's `YGNodeType`.
public enum FlexNodeType: Sendable, Hashable {
    /// Edges round to the nearest grid line, so neighbours meet exactly.
    case `default`
    /// Text: a fractional size rounds up and the origin down, so glyphs are
    /// never clipped (neighbours may then overlap by up to one pixel).
    case text
}
