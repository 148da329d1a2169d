/// What one instrumented render pass carries down the tree in its
/// ``LayoutContext``: where to report, and the bodies built so far.
///
/// A pass lays its tree out on one thread (the root's render lock is held
/// throughout), so the counter needs no lock.
final class AnalyticsPass: @unchecked Sendable {
    let broadcaster: AnalyticsBroadcaster
    let scopeRoot: ScopeRoot
    /// Composite bodies evaluated in this pass (stateful ones are counted
    /// by the root's ``RenderStatistics``).
    private(set) var compositeBodiesBuilt = 0

    init(broadcaster: AnalyticsBroadcaster, scopeRoot: ScopeRoot) {
        self.broadcaster = broadcaster
        self.scopeRoot = scopeRoot
    }

    func countCompositeBody() { compositeBodiesBuilt += 1 }

    /// Lays `component` out with `layout`, reporting how long it took.
    func timeLayout(of component: any Component, _ layout: () -> Layout) -> Layout {
        let start = ContinuousClock.now
        let made = layout()
        broadcaster.didLayoutComponent(ComponentLayoutEvent(
            component: component, scopeRoot: scopeRoot, start: start, duration: ContinuousClock.now - start))
        return made
    }
}
