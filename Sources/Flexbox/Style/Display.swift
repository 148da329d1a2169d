/// Whether a node takes part in layout.
public enum Display: String, Sendable, Hashable, CaseIterable {
    /// A flex container (the default).
    case flex
    /// Removed from layout; its frame and its subtree's frames are zero.
    case none
}
