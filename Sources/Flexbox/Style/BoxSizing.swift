/// Whether `width`/`height` (and their limits) include padding and border.
public enum BoxSizing: String, Sendable, Hashable, CaseIterable {
    /// Sizes include padding and border (the default).
    case borderBox = "border-box"
    /// Sizes are of the content box; padding and border are added.
    case contentBox = "content-box"
}
