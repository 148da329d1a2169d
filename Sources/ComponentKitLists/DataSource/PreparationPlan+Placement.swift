import Foundation

extension PreparationPlan {
    /// Works out the next state's shape from the base state and the
    /// operation. State updates place nothing: they replace one item.
    func place() throws(ChangesetError) -> Placement {
        switch operation {
        case let .changeset(changeset, userInfo, _):
            let (updatedPaths, insertedPaths) = jobs.changesetPaths
            if let placement = placeInsertions(changeset, at: insertedPaths, userInfo: userInfo) { return placement }
            return try placeByReplay(changeset, updatedPaths: updatedPaths, insertedPaths: insertedPaths, userInfo: userInfo)
        case let .configuration(_, userInfo), let .reload(userInfo):
            return placeEveryItemUpdated(userInfo: userInfo)
        case .traits:
            return placeEveryItemUpdated(userInfo: [:])
        case .stateUpdate:
            return Placement(sections: [], changes: AppliedChanges())
        }
    }

    /// Every item made again where it is.
    private func placeEveryItemUpdated(userInfo: [String: any Sendable]) -> Placement {
        var changes = AppliedChanges()
        changes.userInfo = userInfo
        let count = base.itemCount
        changes.updatedIndexPaths.reserveCapacity(count)
        changes.updatedIndexPathsAfter.reserveCapacity(count)
        var job = 0
        let sections = base.sections.enumerated().map { section, items in
            items.indices.map { item -> Placement.Slot in
                defer { job += 1 }
                changes.updatedIndexPaths.insert([section, item])
                changes.updatedIndexPathsAfter[[section, item]] = [section, item]
                return .updated(job: job, section: section, item: item)
            }
        }
        return Placement(sections: sections, changes: changes)
    }

    /// Replays the changeset on slots: the same validated algorithm that
    /// applies it to models tells where every item of the next state comes from.
    func placeByReplay(
        _ changeset: Changeset<Model>, updatedPaths: [IndexPath], insertedPaths: [IndexPath], userInfo: [String: any Sendable]
    ) throws(ChangesetError) -> Placement {
        var slots = Changeset<Placement.Slot>(
            removedItems: changeset.removedItems, removedSections: changeset.removedSections,
            movedItems: changeset.movedItems, movedSections: changeset.movedSections, insertedSections: changeset.insertedSections)
        slots.updatedItems.reserveCapacity(updatedPaths.count)
        for (job, path) in updatedPaths.enumerated() { slots.updatedItems[path] = .updated(job: job, section: path[0], item: path[1]) }
        slots.insertedItems.reserveCapacity(insertedPaths.count)
        for (offset, path) in insertedPaths.enumerated() { slots.insertedItems[path] = .inserted(job: existingItemCount + offset) }
        let grid = base.sections.enumerated().map { section, items in
            items.indices.map { Placement.Slot.existing(section: section, item: $0) }
        }
        let sections = try slots.applied(to: grid)

        var changes = AppliedChanges()
        changes.updatedIndexPaths = Set(updatedPaths)
        changes.removedIndexPaths = changeset.removedItems
        changes.removedSections = changeset.removedSections
        changes.movedIndexPaths = changeset.movedItems
        changes.movedSections = changeset.movedSections
        changes.insertedSections = changeset.insertedSections
        changes.insertedIndexPaths = Set(insertedPaths)
        changes.userInfo = userInfo
        if !updatedPaths.isEmpty {
            changes.updatedIndexPathsAfter.reserveCapacity(updatedPaths.count)
            for (section, row) in sections.enumerated() {
                for (item, slot) in row.enumerated() {
                    if case let .updated(_, oldSection, oldItem) = slot { changes.updatedIndexPathsAfter[[oldSection, oldItem]] = [section, item] }
                }
            }
        }
        return Placement(sections: sections, changes: changes)
    }
}
