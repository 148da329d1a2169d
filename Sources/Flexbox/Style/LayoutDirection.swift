/// Inline direction: which physical side `start` and `end` refer to, and which way rows run.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Take the parent's direction (LTR at the root).
    case inherit
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}
