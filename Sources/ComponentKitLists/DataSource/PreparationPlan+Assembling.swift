import ComponentKit
import Foundation

/// The next state and what changed, built from a plan and its prepared items.
struct AssembledChange<Model: Sendable, Context: Sendable>: Sendable {
    let state: DataSourceState<Model, Context>
    let changes: AppliedChanges
    /// A state update's item: where it is and its size before and after.
    let resizedItem: (path: IndexPath, from: CGSize, to: CGSize)?
    /// The prepared items' scope roots, in job order (new items' last).
    var roots: [ScopeRoot] = []
}

extension PreparationPlan {
    /// Builds the next state from the one the plan was made against, its
    /// placement and the prepared items. Pure, so it runs off the main
    /// actor: the main actor only swaps the result in.
    func assemble(_ placement: Placement, prepared: [PreparedItem]) -> AssembledChange<Model, Context> {
        var assembled = assembleState(placement, prepared: prepared)
        assembled.roots = prepared.map(\.root)
        return assembled
    }

    private func assembleState(_ placement: Placement, prepared: [PreparedItem]) -> AssembledChange<Model, Context> {
        if case let .stateUpdate(itemID) = operation {
            guard let path = base.indexPath(ofItemWithID: itemID), let old = base.item(at: path), let made = prepared.first else {
                return AssembledChange(state: base, changes: AppliedChanges(), resizedItem: nil)
            }
            var sections = base.sections
            sections[path[0]][path[1]] = DataSourceItem(id: old.id, model: old.model, component: made.component,
                                                        layout: made.layout, scopeRoot: old.scopeRoot)
            var changes = AppliedChanges()
            changes.updatedIndexPaths = [path]
            changes.updatedIndexPathsAfter = [path: path]
            return AssembledChange(state: DataSourceState(configuration: base.configuration, sections: sections),
                                   changes: changes, resizedItem: (path, old.layout.size, made.layout.size))
        }
        let sections = placement.sections.map { row in
            row.map { slot -> DataSourceItem<Model> in
                switch slot {
                case let .existing(section, item):
                    return base.sections[section][item]
                case let .updated(job, section, item):
                    let old = base.sections[section][item]
                    return DataSourceItem(id: old.id, model: jobs[job].model, component: prepared[job].component,
                                          layout: prepared[job].layout, scopeRoot: old.scopeRoot)
                case let .inserted(job):
                    return DataSourceItem(id: insertedIDs.lowerBound + job - existingItemCount, model: jobs[job].model,
                                          component: prepared[job].component, layout: prepared[job].layout, scopeRoot: prepared[job].root)
                }
            }
        }
        return AssembledChange(state: DataSourceState(configuration: configuration, sections: sections),
                               changes: placement.changes, resizedItem: nil)
    }
}
