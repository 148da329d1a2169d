import ComponentKit
import Foundation

/// Where an item of the next state comes from.
private enum Slot: Sendable {
    case existing(section: Int, item: Int)
    case prepared(job: Int)
}

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
    /// Builds the next state from the one the plan was made against and the
    /// prepared items. Pure, so it runs off the main actor with the
    /// preparation: the main actor only swaps the result in.
    func assemble(prepared: [PreparedItem]) throws(ChangesetError) -> AssembledChange<Model, Context> {
        var assembled = try assembleState(prepared: prepared)
        assembled.roots = prepared.map(\.root)
        return assembled
    }

    private func assembleState(prepared: [PreparedItem]) throws(ChangesetError) -> AssembledChange<Model, Context> {
        let state = base
        switch operation {
        case let .changeset(changeset, userInfo):
            return try assemble(changeset, userInfo: userInfo, prepared: prepared)

        case .configuration, .reload:
            var index = 0
            var changes = AppliedChanges()
            let sections = state.sections.enumerated().map { section, items in
                items.enumerated().map { item, old in
                    defer { index += 1 }
                    changes.updatedIndexPaths.insert([section, item])
                    changes.updatedIndexPathsAfter[[section, item]] = [section, item]
                    return DataSourceItem(id: old.id, model: old.model, component: prepared[index].component,
                                          layout: prepared[index].layout, scopeRoot: old.scopeRoot)
                }
            }
            return AssembledChange(state: DataSourceState(configuration: configuration, sections: sections),
                                   changes: changes, resizedItem: nil)

        case let .stateUpdate(itemID):
            guard let path = state.indexPath(ofItemWithID: itemID), let old = state.item(at: path),
                  let made = prepared.first else {
                return AssembledChange(state: state, changes: AppliedChanges(), resizedItem: nil)
            }
            var sections = state.sections
            sections[path[0]][path[1]] = DataSourceItem(id: old.id, model: old.model, component: made.component,
                                                        layout: made.layout, scopeRoot: old.scopeRoot)
            var changes = AppliedChanges()
            changes.updatedIndexPaths = [path]
            changes.updatedIndexPathsAfter = [path: path]
            return AssembledChange(state: DataSourceState(configuration: state.configuration, sections: sections),
                                   changes: changes, resizedItem: (path, old.layout.size, made.layout.size))
        }
    }

    private func assemble(
        _ changeset: Changeset<Model>, userInfo: [String: any Sendable], prepared: [PreparedItem]
    ) throws(ChangesetError) -> AssembledChange<Model, Context> {
        let state = base
        // Replay the changeset on slots: the same validated algorithm that
        // applies it to models tells where every item of the next state comes from.
        let updated = updatedPaths
        let inserted = insertedPaths
        var slots = Changeset<Slot>(removedItems: changeset.removedItems, removedSections: changeset.removedSections,
                                    movedItems: changeset.movedItems, insertedSections: changeset.insertedSections)
        for (job, path) in updated.enumerated() { slots.updatedItems[path] = .prepared(job: job) }
        for (offset, path) in inserted.enumerated() { slots.insertedItems[path] = .prepared(job: updated.count + offset) }
        let grid = state.sections.enumerated().map { section, items in items.indices.map { Slot.existing(section: section, item: $0) } }
        let placed = try slots.applied(to: grid)

        var changes = AppliedChanges()
        changes.updatedIndexPaths = Set(updated)
        changes.removedIndexPaths = changeset.removedItems
        changes.removedSections = changeset.removedSections
        changes.movedIndexPaths = changeset.movedItems
        changes.insertedSections = changeset.insertedSections
        changes.insertedIndexPaths = Set(inserted)
        changes.userInfo = userInfo

        let sections = placed.enumerated().map { section, row in
            row.enumerated().map { item, slot -> DataSourceItem<Model> in
                switch slot {
                case let .existing(oldSection, oldItem):
                    return state.sections[oldSection][oldItem]
                case let .prepared(job):
                    let made = prepared[job]
                    if job < updated.count {
                        let old = state.sections[updated[job][0]][updated[job][1]]
                        changes.updatedIndexPathsAfter[updated[job]] = [section, item]
                        return DataSourceItem(id: old.id, model: jobs[job].model, component: made.component,
                                              layout: made.layout, scopeRoot: old.scopeRoot)
                    }
                    return DataSourceItem(id: insertedIDs[job - updated.count], model: jobs[job].model,
                                          component: made.component, layout: made.layout, scopeRoot: made.root)
                }
            }
        }
        return AssembledChange(state: DataSourceState(configuration: state.configuration, sections: sections),
                               changes: changes, resizedItem: nil)
    }
}
