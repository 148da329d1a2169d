import ComponentKit
import Foundation

/// The next state and what changed, built from a plan and its prepared items.
struct AssembledChange<Model: Sendable, Context: Sendable>: Sendable {
    var state: DataSourceState<Model, Context>
    let changes: AppliedChanges
    /// A state update's item: where it is and its size before and after.
    let resizedItem: (path: IndexPath, from: CGSize, to: CGSize)?
}

extension PreparationPlan {
    /// Builds the next state from the one the plan was made against, its
    /// placement and the prepared items, which it moves out. Pure, so it
    /// runs off the main actor: the main actor only swaps the result in.
    func assemble(_ placement: Placement, prepared: PreparedItems<DataSourceItem<Model>>) -> AssembledChange<Model, Context> {
        if case let .stateUpdate(itemID) = operation {
            guard let path = base.indexPath(ofItemWithID: itemID), let old = base.item(at: path), prepared.count == 1 else {
                return AssembledChange(state: base, changes: AppliedChanges(), resizedItem: nil)
            }
            let made = prepared.take(jobs.slot(ofJob: 0))
            var sections = base.sections
            sections[path[0]][path[1]] = made
            var changes = AppliedChanges()
            changes.updatedIndexPaths = [path]
            changes.updatedIndexPathsAfter = [path: path]
            return AssembledChange(state: DataSourceState(configuration: base.configuration, sections: sections),
                                   changes: changes, resizedItem: (path, old.layout.size, made.layout.size))
        }
        let sections = placement.sections.enumerated().map { section, row -> [DataSourceItem<Model>] in
            // A section of new items only (a first load, a new section)
            // lies in order in its slots: moved out in one piece.
            if !row.isEmpty, row.allSatisfy({ if case .inserted = $0 { true } else { false } }) {
                let first = jobs.insertedSlot(section: section, item: 0)
                assert(row.enumerated().allSatisfy { item, slot in
                    if case let .inserted(job) = slot { jobs.slot(ofJob: job) == first + item } else { false }
                }, "an inserted item is not where its index path says")
                return prepared.take(first..<(first + row.count))
            }
            return row.map { slot -> DataSourceItem<Model> in
                switch slot {
                case let .existing(section, item): base.sections[section][item]
                case let .updated(job, _, _), let .inserted(job): prepared.take(jobs.slot(ofJob: job))
                }
            }
        }
        return AssembledChange(state: DataSourceState(configuration: configuration, sections: sections),
                               changes: placement.changes, resizedItem: nil)
    }
}
