import ViewTree

extension ChromeTraceRecorder {
    public func didBuildComponentTree(_ event: TreeBuildEvent) {
        record("build \(Self.name(of: event.component))", category: "build", start: event.start, duration: event.duration,
               arguments: ["trigger": .string(event.trigger.description)])
    }

    public func didLayoutComponentTree(_ event: TreeLayoutEvent) {
        record("layout \(Self.name(of: event.component))", category: "layout", start: event.start, duration: event.duration, arguments: [
            "trigger": .string(event.trigger.description), "components built": .int(event.counts.componentsBuilt),
            "components laid out": .int(event.counts.componentsLaidOut), "components reused": .int(event.counts.componentsReused),
        ])
    }

    public func didLayoutComponent(_ event: ComponentLayoutEvent) {
        record(Self.name(of: event.component), category: "component", start: event.start, duration: event.duration)
    }

    @MainActor public func didMountComponentTree(_ event: TreeMountEvent) {
        let statistics = event.statistics
        record("mount \(Self.name(of: event.layout.component))", category: "mount", start: event.start, duration: event.duration, arguments: [
            "views created": .int(statistics.created), "views reused": .int(statistics.reused),
            "view mutations": .int(statistics.mutationCount), "container": .string(String(describing: type(of: event.container))),
        ])
    }

    @MainActor public func didEnqueueStateUpdate(_ event: StateUpdateEvent) {
        record("state update \(event.componentTypeName)", category: "state", phase: .instant, start: .now, arguments: [
            "scope": .string(event.scopePath), "mode": .string(event.mode == .synchronous ? "synchronous" : "asynchronous"),
        ])
    }

    @MainActor public func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent) {
        record("prepare \(event.kind.rawValue) #\(event.number)", category: "datasource", phase: .instant, start: event.start,
               arguments: Self.arguments(of: event))
    }

    public func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent) {
        var arguments = Self.arguments(of: event.change)
        arguments["worker"] = .int(event.worker)
        arguments["items prepared"] = .int(event.itemCount)
        record("prepare \(event.change.kind.rawValue) #\(event.change.number) (worker \(event.worker))", category: "datasource",
               start: event.start, duration: event.duration, arguments: arguments)
    }

    @MainActor public func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {
        var arguments = Self.arguments(of: event.change)
        arguments["preparation ms"] = .double(Self.microseconds(event.preparationDuration) / 1000)
        record("apply \(event.change.kind.rawValue) #\(event.change.number)", category: "datasource", start: event.applyStart,
               duration: event.applyDuration, arguments: arguments)
    }

    private static func arguments(of change: DataSourceChangeEvent) -> [String: TraceEvent.Argument] {
        var arguments: [String: TraceEvent.Argument] = [
            "items": .int(change.itemCount), "workers": .int(change.workerCount), "synchronous": .string(change.isSynchronous ? "yes" : "no"),
        ]
        if change.kind == .changeset {
            let counts = change.changeset
            arguments["changeset"] = .string(
                "inserted \(counts.insertedItems), removed \(counts.removedItems), updated \(counts.updatedItems), moved \(counts.movedItems); "
                    + "sections inserted \(counts.insertedSections), removed \(counts.removedSections), moved \(counts.movedSections)")
        }
        return arguments
    }
}
