import Foundation
import ViewTree

extension Changeset {
    /// The sections after applying the changeset to `sections`.
    ///
    /// - Throws: ``ChangesetError`` if the changeset is invalid for
    ///   `sections` (see ``validate(against:)``); nothing is changed.
    /// - Complexity: O(n) in the items plus O(k log k) in the operations.
    public func applied(to sections: [[Model]]) throws(ChangesetError) -> [[Model]] {
        _ = try validate(against: ListShape(sections))
        var result = sections
        // Updates, at index paths before the changeset.
        for (path, model) in updatedItems { result[path[0]][path[1]] = model }
        // Moves: pick up the moving models before anything shifts.
        let moving = movedItems.map { (destination: $0.value, model: result[$0.key[0]][$0.key[1]]) }
        // Item removals (and move sources), one pass per section.
        var leaving = [Int: Set<Int>]()
        for path in removedItems { leaving[path[0], default: []].insert(path[1]) }
        for path in movedItems.keys { leaving[path[0], default: []].insert(path[1]) }
        for (section, items) in leaving where !removedSections.contains(section) { result[section] = result[section].removing(at: items) }
        // Section removals, moves and insertions, arranged in one pass.
        if !removedSections.isEmpty || !movedSections.isEmpty || !insertedSections.isEmpty {
            let arrangement = SectionArrangement(sectionCount: result.count, removed: removedSections,
                                                 moved: movedSections, inserted: insertedSections)
            let before = result
            result = arrangement.origins.map { $0.map { before[$0] } ?? [] }
        }
        // Item insertions and move destinations, merged into each section in one pass.
        let arriving = (insertedItems.map { (destination: $0.key, model: $0.value) } + moving).sortedByIndexPath(\.destination)
        var start = 0
        while start < arriving.count {
            let section = arriving[start].destination[0]
            var end = start
            while end < arriving.count, arriving[end].destination[0] == section { end += 1 }
            // Validated above, so every destination fits.
            let merged = result[section].inserting(arriving[start..<end].lazy.map { (index: $0.destination[1], element: $0.model) })
            result[section] = merged ?? result[section]
            start = end
        }
        return result
    }

    /// A changeset that removes every item and every section (empty ones
    /// included) of a list of `shape`: CKToolbox's remove-all.
    public static func removingEverything(in shape: ListShape) -> Changeset {
        var changeset = Changeset()
        changeset.removedSections = IndexSet(integersIn: 0..<shape.sectionCount)
        for (section, count) in shape.itemCounts.enumerated() {
            for item in 0..<count { changeset.removedItems.insert([section, item]) }
        }
        return changeset
    }
}
