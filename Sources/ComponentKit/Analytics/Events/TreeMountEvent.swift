import ViewTree

/// A layout mounted into a view, as ``AnalyticsListener/didMountComponentTree(_:)``
/// hears it (on the main actor).
public struct TreeMountEvent: Sendable {
    /// The layout mounted.
    public let layout: Layout
    /// The view it was mounted in (a hosting view, a list cell).
    public let container: View
    /// The scope root the layout was rendered in, when the mounting host
    /// has one (nil for a bare ``ComponentMounter``).
    public let scopeRoot: ScopeRoot?
    /// What the mount did to the views.
    public let statistics: MountStatistics
    /// When mounting started.
    public let start: ContinuousClock.Instant
    /// How long it took.
    public let duration: Duration
}
