import ComponentKitLists
import Foundation
import TestSupport

/// A random valid changeset against a list of rows and, built independently
/// of the data source, the rows it must produce: arrivals are put in chosen
/// final slots and the rows that stay fill the other slots in order.
struct RandomRowChange {
    var changeset = Changeset<Row>()
    var expected: [[Row]] = []

    init(from sections: [[Row]], nextID: inout Int, using rng: inout SeededGenerator) {
        var kept: [Int: [Row]] = [:]
        var moving: [Row] = []
        for (s, items) in sections.enumerated() {
            if Int.random(in: 0..<8, using: &rng) == 0 {
                changeset.removedSections.insert(s)
                continue
            }
            for (i, item) in items.enumerated() {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: changeset.removedItems.insert([s, i])
                case 1:
                    moving.append(item)
                    changeset.movedItems[[s, i]] = [-1, -1]  // destination chosen below
                case 2, 3:
                    var updated = item
                    updated.height = CGFloat(Int.random(in: 5...40, using: &rng))
                    updated.title += "*"
                    changeset.updatedItems[[s, i]] = updated
                    if Int.random(in: 0..<3, using: &rng) == 0 {
                        // Updated and moved at once, as ComponentKit allows.
                        moving.append(updated)
                        changeset.movedItems[[s, i]] = [-1, -1]
                    } else {
                        kept[s, default: []].append(updated)
                    }
                default: kept[s, default: []].append(item)
                }
            }
        }
        // Survivors in order, sometimes one moved elsewhere, and maybe a new section.
        var origins: [Int?] = sections.indices.filter { !changeset.removedSections.contains($0) }
        var movedSurvivor: Int?
        if origins.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
            let moved = origins.remove(at: Int.random(in: 0..<origins.count, using: &rng))
            origins.insert(moved, at: Int.random(in: 0...origins.count, using: &rng))
            movedSurvivor = moved
        }
        if Int.random(in: 0..<4, using: &rng) == 0, origins.count < 5 {
            origins.insert(nil, at: Int.random(in: 0...origins.count, using: &rng))
        }
        changeset.insertedSections = IndexSet(origins.indices.filter { origins[$0] == nil })
        if let movedSurvivor { changeset.movedSections[movedSurvivor] = origins.firstIndex(of: movedSurvivor)! }
        let finalKept = origins.map { $0.map { kept[$0] ?? [] } ?? [] }
        guard !finalKept.isEmpty else {
            changeset.movedItems = [:]
            expected = []
            return
        }
        var arrivals = finalKept.map { _ in [Row]() }
        for item in moving { arrivals[Int.random(in: 0..<arrivals.count, using: &rng)].append(item) }
        for s in arrivals.indices {
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                arrivals[s].append(Row(id: nextID, height: CGFloat(Int.random(in: 5...40, using: &rng)), title: "r\(nextID)"))
                nextID += 1
            }
        }
        var movedSources: [Int: IndexPath] = [:]
        for source in changeset.movedItems.keys { movedSources[sections[source[0]][source[1]].id] = source }
        for s in finalKept.indices {
            let total = finalKept[s].count + arrivals[s].count
            let slots = Array((0..<total).shuffled(using: &rng).prefix(arrivals[s].count))
            var result = [Row?](repeating: nil, count: total)
            for (item, slot) in zip(arrivals[s], slots) {
                result[slot] = item
                if let source = movedSources[item.id] {
                    changeset.movedItems[source] = [s, slot]
                } else {
                    changeset.insertedItems[[s, slot]] = item
                }
            }
            var stayers = finalKept[s].makeIterator()
            expected.append(result.map { $0 ?? stayers.next()! })
        }
    }

    /// Breaks `changeset` so it no longer fits `sections`.
    static func corrupt(_ changeset: inout Changeset<Row>, for sections: [[Row]], using rng: inout SeededGenerator) {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: changeset.updatedItems[[sections.count, 0]] = Row(id: -1)
        case 1: changeset.removedSections.insert(sections.count + 1)
        case 2: changeset.removedItems.insert([0, (sections.first?.count ?? 0) + 3])
        case 3: changeset.insertedItems[[sections.count + 7, 0]] = Row(id: -2)
        default: changeset.movedItems[[0, -1]] = [0, 0]
        }
    }
}
