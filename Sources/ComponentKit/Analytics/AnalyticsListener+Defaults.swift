import ViewTree

extension AnalyticsListener {
    public var wantsComponentLayoutEvents: Bool { false }
    /// False: while the listener is attached, list items are not shared.
    public var allowsSharedItems: Bool { false }
    public func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger) {}
    public func didBuildComponentTree(_ event: TreeBuildEvent) {}
    public func willLayoutComponentTree(_ component: any Component, in scopeRoot: ScopeRoot, trigger: BuildTrigger) {}
    public func didLayoutComponentTree(_ event: TreeLayoutEvent) {}
    public func didLayoutComponent(_ event: ComponentLayoutEvent) {}
    @MainActor public func willMountComponentTree(_ layout: Layout, in container: View) {}
    @MainActor public func didMountComponentTree(_ event: TreeMountEvent) {}
    @MainActor public func didEnqueueStateUpdate(_ event: StateUpdateEvent) {}
    @MainActor public func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent) {}
    public func dataSourceWorkerWillPrepare(_ change: DataSourceChangeEvent, worker: Int) {}
    public func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) {}
    @MainActor public func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {}
}
