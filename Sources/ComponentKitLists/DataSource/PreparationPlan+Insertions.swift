import Foundation

extension PreparationPlan {
    /// Places a changeset that only inserts (a first load, a page appended)
    /// by merging the sorted insertions into each section: no slot
    /// dictionary, no second validation, no shifting inserts.
    ///
    /// Returns nil for any other changeset, and for one that does not fit
    /// the base state (it cannot happen: changesets are validated when
    /// queued), so that the replay reports the error.
    func placeInsertions(_ changeset: Changeset<Model>, at insertedPaths: [IndexPath], userInfo: [String: any Sendable]) -> Placement? {
        guard changeset.updatedItems.isEmpty, changeset.removedItems.isEmpty, changeset.removedSections.isEmpty,
              changeset.movedItems.isEmpty, changeset.movedSections.isEmpty, insertedPaths.allSatisfy({ $0.count == 2 })
        else { return nil }
        var rows = base.sections.enumerated().map { section, items in
            items.indices.map { Placement.Slot.existing(section: section, item: $0) }
        }
        for section in changeset.insertedSections {
            guard section <= rows.count else { return nil }
            rows.insert([], at: section)
        }
        // Jobs by destination, compared as integer pairs.
        let order = insertedPaths.indices.sorted { (insertedPaths[$0][0], insertedPaths[$0][1]) < (insertedPaths[$1][0], insertedPaths[$1][1]) }
        var start = 0
        while start < order.count {
            let section = insertedPaths[order[start]][0]
            var end = start
            while end < order.count, insertedPaths[order[end]][0] == section { end += 1 }
            let arrivals = order[start..<end].lazy.map { (index: insertedPaths[$0][1], element: Placement.Slot.inserted(job: existingItemCount + $0)) }
            guard section >= 0, section < rows.count, let merged = rows[section].inserting(arrivals) else { return nil }
            rows[section] = merged
            start = end
        }
        var changes = AppliedChanges()
        changes.insertedSections = changeset.insertedSections
        changes.insertedIndexPaths = Set(insertedPaths)
        changes.userInfo = userInfo
        return Placement(sections: rows, changes: changes)
    }
}
