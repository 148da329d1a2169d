/// The views a list section can have besides its items.
public enum SupplementaryKind: String, Hashable, Sendable, CaseIterable {
    /// Shown before the section's items.
    case header
    /// Shown after the section's items.
    case footer
}
