import Foundation
import Testing
@testable import ComponentKitLists
import TestSupport

/// A random valid changeset and, computed independently of `Changeset.applied(to:)`,
/// the list it must produce: arrivals are put in their final slots and the
/// items that stay fill the other slots in order.
struct RandomCase {
    var sections: [[String]] = []
    var changeset = Changeset<String>()
    var expected: [[String]] = []

    init(using rng: inout SeededGenerator) {
        let sectionCount = Int.random(in: 0...4, using: &rng)
        sections = (0..<sectionCount).map { s in (0..<Int.random(in: 0...6, using: &rng)).map { "s\(s)i\($0)" } }
        var kept: [Int: [String]] = [:]
        var moving: [String] = []
        var movedSources: [String: IndexPath] = [:]
        for (s, items) in sections.enumerated() {
            if Int.random(in: 0..<5, using: &rng) == 0 {
                changeset.removedSections.insert(s)
                continue
            }
            for (i, item) in items.enumerated() {
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: changeset.removedItems.insert([s, i])
                case 1:
                    moving.append(item)
                    movedSources[item] = [s, i]
                    changeset.movedItems[[s, i]] = [-1, -1]  // destination chosen below
                case 6:
                    // Updated and moved at once, as ComponentKit allows.
                    changeset.updatedItems[[s, i]] = item + "*"
                    moving.append(item + "*")
                    movedSources[item + "*"] = [s, i]
                    changeset.movedItems[[s, i]] = [-1, -1]
                case 2:
                    changeset.updatedItems[[s, i]] = item + "*"
                    kept[s, default: []].append(item + "*")
                default: kept[s, default: []].append(item)
                }
            }
        }
        // Final sections: survivors in order, sometimes one moved elsewhere
        // (the others keep their order), with new empty sections inserted.
        var origins: [Int?] = sections.indices.filter { !changeset.removedSections.contains($0) }
        var movedSurvivor: Int?
        if origins.count > 1, Int.random(in: 0..<3, using: &rng) == 0 {
            let moved = origins.remove(at: Int.random(in: 0..<origins.count, using: &rng))
            origins.insert(moved, at: Int.random(in: 0...origins.count, using: &rng))
            movedSurvivor = moved
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            origins.insert(nil, at: Int.random(in: 0...origins.count, using: &rng))
        }
        changeset.insertedSections = IndexSet(origins.indices.filter { origins[$0] == nil })
        // The moved survivor's destination is its final index; the arrangement
        // puts the others in the free places in their order.
        if let movedSurvivor { changeset.movedSections[movedSurvivor] = origins.firstIndex(of: movedSurvivor)! }
        let finalKept: [[String]] = origins.map { $0.map { kept[$0] ?? [] } ?? [] }
        guard !finalKept.isEmpty else {
            // Nowhere to put moved items: drop the moves.
            changeset.movedItems = [:]
            expected = []
            return
        }
        // Arrivals: insertions and moves, each to a random final section.
        var arrivals = finalKept.map { _ in [String]() }
        for item in moving { arrivals[Int.random(in: 0..<arrivals.count, using: &rng)].append(item) }
        for s in arrivals.indices {
            for n in 0..<Int.random(in: 0...2, using: &rng) { arrivals[s].append("new\(s)-\(n)") }
        }
        expected = []
        for s in finalKept.indices {
            let total = finalKept[s].count + arrivals[s].count
            let slots = Array((0..<total).shuffled(using: &rng).prefix(arrivals[s].count))
            var result = [String?](repeating: nil, count: total)
            for (item, slot) in zip(arrivals[s], slots) {
                result[slot] = item
                if let source = movedSources[item] {
                    changeset.movedItems[source] = [s, slot]
                } else {
                    changeset.insertedItems[[s, slot]] = item
                }
            }
            var stayers = finalKept[s].makeIterator()
            expected.append(result.map { $0 ?? stayers.next()! })
        }
    }
}

@Suite("Changeset properties")
struct ChangesetPropertyTests {
    @Test("Thousands of random valid changesets produce what an independent model predicts")
    func validChangesets() throws {
        var rng = SeededGenerator(seed: 2026)
        var coverage = (moves: 0, inserts: 0, removals: 0, sectionInserts: 0, sectionRemovals: 0, updates: 0,
                        updatedAndMoved: 0, sectionMoves: 0)
        defer {
            // The generator must exercise every kind of operation.
            #expect(coverage.moves > 1_000 && coverage.inserts > 1_000 && coverage.removals > 500)
            #expect(coverage.sectionInserts > 500 && coverage.sectionRemovals > 500 && coverage.updates > 500)
            #expect(coverage.updatedAndMoved > 300 && coverage.sectionMoves > 300)
        }
        for round in 0..<3_000 {
            let random = RandomCase(using: &rng)
            coverage.moves += random.changeset.movedItems.count
            coverage.inserts += random.changeset.insertedItems.count
            coverage.removals += random.changeset.removedItems.count
            coverage.sectionInserts += random.changeset.insertedSections.count
            coverage.sectionRemovals += random.changeset.removedSections.count
            coverage.updates += random.changeset.updatedItems.count
            coverage.updatedAndMoved += random.changeset.updatedItems.keys.filter { random.changeset.movedItems[$0] != nil }.count
            coverage.sectionMoves += random.changeset.movedSections.count
            let result = try random.changeset.applied(to: random.sections)
            #expect(result == random.expected, "round \(round): \(random.changeset)")
            #expect(try random.changeset.validate(against: ListShape(random.sections)) == ListShape(random.expected))
            if result != random.expected { return }
        }
    }

    @Test("Corrupted changesets are rejected and change nothing")
    func invalidChangesets() {
        var rng = SeededGenerator(seed: 7)
        var rejected = 0
        for _ in 0..<2_000 {
            var random = RandomCase(using: &rng)
            let shape = ListShape(random.sections)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: random.changeset.updatedItems[[shape.sectionCount, 0]] = "x"
            case 1: random.changeset.removedSections.insert(shape.sectionCount + 1)
            case 2: random.changeset.insertedItems[[random.expected.count, 0]] = "x"
            default:
                random.changeset.insertedSections.insert(random.expected.count + 5)
            }
            let before = random.sections
            #expect(throws: ChangesetError.self) { try random.changeset.applied(to: random.sections) }
            #expect(random.sections == before)
            rejected += 1
        }
        #expect(rejected == 2_000)
    }
}
