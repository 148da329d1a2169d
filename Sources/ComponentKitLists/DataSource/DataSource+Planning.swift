import ComponentKit
import Foundation

extension DataSource {
    /// Collects the items `operation` makes or lays out again, against the
    /// current state. Returns nil when there is nothing to do (a state
    /// update for an item that is gone).
    func plan(_ operation: DataSourceOperation<Model, Context>) -> PreparationPlan<Model, Context>? {
        switch operation {
        case let .changeset(changeset, _):
            var jobs: [PreparationJob<Model>] = []
            for path in changeset.updatedItems.keys.sorted() {
                guard let item = state.item(at: path), let model = changeset.updatedItems[path] else { continue }
                jobs.append(PreparationJob(model: model, root: item.scopeRoot, component: nil))
            }
            var ids: [Int] = []
            for path in changeset.insertedItems.keys.sorted() {
                guard let model = changeset.insertedItems[path] else { continue }
                jobs.append(PreparationJob(model: model, root: makeScopeRoot(), component: nil))
                ids.append(takeItemID())
            }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, insertedIDs: ids)

        case let .configuration(configuration):
            let keepsComponents = configuration.makesSameComponents(as: state.configuration)
            let jobs = state.sections.joined().map {
                PreparationJob(model: $0.model, root: $0.scopeRoot, component: keepsComponents ? $0.component : nil)
            }
            return PreparationPlan(operation: operation, configuration: configuration, jobs: jobs, insertedIDs: [])

        case .reload:
            let jobs = state.sections.joined().map { PreparationJob(model: $0.model, root: $0.scopeRoot, component: nil) }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, insertedIDs: [])

        case let .stateUpdate(itemID):
            guard let path = state.indexPath(ofItemWithID: itemID), let item = state.item(at: path) else { return nil }
            return PreparationPlan(
                operation: operation, configuration: state.configuration,
                jobs: [PreparationJob(model: item.model, root: item.scopeRoot, component: nil)], insertedIDs: [])
        }
    }

    private func makeScopeRoot() -> ScopeRoot {
        let root = ScopeRoot(baseContext: state.configuration.layoutContext)
        root.contextResponder = actionResponder
        return root
    }
}
