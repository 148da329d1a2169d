/// A side of a table row that swipe actions are revealed on.
public enum TableRowEdge: String, Hashable, Sendable, CaseIterable {
    /// The left edge, revealed by swiping right.
    case leading
    /// The right edge, revealed by swiping left.
    case trailing
}
