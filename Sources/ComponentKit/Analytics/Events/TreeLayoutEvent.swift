/// A component tree laid out by one render pass, as
/// ``AnalyticsListener/didLayoutComponentTree(_:)`` hears it.
///
/// Layout includes evaluating the bodies of composite and stateful
/// components (they are built as they are laid out) and reusing the
/// layouts of stateful components whose inputs did not change.
public struct TreeLayoutEvent: Sendable {
    /// The root component laid out.
    public let component: any Component
    /// The layout made.
    public let layout: Layout
    /// The scope root the pass ran in.
    public let scopeRoot: ScopeRoot
    /// Why the pass runs.
    public let trigger: BuildTrigger
    /// When layout started.
    public let start: ContinuousClock.Instant
    /// How long layout took, bodies included.
    public let duration: Duration
    /// What the pass built, laid out and reused.
    public let counts: LayoutPassCounts
}
