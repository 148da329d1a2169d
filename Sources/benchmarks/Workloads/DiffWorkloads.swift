import ComponentKitLists
import Foundation


/// An element of the diff workloads: a UUID identity and an edit counter.
struct DiffElement: Diffable, Hashable {
    let id: UUID
    var revision = 0
    var diffID: UUID { id }
}

/// DifferenceKit's published benchmark (flat arrays) and a sectioned one,
/// each also diffed with the standard library's `difference(from:)`.
enum DiffWorkloads {
    @MainActor
    static var all: [Workload] {
        let small = flat(count: 5_000, delete: 2_000..<3_000, insert: 3_000..<4_000, shuffle: 0..<200)
        let large = flat(count: 100_000, delete: 20_000..<30_000, insert: 30_000..<40_000, shuffle: 0..<2_000)
        let sectioned = makeSectioned()
        return [
            ours("diff.5k", small.old, small.new),
            ours("diff.100k", large.old, large.new),
            oursSectioned("diff.sectioned", sectioned.old, sectioned.new),
            standard("diff.stdlib.5k", small.old, small.new, samples: 20),
            standard("diff.stdlib.100k", large.old, large.new, samples: 3),
            standard("diff.stdlib.sectioned", sectioned.old.flatMap(\.elements), sectioned.new.flatMap(\.elements), samples: 3),
        ]
    }

    /// DifferenceKit's data: a range deleted, new elements inserted, a prefix shuffled.
    static func flat(count: Int, delete: Range<Int>, insert: Range<Int>, shuffle: Range<Int>) -> (old: [DiffElement], new: [DiffElement]) {
        var rng = BenchmarkRNG(seed: UInt64(count))
        let old = (0..<count).map { _ in DiffElement(id: UUID()) }
        var new = old
        new.removeSubrange(delete)
        new.insert(contentsOf: insert.map { _ in DiffElement(id: UUID()) }, at: insert.lowerBound)
        new[shuffle].shuffle(using: &rng)
        return (old, new)
    }

    /// 100 sections × 1,000 items: 10% deleted, 10% inserted, 5% moved across sections, 5% updated.
    static func makeSectioned() -> (old: [DiffSection<Int, DiffElement>], new: [DiffSection<Int, DiffElement>]) {
        var rng = BenchmarkRNG(seed: 100)
        let old = (0..<100).map { section in DiffSection(id: section, elements: (0..<1_000).map { _ in DiffElement(id: UUID()) }) }
        var new = old
        var moving: [DiffElement] = []
        for section in new.indices {
            var elements: [DiffElement] = []
            for element in new[section].elements {
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 10 { continue }                                    // deleted
                if roll < 15 { moving.append(element); continue }            // moved elsewhere
                elements.append(roll < 20 ? DiffElement(id: element.id, revision: 1) : element)  // updated
            }
            for _ in 0..<100 { elements.insert(DiffElement(id: UUID()), at: Int.random(in: 0...elements.count, using: &rng)) }
            new[section].elements = elements
        }
        for element in moving {
            let section = Int.random(in: 0..<new.count, using: &rng)
            new[section].elements.insert(element, at: Int.random(in: 0...new[section].elements.count, using: &rng))
        }
        return (old, new)
    }

    @MainActor
    static func ours(_ name: String, _ old: [DiffElement], _ new: [DiffElement]) -> Workload {
        var moves = 0
        return Workload(name: name, itemCount: old.count, extraFigures: { ["moves \(moves)"] }, prepare: {
            {
                let staged = try! StagedChangeset(from: old, to: new)
                moves = staged.moveCount
                return staged
            }
        })
    }

    @MainActor
    static func oursSectioned(_ name: String, _ old: [DiffSection<Int, DiffElement>], _ new: [DiffSection<Int, DiffElement>]) -> Workload {
        var moves = 0
        return Workload(name: name, itemCount: old.reduce(0) { $0 + $1.elements.count }, extraFigures: { ["moves \(moves)"] }, prepare: {
            {
                let staged = try! StagedChangeset(from: old, to: new)
                moves = staged.moveCount
                return staged
            }
        })
    }

    @MainActor
    static func standard(_ name: String, _ old: [DiffElement], _ new: [DiffElement], samples: Int) -> Workload {
        var moves = 0
        return Workload(name: name, itemCount: old.count, samples: samples, extraFigures: { ["moves \(moves)"] }, prepare: {
            {
                let difference = new.difference(from: old).inferringMoves()
                moves = difference.insertions.filter {
                    if case let .insert(_, _, associatedWith) = $0 { return associatedWith != nil }
                    return false
                }.count
                return difference.count
            }
        })
    }
}

/// SplitMix64, so every run diffs the same data.
struct BenchmarkRNG: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
