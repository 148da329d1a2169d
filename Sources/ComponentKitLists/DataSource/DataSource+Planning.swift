import ComponentKit
import Foundation

extension DataSource {
    /// Collects the items `operation` makes or lays out again, against the
    /// current state. Returns nil when there is nothing to do (a state
    /// update for an item that is gone).
    func plan(_ operation: DataSourceOperation<Model, Context>) -> PreparationPlan<Model, Context>? {
        switch operation {
        case let .changeset(changeset, _, shape):
            // Changesets are checked against the pending shape when queued, so every updated path has an item.
            var updated: [PreparationJobs<Model>.UpdatedItem] = []
            updated.reserveCapacity(changeset.updatedItems.count)
            for index in changeset.updatedItems.indices {
                guard let item = state.item(at: changeset.updatedItems.keys[index]) else { continue }
                updated.append(.init(index: index, root: item.scopeRoot, itemID: item.id))
            }
            let ids = takeItemIDs(changeset.insertedItems.count)
            let jobs = PreparationJobs(changeset: changeset, updated: updated, firstInsertedID: ids.lowerBound, shape: shape)
            // Made once: workers hooking up thousands of roots share it
            // instead of each loading a weak reference to the data source.
            let stateDidUpdate: @MainActor @Sendable (Int, StateUpdateMode) -> Void = { [weak self] id, mode in
                self?.itemStateDidUpdate(itemID: id, mode: mode)
            }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: jobs, insertedIDs: ids, base: state,
                                   connectNewRoot: { root, id in root.setUpdateListener { mode in stateDidUpdate(id, mode) } })

        case var .configuration(configuration, _):
            if let hostTraits { configuration.layoutContext.componentContext.traits = hostTraits }
            return relayout(with: configuration, for: operation)

        case let .traits(traits):
            guard state.configuration.layoutContext.componentContext.traits != traits else { return nil }
            var configuration = state.configuration
            configuration.layoutContext.componentContext.traits = traits
            return relayout(with: configuration, for: operation)

        case .reload:
            let jobs = state.sections.joined().map { PreparationJob(model: $0.model, root: $0.scopeRoot, component: nil, itemID: $0.id) }
            return PreparationPlan(operation: operation, configuration: state.configuration, jobs: PreparationJobs(jobs), base: state)

        case let .stateUpdate(itemID):
            guard let path = state.indexPath(ofItemWithID: itemID), let item = state.item(at: path) else { return nil }
            return PreparationPlan(
                operation: operation, configuration: state.configuration,
                jobs: PreparationJobs([PreparationJob(model: item.model, root: item.scopeRoot, component: nil, itemID: item.id)]), base: state)
        }
    }

    /// Lays every item out again with `configuration`, keeping components
    /// when it makes the same ones. Stateful components whose subtrees read
    /// no changed context value (a trait, say) keep their layouts.
    private func relayout(
        with configuration: DataSourceConfiguration<Model, Context>, for operation: DataSourceOperation<Model, Context>
    ) -> PreparationPlan<Model, Context> {
        let keepsComponents = configuration.makesSameComponents(as: state.configuration)
        let jobs = state.sections.joined().map {
            PreparationJob(model: $0.model, root: $0.scopeRoot, component: keepsComponents ? $0.component : nil, itemID: $0.id)
        }
        return PreparationPlan(operation: operation, configuration: configuration, jobs: PreparationJobs(jobs), base: state)
    }
}
