import ComponentKit
import Foundation

extension DataSource {
    /// Tells the configuration's analytics listeners that `run` is about to
    /// prepare its change; returns the change as they saw it, or nil
    /// (nothing measured) without listeners.
    func announce(_ run: PreparationRun<Model, Context>, synchronous: Bool) -> DataSourceChangeEvent? {
        guard let analytics = run.plan.configuration.analytics else { return nil }
        changesAnnounced += 1
        let kind: DataSourceChangeEvent.Kind
        var counts = DataSourceChangeEvent.ChangesetCounts()
        switch run.plan.operation {
        case let .changeset(changeset, _, _):
            kind = .changeset
            counts.insertedItems = changeset.insertedItems.count
            counts.removedItems = changeset.removedItems.count
            counts.updatedItems = changeset.updatedItems.count
            counts.movedItems = changeset.movedItems.count
            counts.insertedSections = changeset.insertedSections.count
            counts.removedSections = changeset.removedSections.count
            counts.movedSections = changeset.movedSections.count
        case .configuration: kind = .configuration
        case .reload: kind = .reload
        case .traits: kind = .traits
        case .stateUpdate: kind = .stateUpdate
        }
        let change = DataSourceChangeEvent(
            dataSource: ObjectIdentifier(self), number: changesAnnounced, kind: kind, changeset: counts, itemCount: run.plan.jobs.count,
            workerCount: run.workers, isSynchronous: synchronous, start: ContinuousClock.now)
        analytics.dataSourceWillPrepareChange(change)
        return change
    }

    /// Points the scope roots of items at the listeners of the configuration
    /// now applied, so their state updates reach them, when a configuration
    /// change brought other listeners. New items' roots were made with the
    /// listeners of the configuration that made them.
    func attachAnalytics(after plan: PreparationPlan<Model, Context>, previous: DataSourceState<Model, Context>) {
        let analytics = state.configuration.analytics
        if case .configuration = plan.operation, analytics !== previous.configuration.analytics {
            for item in state.sections.joined() { item.scopeRoot.analytics = analytics }
        }
    }
}
