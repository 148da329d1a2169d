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
            var jobs: [PreparationJob<Model>] = []
            jobs.reserveCapacity(changeset.updatedItems.count + changeset.insertedItems.count)
            var updatedPaths: [IndexPath] = []
            updatedPaths.reserveCapacity(changeset.updatedItems.count)
            for (path, model) in changeset.updatedItems {
                guard let item = state.item(at: path) else { continue }
                jobs.append(PreparationJob(model: model, root: item.scopeRoot, component: nil, newItemID: nil))
                updatedPaths.append(path)
            }
            let ids = takeItemIDs(changeset.insertedItems.count)
            var insertedPaths: [IndexPath] = []
            insertedPaths.reserveCapacity(ids.count)
            for ((path, model), id) in zip(changeset.insertedItems, ids) {
                jobs.append(PreparationJob(model: model, root: nil, component: nil, newItemID: id))
                insertedPaths.append(path)
            }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, insertedIDs: ids, base: state,
                                   updatedPaths: updatedPaths, insertedPaths: insertedPaths,
                                   connectNewRoot: { [weak self] root, id in
                                       root.setUpdateListener { [weak self] mode in self?.itemStateDidUpdate(itemID: id, mode: mode) }
                                   })

        case let .configuration(configuration):
            let keepsComponents = configuration.makesSameComponents(as: state.configuration)
            let jobs = state.sections.joined().map {
                PreparationJob(model: $0.model, root: $0.scopeRoot, component: keepsComponents ? $0.component : nil, newItemID: nil)
            }
            return PreparationPlan(operation: operation, configuration: configuration, jobs: jobs, base: state)

        case .reload:
            let jobs = state.sections.joined().map { PreparationJob(model: $0.model, root: $0.scopeRoot, component: nil, newItemID: nil) }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, base: state)

        case let .stateUpdate(itemID):
            guard let path = state.indexPath(ofItemWithID: itemID), let item = state.item(at: path) else { return nil }
            return PreparationPlan(
                operation: operation, configuration: state.configuration,
                jobs: [PreparationJob(model: item.model, root: item.scopeRoot, component: nil, newItemID: nil)], base: state)
        }
    }
}
