extension ScopeRoot {
    /// The listeners told of this root's state updates (hosts set them).
    @MainActor public var analyticsListeners: [any AnalyticsListener] {
        get { analytics?.listeners ?? [] }
        set { analytics = AnalyticsBroadcaster.make(newValue) }
    }

    /// Runs one render pass (with `layoutContext`, as ``render(forcingFullRender:with:_:)``)
    /// that makes the root component with `build` (unless `existing` is
    /// given: a layout-only pass) and lays it out with `layout`, telling
    /// `analytics` about both when it is set.
    ///
    /// Without listeners this is ``render(forcingFullRender:with:_:)`` around
    /// the two calls: no clock is read and nothing is allocated.
    package func renderTree(
        trigger: BuildTrigger, forcingFullRender: Bool = false, with layoutContext: LayoutContext? = nil, analytics: AnalyticsBroadcaster?,
        reusing existing: (any Component)? = nil, build: () -> any Component,
        layout: (any Component, LayoutContext) -> Layout
    ) -> (component: any Component, layout: Layout) {
        guard let analytics else {
            return render(forcingFullRender: forcingFullRender, with: layoutContext) { context in
                let component = existing ?? build()
                return (component, layout(component, context))
            }
        }
        var trigger = trigger
        if hasPendingUpdates { trigger.insert(.stateUpdate) }
        return render(forcingFullRender: forcingFullRender, with: layoutContext) { base in
            let component: any Component
            if let existing {
                component = existing
            } else {
                analytics.willBuildComponentTree(in: self, trigger: trigger)
                let start = ContinuousClock.now
                component = build()
                analytics.didBuildComponentTree(TreeBuildEvent(
                    component: component, scopeRoot: self, trigger: trigger, start: start, duration: ContinuousClock.now - start))
            }
            let pass = AnalyticsPass(broadcaster: analytics, scopeRoot: self)
            var context = base
            context.analyticsPass = pass
            // The pass holds the render lock: the root's counters move for this pass alone.
            let rendered = statistics.rendered, laidOut = statistics.laidOut, reused = statistics.reused
            analytics.willLayoutComponentTree(component, in: self, trigger: trigger)
            let start = ContinuousClock.now
            let made = layout(component, context)
            let duration = ContinuousClock.now - start
            let counts = LayoutPassCounts(
                componentsBuilt: pass.compositeBodiesBuilt + statistics.rendered - rendered,
                componentsLaidOut: statistics.laidOut - laidOut, componentsReused: statistics.reused - reused)
            analytics.didLayoutComponentTree(TreeLayoutEvent(
                component: component, layout: made, scopeRoot: self, trigger: trigger, start: start, duration: duration, counts: counts))
            return (component, made)
        }
    }
}
