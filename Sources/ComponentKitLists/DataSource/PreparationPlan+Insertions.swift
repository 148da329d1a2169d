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
              changeset.movedItems.isEmpty, insertedPaths.allSatisfy({ $0.count == 2 })
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
            guard section >= 0, section < rows.count,
                  let merged = merge(rows[section], arrivals: order[start..<end], at: insertedPaths)
            else { return nil }
            rows[section] = merged
            start = end
        }
        var changes = AppliedChanges()
        changes.insertedSections = changeset.insertedSections
        changes.insertedIndexPaths = Set(insertedPaths)
        changes.userInfo = userInfo
        return Placement(sections: rows, changes: changes)
    }

    /// A section's slots with the new items at their final indexes, the
    /// existing ones filling the gaps in order; nil if an index is out of range.
    private func merge(_ existing: [Placement.Slot], arrivals: ArraySlice<Int>, at paths: [IndexPath]) -> [Placement.Slot]? {
        let total = existing.count + arrivals.count
        var merged: [Placement.Slot] = []
        merged.reserveCapacity(total)
        var next = arrivals.startIndex
        var old = 0
        while merged.count < total {
            if next < arrivals.endIndex, paths[arrivals[next]][1] == merged.count {
                merged.append(.inserted(job: existingItemCount + arrivals[next]))
                next += 1
            } else {
                guard old < existing.count else { return nil }
                merged.append(existing[old])
                old += 1
            }
        }
        return next == arrivals.endIndex ? merged : nil
    }
}
