import Foundation
import TestSupport
import Testing
@testable import ComponentKitLists

/// An element whose identities hash alike three ways only, so the differ's
/// identity table probes past many slots and tags that agree.
struct CollidingItem: Diffable, Equatable {
    struct ID: Hashable, Sendable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
    }
    var id: Int
    var content = 0
    var diffID: ID { ID(value: id) }
}

/// Written as `Item` is, so the two kinds of changeset describe alike.
extension CollidingItem: CustomStringConvertible {
    var description: String { "\(id):\(content)" }
}

/// Random sectioned versions of unique identities: old sections, some kept
/// in a new order, elements removed, inserted, edited and moved.
func randomVersions(using rng: inout SeededGenerator, maxSectionSize: Int) -> (old: [DiffSection<Int, Item>], new: [DiffSection<Int, Item>]) {
    let sectionIDs = Array(0..<Int.random(in: 0...4, using: &rng))
    var nextID = 0
    let old = sectionIDs.map { s in
        DiffSection(id: s, elements: (0..<Int.random(in: 0...maxSectionSize, using: &rng)).map { _ -> Item in
            nextID += 1
            return Item(id: nextID)
        })
    }
    var pool = old.flatMap(\.elements).filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
    pool = pool.map { Int.random(in: 0..<4, using: &rng) == 0 ? Item(id: $0.id, content: 1) : $0 }
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
        nextID += 1
        pool.insert(Item(id: nextID), at: Int.random(in: 0...pool.count, using: &rng))
    }
    // Mostly kept order with a few displaced elements, or a full shuffle.
    if Bool.random(using: &rng) {
        pool.shuffle(using: &rng)
    } else if pool.count > 1 {
        for _ in 0..<Int.random(in: 0...3, using: &rng) { pool.swapAt(Int.random(in: pool.indices, using: &rng), Int.random(in: pool.indices, using: &rng)) }
    }
    let newSectionIDs = sectionIDs.shuffled(using: &rng).filter { _ in Int.random(in: 0..<6, using: &rng) != 0 } + [99]
    var new = newSectionIDs.map { DiffSection<Int, Item>(id: $0, elements: []) }
    for item in pool { new[Int.random(in: 0..<new.count, using: &rng)].elements.append(item) }
    return (old, new)
}

/// The longest-increasing-subsequence positions by plain patience sorting
/// (a binary search for every value), the differ's choice before its fast path.
func referenceSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = [], previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result: [Int] = [], position = tails.last ?? -1
    while position >= 0 {
        result.append(position)
        position = previous[position]
    }
    return result.reversed()
}

@Suite("Diffing properties")
struct DiffingPropertyTests {
    @Test("Moves, insertions and removals equal those the standard library's difference infers")
    func agreesWithStandardLibrary() throws {
        var rng = SeededGenerator(seed: 7)
        for round in 0..<400 {
            let (old, new) = randomVersions(using: &rng, maxSectionSize: 60)
            let oldItems = old.flatMap(\.elements), newItems = new.flatMap(\.elements)
            let staged = try StagedChangeset(from: oldItems, to: newItems)
            #expect(try apply(staged, to: [oldItems]) == [newItems], "round \(round)")

            // With unique identities, a shortest edit script keeps a longest common
            // subsequence: what it removes and reinserts are exactly the fewest moves.
            let difference = newItems.map(\.id).difference(from: oldItems.map(\.id)).inferringMoves()
            let moves = difference.insertions.filter { if case .insert(_, _, .some) = $0 { true } else { false } }.count
            let structural = staged.stages.first ?? Changeset()
            #expect(staged.moveCount == moves, "round \(round)")
            #expect(structural.insertedItems.count == difference.insertions.count - moves, "round \(round)")
            #expect(structural.removedItems.count == difference.removals.count - moves, "round \(round)")
        }
    }

    @Test("Identities whose hashes collide give the same changesets as distinct hashes")
    func collidingHashes() throws {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<300 {
            let (old, new) = randomVersions(using: &rng, maxSectionSize: 40)
            func colliding(_ sections: [DiffSection<Int, Item>]) -> [DiffSection<Int, CollidingItem>] {
                sections.map { DiffSection(id: $0.id, elements: $0.elements.map { CollidingItem(id: $0.id, content: $0.content) }) }
            }
            let expected = try StagedChangeset(from: old, to: new).stages.map(\.description)
            let staged = try StagedChangeset(from: colliding(old), to: colliding(new))
            #expect(staged.stages.map(\.description) == expected, "round \(round)")
        }
    }

    @Test("Duplicates are found across sections, empty ones between, in either version")
    func duplicatesAcrossSections() {
        func items(_ ids: Int...) -> [Item] { ids.map { Item(id: $0) } }
        #expect(throws: DiffError.duplicateElementID(id: "1", first: [0, 0], second: [2, 1], version: "old")) {
            try StagedChangeset(from: [DiffSection(id: "A", elements: items(1, 2)), DiffSection(id: "B", elements: []),
                                       DiffSection(id: "C", elements: items(3, 1))], to: [])
        }
        // Only in the new data, twice.
        #expect(throws: DiffError.duplicateElementID(id: "5", first: [0, 1], second: [2, 0], version: "new")) {
            try StagedChangeset(from: [DiffSection(id: "A", elements: items(1))],
                                to: [DiffSection(id: "A", elements: items(1, 5)), DiffSection(id: "B", elements: []),
                                     DiffSection(id: "C", elements: items(5))])
        }
        // Matching one old element twice.
        #expect(throws: DiffError.duplicateElementID(id: "2", first: [1, 0], second: [2, 1], version: "new")) {
            try StagedChangeset(from: [DiffSection(id: "A", elements: items(1, 2))],
                                to: [DiffSection(id: "X", elements: []), DiffSection(id: "Y", elements: items(2)),
                                     DiffSection(id: "Z", elements: items(7, 2))])
        }
    }

    @Test("Empty versions and empty sections diff to insertions and removals only")
    func emptyData() throws {
        let none: [DiffSection<Int, Item>] = []
        let some = [DiffSection(id: 0, elements: [Item(id: 1)]), DiffSection(id: 1, elements: [])]
        #expect(try StagedChangeset(from: none, to: none).stages.isEmpty)
        #expect(try StagedChangeset(from: some, to: some).stages.isEmpty)
        let inserted = try StagedChangeset(from: none, to: some)
        #expect(inserted.stages.map(\.description) == ["{\n  Inserted Sections: 0–1\n  Inserted Items: {\n    (0-0): \(Item(id: 1))\n  }\n}"])
        let removed = try StagedChangeset(from: some, to: none)
        #expect(removed.stages.map(\.description) == ["{\n  Removed Sections: 0–1\n}"])
    }

    @Test("The subsequence search's shortcut for increasing runs picks what a binary search for every value picks")
    func subsequenceShortcut() {
        var rng = SeededGenerator(seed: 5)
        for round in 0..<500 {
            // Long increasing runs with displaced values, as kept lists give.
            var values = Array(0..<Int.random(in: 0...200, using: &rng))
            for _ in 0..<Int.random(in: 0...8, using: &rng) where values.count > 1 {
                values.swapAt(Int.random(in: values.indices, using: &rng), Int.random(in: values.indices, using: &rng))
            }
            if round % 4 == 0 { values.shuffle(using: &rng) }
            let found = longestIncreasingSubsequence(values)
            #expect(found == referenceSubsequence(values), "round \(round)")
            #expect(values.count - found.count == referenceMinimumMoves(values), "round \(round)")
        }
    }
}
