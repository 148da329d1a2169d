import Foundation
import ViewTree

extension Changeset {
    /// Checks the changeset against a list of `shape`, in ComponentKit's
    /// order (updates, row removals, section removals, section moves,
    /// section insertions, row insertions, row moves), each against the
    /// state the earlier steps leave. Returns the shape after the changeset.
    ///
    /// Beyond ComponentKit's checks (which ran only in debug builds), two
    /// operations on one index path (an update of a removed item, an insert
    /// and a move to the same place) and malformed index paths are errors.
    /// An update and a move of one item is valid, as in ComponentKit, and
    /// so is moving an item out of a section the changeset removes (the
    /// item survives at its destination). An error names what ComponentKit
    /// names: for a move, the side (source or destination) that is wrong.
    ///
    /// - Throws: ``ChangesetError`` for the first invalid operation.
    /// - Complexity: O(n log n) in the number of operations, plus the sections.
    public func validate(against shape: ListShape) throws(ChangesetError) -> ListShape {
        var checker = ChangesetChecker(changeset: self, shape: shape)
        return try checker.run()
    }
}

/// The validation steps, sharing the state they build up.
struct ChangesetChecker<Model: Sendable> {
    let changeset: Changeset<Model>
    let shape: ListShape

    func fail(_ operation: ChangesetError.Operation, _ path: IndexPath, _ reason: String) -> ChangesetError {
        ChangesetError(operation: operation, section: path.count > 0 ? path[0] : -1, item: path.count > 1 ? path[1] : nil,
                       reason: reason, changeset: changeset.description, state: shape.description)
    }

    func fail(_ operation: ChangesetError.Operation, section: Int, _ reason: String) -> ChangesetError {
        ChangesetError(operation: operation, section: section, item: nil, reason: reason,
                       changeset: changeset.description, state: shape.description)
    }

    /// Runs `check` on every path as stored and, only if one fails, again
    /// in ascending order, so that the error names the first failing path:
    /// sorting tens of thousands of paths cost more than every check.
    func checkEach(_ paths: some Collection<IndexPath>, _ check: (IndexPath) throws(ChangesetError) -> Void) throws(ChangesetError) {
        var failed = false
        for path in paths {
            do throws(ChangesetError) { try check(path) } catch { failed = true; break }
        }
        guard failed else { return }
        for path in paths.sortedByIndexes() { try check(path) }
    }

    /// Checks that `path` names an item of the list before the changeset.
    func checkExisting(_ path: IndexPath, _ operation: ChangesetError.Operation) throws(ChangesetError) {
        guard path.count == 2 else { throw fail(operation, path, "an item's index path has 2 indexes, this one \(path.count)") }
        guard path[0] >= 0, path[0] < shape.sectionCount else {
            throw fail(operation, path, "section \(path[0]) does not exist (the list has \(shape.sectionCount) sections)")
        }
        guard path[1] >= 0, path[1] < shape.itemCounts[path[0]] else {
            throw fail(operation, path, "item \(path[1]) does not exist (section \(path[0]) has \(shape.itemCounts[path[0]]) items)")
        }
    }

    mutating func run() throws(ChangesetError) -> ListShape {
        let moveSources = Set(changeset.movedItems.keys)
        // Update: existing items, not also removed. (An updated item may
        // move: the update names it where it was.)
        try checkEach(changeset.updatedItems.keys) { path throws(ChangesetError) in
            try checkExisting(path, .update)
            if !changeset.removedItems.isEmpty, changeset.removedItems.contains(path) { throw fail(.update, path, "the item is also removed") }
        }
        // Row removal: existing items, not also moved. (Items of removed
        // sections may be listed too, as remove-all does.)
        try checkEach(changeset.removedItems) { path throws(ChangesetError) in
            try checkExisting(path, .rowRemoval)
            if !moveSources.isEmpty, moveSources.contains(path) { throw fail(.rowRemoval, path, "the item is also moved") }
        }
        // Section removal: existing sections.
        for section in changeset.removedSections {
            guard section >= 0, section < shape.sectionCount else {
                throw fail(.sectionRemoval, section: section, "section \(section) does not exist (the list has \(shape.sectionCount) sections)")
            }
        }
        let finalSectionCount = shape.sectionCount - changeset.removedSections.count + changeset.insertedSections.count
        try checkSectionMoves(finalSectionCount: finalSectionCount)
        // Section insertion: inside the final list, each in a place no moved
        // section takes. Checked in ascending order against the sections so
        // far, as ComponentKit does, so the error names the first that
        // cannot be inserted where it asks.
        let sectionDestinations = Set(changeset.movedSections.values)
        let keptSectionCount = finalSectionCount - changeset.insertedSections.count
        for (offset, section) in changeset.insertedSections.enumerated() {
            guard section >= 0, section <= keptSectionCount + offset else {
                throw fail(.sectionInsertion, section: section,
                           "cannot insert at \(section): the list will have \(finalSectionCount) sections")
            }
            if sectionDestinations.contains(section) {
                throw fail(.sectionInsertion, section: section, "a section is also moved to \(section)")
            }
        }
        // Counts of the sections once removed and moved-away items are gone, arranged as they end up.
        var remaining = shape.itemCounts
        for path in changeset.removedItems { remaining[path[0]] -= 1 }
        for path in moveSources where path.count == 2 && path[0] >= 0 && path[0] < remaining.count && path[1] >= 0 {
            remaining[path[0]] -= 1
        }
        let arrangement = SectionArrangement(sectionCount: shape.sectionCount, removed: changeset.removedSections,
                                             moved: changeset.movedSections, inserted: changeset.insertedSections)
        let counts = arrangement.origins.map { $0.map { remaining[$0] } ?? 0 }
        // Items arriving in each final section: insertions and move destinations.
        var arrivals = counts.map { _ in 0 }
        for path in changeset.insertedItems.keys where path.count == 2 && path[0] >= 0 && path[0] < counts.count { arrivals[path[0]] += 1 }
        for path in changeset.movedItems.values where path.count == 2 && path[0] >= 0 && path[0] < counts.count { arrivals[path[0]] += 1 }
        let final = zip(counts, arrivals).map { $0 + $1 }
        // Row insertion: inside the final sections, never where a move lands.
        let moveDestinations = Set(changeset.movedItems.values)
        try checkInsertions(final: final, moveDestinations: moveDestinations)
        // Row move: from an existing item to a free place in the final list.
        // The item may leave a section the changeset removes, as in
        // ComponentKit. The error names the side that is wrong: a missing
        // section alone (no item), else the missing item.
        var destinations = Set<IndexPath>()
        for (source, destination) in changeset.movedItems.sorted(by: { $0.key < $1.key }) {
            guard source.count == 2 else { throw fail(.rowMove, source, "an item's index path has 2 indexes, this one \(source.count)") }
            guard destination.count == 2 else {
                throw fail(.rowMove, source, "the destination index path has \(destination.count) indexes, not 2")
            }
            guard source[0] >= 0, source[0] < shape.sectionCount else {
                throw fail(.rowMove, section: source[0], "section \(source[0]) does not exist (the list has \(shape.sectionCount) sections)")
            }
            guard destination[0] >= 0, destination[0] < final.count else {
                throw fail(.rowMove, section: destination[0],
                           "cannot move to section \(destination[0]): the list will have \(final.count) sections")
            }
            try checkExisting(source, .rowMove)
            guard destination[1] >= 0, destination[1] < final[destination[0]] else {
                throw fail(.rowMove, destination,
                           "cannot move to item \(destination[1]): section \(destination[0]) will have \(final[destination[0]]) items")
            }
            guard destinations.insert(destination).inserted else {
                throw fail(.rowMove, destination, "another item is moved to [\(destination[0]), \(destination[1])] too")
            }
        }
        return ListShape(itemCounts: final)
    }

    /// Row insertions: inside the final sections, never where a move
    /// lands. A section's insertions fit exactly when, taken in ascending
    /// order, each is at most the count so far (the section's other items
    /// plus the insertions before it), which is how ComponentKit checks
    /// them, so the error names the insertion ComponentKit names. Checked
    /// unsorted first, and sorted only to name the failing one.
    private func checkInsertions(final: [Int], moveDestinations: Set<IndexPath>) throws(ChangesetError) {
        var valid = true
        for path in changeset.insertedItems.keys {
            guard path.count == 2, path[0] >= 0, path[0] < final.count, path[1] >= 0, path[1] < final[path[0]],
                  moveDestinations.isEmpty || !moveDestinations.contains(path) else { valid = false; break }
        }
        guard !valid else { return }
        var insertionCounts = [Int: Int]()
        for path in changeset.insertedItems.keys where path.count == 2 { insertionCounts[path[0], default: 0] += 1 }
        var previousSection: Int?
        var offset = 0
        for path in changeset.insertedItems.keys.sortedByIndexes() {
            guard path.count == 2 else { throw fail(.rowInsertion, path, "an item's index path has 2 indexes, this one \(path.count)") }
            guard path[0] >= 0, path[0] < final.count else {
                throw fail(.rowInsertion, path, "section \(path[0]) does not exist after the changeset (\(final.count) sections)")
            }
            offset = previousSection == path[0] ? offset + 1 : 0
            previousSection = path[0]
            let others = final[path[0]] - (insertionCounts[path[0]] ?? 0)
            guard path[1] >= 0, path[1] <= others + offset else {
                throw fail(.rowInsertion, path, "item \(path[1]) is beyond the end: section \(path[0]) will have \(final[path[0]]) items")
            }
            if moveDestinations.contains(path) { throw fail(.rowInsertion, path, "an item is also moved to this index path") }
        }
    }

    /// Section moves: from a section that exists and stays, to a place in
    /// the final list that no other moved section takes.
    private func checkSectionMoves(finalSectionCount: Int) throws(ChangesetError) {
        var destinations = Set<Int>()
        for (source, destination) in changeset.movedSections.sorted(by: { $0.key < $1.key }) {
            guard source >= 0, source < shape.sectionCount else {
                throw fail(.sectionMove, section: source, "section \(source) does not exist (the list has \(shape.sectionCount) sections)")
            }
            if changeset.removedSections.contains(source) { throw fail(.sectionMove, section: source, "the section is also removed") }
            guard destination >= 0, destination < finalSectionCount else {
                throw fail(.sectionMove, section: source,
                           "cannot move to \(destination): the list will have \(finalSectionCount) sections")
            }
            guard destinations.insert(destination).inserted else {
                throw fail(.sectionMove, section: source, "another section is moved to \(destination) too")
            }
        }
    }
}
