import Foundation

/// A checked ``ListUpdate``: it adds up against the counts before and after,
/// and it can tell where an item that stays ends up.
///
/// The check follows UIKit's rule: for each section after the update, its
/// count equals the count of the section it came from, minus deleted and
/// moved-out items, plus inserted and moved-in ones.
struct ListUpdatePlan {
    let update: ListUpdate
    let before: [Int]
    let after: [Int]
    /// New index of each old section, nil for deleted ones.
    private(set) var sectionMap: [Int?] = []
    /// Per old section, sorted item indexes that leave it (deleted or moved out).
    private var leaving: [Int: [Int]] = [:]
    /// Per new section, sorted item indexes that arrive (inserted or moved in).
    private var arriving: [Int: [Int]] = [:]

    init(update: ListUpdate, before: [Int], after: [Int]) throws(ListViewError) {
        self.update = update
        self.before = before
        self.after = after
        try checkSections()
        try checkItems()
        try checkCounts()
    }

    private func fail(_ reason: String) -> ListViewError {
        ListViewError(reason: reason, update: update.description, countsBefore: before, countsAfter: after)
    }

    private static func text(_ path: IndexPath) -> String { "[\(path.map(String.init).joined(separator: ", "))]" }

    private mutating func checkSections() throws(ListViewError) {
        for section in update.deletedSections where section < 0 || section >= before.count {
            throw fail("deleted section \(section) does not exist before the update (\(before.count) sections)")
        }
        for section in update.insertedSections where section < 0 || section >= after.count {
            throw fail("inserted section \(section) does not exist after the update (\(after.count) sections)")
        }
        let expected = before.count - update.deletedSections.count + update.insertedSections.count
        guard expected == after.count else {
            throw fail("the data source reports \(after.count) sections after the update, but \(before.count) before, "
                       + "\(update.deletedSections.count) deleted and \(update.insertedSections.count) inserted make \(expected)")
        }
        var taken = Set(update.insertedSections)
        for (old, new) in update.movedSections.sorted(by: { $0.key < $1.key }) {
            guard old >= 0, old < before.count, !update.deletedSections.contains(old) else {
                throw fail("moved section \(old) does not exist before the update, or is also deleted")
            }
            guard new >= 0, new < after.count, taken.insert(new).inserted else {
                throw fail("section \(old) moves to \(new), which does not exist after the update or is taken by another section")
            }
        }
        let arrangement = SectionArrangement(sectionCount: before.count, removed: update.deletedSections,
                                             moved: update.movedSections, inserted: update.insertedSections)
        sectionMap = Array(repeating: nil, count: before.count)
        for (new, old) in arrangement.origins.enumerated() { if let old { sectionMap[old] = new } }
    }

    private func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
        path.count == 2 && path[0] >= 0 && path[0] < counts.count && path[1] >= 0 && path[1] < counts[path[0]]
    }

    private mutating func checkItems() throws(ListViewError) {
        for path in update.deletedItems.sorted() {
            guard exists(path, in: before) else { throw fail("deleted item \(Self.text(path)) does not exist before the update") }
            if !update.deletedSections.contains(path[0]) { leaving[path[0], default: []].append(path[1]) }
        }
        var destinations = Set<IndexPath>()
        for (source, destination) in update.movedItems.sorted(by: { $0.key < $1.key }) {
            guard exists(source, in: before) else { throw fail("moved item \(Self.text(source)) does not exist before the update") }
            guard !update.deletedItems.contains(source), !update.deletedSections.contains(source[0]) else {
                throw fail("moved item \(Self.text(source)) is also deleted")
            }
            guard exists(destination, in: after) else {
                throw fail("move destination \(Self.text(destination)) does not exist after the update")
            }
            guard destinations.insert(destination).inserted else {
                throw fail("two items move to \(Self.text(destination))")
            }
            leaving[source[0], default: []].append(source[1])
            arriving[destination[0], default: []].append(destination[1])
        }
        for path in update.insertedItems.sorted() {
            guard exists(path, in: after) else { throw fail("inserted item \(Self.text(path)) does not exist after the update") }
            guard !destinations.contains(path) else { throw fail("item \(Self.text(path)) is both inserted and a move destination") }
            arriving[path[0], default: []].append(path[1])
        }
        for path in update.reloadedItems.sorted() where !exists(path, in: after) {
            throw fail("reloaded item \(Self.text(path)) does not exist after the update")
        }
        for key in leaving.keys { leaving[key]?.sort() }
        for key in arriving.keys { arriving[key]?.sort() }
    }

    private func checkCounts() throws(ListViewError) {
        var origin = [Int?](repeating: nil, count: after.count)
        for (old, new) in sectionMap.enumerated() { if let new { origin[new] = old } }
        for section in 0..<after.count {
            let inCount = arriving[section]?.count ?? 0
            let expected: Int
            let explanation: String
            if let old = origin[section] {
                let outCount = leaving[old]?.count ?? 0
                expected = before[old] - outCount + inCount
                explanation = "section \(old) had \(before[old]) items, \(outCount) left and \(inCount) arrived"
            } else {
                expected = inCount
                explanation = "the section is inserted and \(inCount) items arrived"
            }
            guard expected == after[section] else {
                throw fail("section \(section) has \(after[section]) items after the update, but \(explanation), which makes \(expected)")
            }
        }
    }

    /// Where the item at `old` (before the update) is after it; nil if it was deleted.
    func newPath(for old: IndexPath) -> IndexPath? {
        if let destination = update.movedItems[old] { return destination }
        guard old.count == 2, old[0] < sectionMap.count, let section = sectionMap[old[0]],
              !update.deletedItems.contains(old) else { return nil }
        var index = old[1] - Self.count(in: leaving[old[0]] ?? [], below: old[1])
        for arrival in arriving[section] ?? [] {
            if arrival <= index { index += 1 } else { break }
        }
        return [section, index]
    }

    /// New index of the old section `section`; nil if it was deleted.
    func newSection(for section: Int) -> Int? {
        section >= 0 && section < sectionMap.count ? sectionMap[section] : nil
    }

    private static func count(in sorted: [Int], below value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
