import Foundation
import TestSupport
import Testing
@testable import ComponentKitLists

struct Item: Diffable, Equatable, CustomStringConvertible {
    var id: Int
    var content: Int = 0
    var diffID: Int { id }
    var description: String { "\(id):\(content)" }
}

func apply(_ staged: StagedChangeset<Item>, to sections: [[Item]]) throws -> [[Item]] {
    try staged.stages.reduce(sections) { try $1.applied(to: $0) }
}

/// Fewest moves by an O(n²) longest-increasing-subsequence reference.
func referenceMinimumMoves(_ oldOrder: [Int]) -> Int {
    guard !oldOrder.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: oldOrder.count)
    for i in oldOrder.indices {
        for j in 0..<i where oldOrder[j] < oldOrder[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return oldOrder.count - best.max()!
}

@Suite("Diffing")
struct DiffingTests {
    @Test("Moving one element to the end is one move, not four")
    func oneMove() throws {
        let old = [1, 2, 3, 4, 5].map { Item(id: $0) }
        let new = [2, 3, 4, 5, 1].map { Item(id: $0) }
        let staged = try StagedChangeset(from: old, to: new)
        #expect(staged.moveCount == 1)
        #expect(staged.stages.first?.movedItems == [[0, 0]: [0, 4]])
        #expect(try apply(staged, to: [old]) == [new])
    }

    @Test("Changed content becomes an update; moved and changed becomes a later-stage update")
    func updates() throws {
        let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
        let new = [Item(id: 3, content: 9), Item(id: 1), Item(id: 2, content: 5)]
        let staged = try StagedChangeset(from: old, to: new)
        #expect(staged.stages.count == 2)
        #expect(staged.stages[0].updatedItems.keys.sorted() == [[0, 1]])
        #expect(staged.stages[1].updatedItems.keys.sorted() == [[0, 0]])
        #expect(try apply(staged, to: [old]) == [new])
    }

    @Test("Elements move across sections; removed and inserted sections carry their elements")
    func sections() throws {
        let old = [DiffSection(id: "A", elements: [Item(id: 1), Item(id: 2)]), DiffSection(id: "B", elements: [Item(id: 3)])]
        let new = [DiffSection(id: "C", elements: [Item(id: 3)]), DiffSection(id: "A", elements: [Item(id: 2), Item(id: 4)])]
        let staged = try StagedChangeset(from: old, to: new)
        let result = try apply(staged, to: old.map(\.elements))
        #expect(result == new.map(\.elements))
        #expect(staged.stages[0].removedSections == [1] && staged.stages[0].insertedSections == [0])
    }

    @Test("Duplicate identities are reported with both places")
    func duplicates() {
        #expect(throws: DiffError.duplicateElementID(id: "7", first: [0, 0], second: [0, 2], version: "new")) {
            try StagedChangeset(from: [Item(id: 7)], to: [Item(id: 7), Item(id: 1), Item(id: 7)])
        }
        #expect(DiffError.duplicateElementID(id: "7", first: [0, 0], second: [0, 2], version: "new").description
                == "the new data has two elements with identity 7, at [0, 0] and [0, 2]; identities must be unique")
    }

    @Test("On random sectioned data the staged changesets turn old into new")
    func randomPairs() throws {
        var rng = SeededGenerator(seed: 42)
        for round in 0..<2_000 {
            // Old: sections of unique ids; new: a shuffle with removals, insertions and edits.
            let sectionIDs = Array(0..<Int.random(in: 1...4, using: &rng))
            var nextID = 0
            let old = sectionIDs.map { s -> DiffSection<Int, Item> in
                DiffSection(id: s, elements: (0..<Int.random(in: 0...8, using: &rng)).map { _ in
                    nextID += 1
                    return Item(id: nextID)
                })
            }
            var pool = old.flatMap(\.elements).filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
            pool = pool.map { Int.random(in: 0..<4, using: &rng) == 0 ? Item(id: $0.id, content: 1) : $0 }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                nextID += 1
                pool.append(Item(id: nextID))
            }
            pool.shuffle(using: &rng)
            let newSectionIDs = sectionIDs.shuffled(using: &rng).filter { _ in Int.random(in: 0..<6, using: &rng) != 0 } + [99]
            var new = newSectionIDs.map { DiffSection<Int, Item>(id: $0, elements: []) }
            for item in pool { new[Int.random(in: 0..<new.count, using: &rng)].elements.append(item) }

            let staged = try StagedChangeset(from: old, to: new)
            let result = try apply(staged, to: old.map(\.elements))
            #expect(result == new.map(\.elements), "round \(round)")

            if result != new.map(\.elements) { return }
        }
    }

    @Test("Within one section, the move count equals the O(n²) minimum on random permutations")
    func minimalMoves() throws {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &rng)
            let old = (0..<count).map { Item(id: $0) }
            let new = old.shuffled(using: &rng)
            let staged = try StagedChangeset(from: old, to: new)
            #expect(staged.moveCount == referenceMinimumMoves(new.map(\.id)))
            #expect(try apply(staged, to: [old]) == [new])
        }
    }
}
