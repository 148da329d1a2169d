/// How content larger than its container is treated for sizing.
public enum Overflow: String, Sendable, Hashable, CaseIterable {
    /// Content may overflow (the default).
    case visible
    /// Content is clipped; the node's size is not driven by it.
    case hidden
    /// Content scrolls; the node does not grow to fit it.
    case scroll
}
