import ComponentKit
import Foundation

extension DataSource {
    /// Collects the items `operation` makes or lays out again, against the
    /// current state. Returns nil when there is nothing to do (a state
    /// update for an item that is gone).
    func plan(_ operation: DataSourceOperation<Model, Context>) -> PreparationPlan<Model, Context>? {
        switch operation {
        case let .changeset(changeset, _):
            // Changesets are checked against the pending shape when queued, so every updated path has an item.
            let updated = Array(changeset.updatedItems).sortedByIndexPath(\.key)
            let inserted = Array(changeset.insertedItems).sortedByIndexPath(\.key)
            var jobs: [PreparationJob<Model>] = []
            jobs.reserveCapacity(updated.count + inserted.count)
            for (path, model) in updated {
                guard let item = state.item(at: path) else { continue }
                jobs.append(PreparationJob(model: model, root: item.scopeRoot, component: nil))
            }
            var ids: [Int] = []
            ids.reserveCapacity(inserted.count)
            for (_, model) in inserted {
                jobs.append(PreparationJob(model: model, root: nil, component: nil))
                ids.append(takeItemID())
            }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, insertedIDs: ids, base: state,
                                   updatedPaths: updated.map(\.key), insertedPaths: inserted.map(\.key))

        case let .configuration(configuration):
            let keepsComponents = configuration.makesSameComponents(as: state.configuration)
            let jobs = state.sections.joined().map {
                PreparationJob(model: $0.model, root: $0.scopeRoot, component: keepsComponents ? $0.component : nil)
            }
            return PreparationPlan(operation: operation, configuration: configuration, jobs: jobs, base: state)

        case .reload:
            let jobs = state.sections.joined().map { PreparationJob(model: $0.model, root: $0.scopeRoot, component: nil) }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, base: state)

        case let .stateUpdate(itemID):
            guard let path = state.indexPath(ofItemWithID: itemID), let item = state.item(at: path) else { return nil }
            return PreparationPlan(
                operation: operation, configuration: state.configuration,
                jobs: [PreparationJob(model: item.model, root: item.scopeRoot, component: nil)], base: state)
        }
    }
}
