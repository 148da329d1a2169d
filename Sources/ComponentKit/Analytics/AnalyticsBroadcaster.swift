import ViewTree

/// The listeners attached to one host, told in order. Made only for a
/// non-empty list, so a host without listeners holds nil and each hook
/// site costs one nil check.
package final class AnalyticsBroadcaster: Sendable {
    /// The listeners, in the order they were attached.
    package let listeners: [any AnalyticsListener]
    /// Whether any listener wants an event per component laid out.
    let wantsComponentLayoutEvents: Bool
    /// Whether every listener lets list items be shared between data sources.
    package let allowsSharedItems: Bool

    private init(listeners: [any AnalyticsListener]) {
        self.listeners = listeners
        wantsComponentLayoutEvents = listeners.contains { $0.wantsComponentLayoutEvents }
        allowsSharedItems = listeners.allSatisfy { $0.allowsSharedItems }
    }

    /// A broadcaster for `listeners`, or nil when there are none.
    package static func make(_ listeners: [any AnalyticsListener]) -> AnalyticsBroadcaster? {
        listeners.isEmpty ? nil : AnalyticsBroadcaster(listeners: listeners)
    }

    func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger) {
        for listener in listeners { listener.willBuildComponentTree(in: scopeRoot, trigger: trigger) }
    }

    func didBuildComponentTree(_ event: TreeBuildEvent) {
        for listener in listeners { listener.didBuildComponentTree(event) }
    }

    func willLayoutComponentTree(_ component: any Component, in scopeRoot: ScopeRoot, trigger: BuildTrigger) {
        for listener in listeners { listener.willLayoutComponentTree(component, in: scopeRoot, trigger: trigger) }
    }

    func didLayoutComponentTree(_ event: TreeLayoutEvent) {
        for listener in listeners { listener.didLayoutComponentTree(event) }
    }

    func didLayoutComponent(_ event: ComponentLayoutEvent) {
        for listener in listeners where listener.wantsComponentLayoutEvents { listener.didLayoutComponent(event) }
    }

    @MainActor func willMountComponentTree(_ layout: Layout, in container: View) {
        for listener in listeners { listener.willMountComponentTree(layout, in: container) }
    }

    @MainActor func didMountComponentTree(_ event: TreeMountEvent) {
        for listener in listeners { listener.didMountComponentTree(event) }
    }

    @MainActor func didEnqueueStateUpdate(_ event: StateUpdateEvent) {
        for listener in listeners { listener.didEnqueueStateUpdate(event) }
    }

    @MainActor package func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent) {
        for listener in listeners { listener.dataSourceWillPrepareChange(event) }
    }

    package func dataSourceWorkerWillPrepare(_ change: DataSourceChangeEvent, worker: Int) {
        for listener in listeners { listener.dataSourceWorkerWillPrepare(change, worker: worker) }
    }

    package func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) {
        for listener in listeners { listener.dataSourceWorkerDidPrepare(event) }
    }

    @MainActor package func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {
        for listener in listeners { listener.dataSourceDidApplyChange(event) }
    }
}
