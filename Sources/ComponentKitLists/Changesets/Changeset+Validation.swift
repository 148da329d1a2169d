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
    /// An update and a move of one item is valid, as in ComponentKit.
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
        // Section insertion: inside the final list, each in a place no moved section takes.
        let sectionDestinations = Set(changeset.movedSections.values)
        for section in changeset.insertedSections {
            guard section >= 0, section < finalSectionCount else {
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
        try checkEach(changeset.insertedItems.keys) { path throws(ChangesetError) in
            guard path.count == 2 else { throw fail(.rowInsertion, path, "an item's index path has 2 indexes, this one \(path.count)") }
            guard path[0] >= 0, path[0] < final.count else {
                throw fail(.rowInsertion, path, "section \(path[0]) does not exist after the changeset (\(final.count) sections)")
            }
            guard path[1] >= 0, path[1] < final[path[0]] else {
                throw fail(.rowInsertion, path, "item \(path[1]) is beyond the end: section \(path[0]) will have \(final[path[0]]) items")
            }
            if !moveDestinations.isEmpty, moveDestinations.contains(path) {
                throw fail(.rowInsertion, path, "an item is also moved to this index path")
            }
        }
        // Row move: from an existing item of a kept section to a free place in the final list.
        var destinations = Set<IndexPath>()
        for (source, destination) in changeset.movedItems.sorted(by: { $0.key < $1.key }) {
            try checkExisting(source, .rowMove)
            if changeset.removedSections.contains(source[0]) { throw fail(.rowMove, source, "its section is removed") }
            guard destination.count == 2 else {
                throw fail(.rowMove, source, "the destination index path has \(destination.count) indexes, not 2")
            }
            guard destination[0] >= 0, destination[0] < final.count, destination[1] >= 0, destination[1] < final[destination[0]] else {
                throw fail(.rowMove, source, "destination [\(destination[0]), \(destination[1])] does not exist after the changeset")
            }
            guard destinations.insert(destination).inserted else {
                throw fail(.rowMove, source, "another item is moved to [\(destination[0]), \(destination[1])] too")
            }
        }
        return ListShape(itemCounts: final)
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
