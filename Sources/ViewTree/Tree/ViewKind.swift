/// Which kind of view a mutation creates, so a backend knows what to build.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain ``View``.
    case view
    /// A ``Label``.
    case label
    /// An ``ImageView``.
    case image
    /// A ``Button``.
    case button
    /// An ``ActivityIndicator``.
    case activityIndicator
    /// A ``ScrollView``.
    case scroll
}
