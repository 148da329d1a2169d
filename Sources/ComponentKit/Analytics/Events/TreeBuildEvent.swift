/// A component tree a provider made, as ``AnalyticsListener/didBuildComponentTree(_:)``
/// hears it.
///
/// "Build" is the provider's call alone: the bodies of composite and
/// stateful components are evaluated later, while the tree is laid out, and
/// are counted by the layout's ``TreeLayoutEvent/counts``.
public struct TreeBuildEvent: Sendable {
    /// The root component the provider returned (``EmptyComponent`` for none).
    public let component: any Component
    /// The scope root the tree renders in.
    public let scopeRoot: ScopeRoot
    /// Why the pass runs.
    public let trigger: BuildTrigger
    /// When the provider was called.
    public let start: ContinuousClock.Instant
    /// How long the provider took.
    public let duration: Duration
}
