/// One component's layout, as ``AnalyticsListener/didLayoutComponent(_:)``
/// hears it when a listener asks for component events.
public struct ComponentLayoutEvent: Sendable {
    /// The component laid out.
    public let component: any Component
    /// The scope root of the pass.
    public let scopeRoot: ScopeRoot
    /// When its layout started.
    public let start: ContinuousClock.Instant
    /// How long its layout took, its children's included.
    public let duration: Duration
}
