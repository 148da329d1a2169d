import Foundation
import TestSupport
import Testing
@testable import ComponentKitLists

@Suite("Index path ordering: the fast sorts agree with IndexPath's own order")
struct IndexPathOrderingTests {
    func randomPaths(_ count: Int, using rng: inout SeededGenerator, lengths: ClosedRange<Int> = 2...2) -> [IndexPath] {
        (0..<count).map { _ in IndexPath(indexes: (0..<Int.random(in: lengths, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }) }
    }

    @Test("Item paths sort as sorted() sorts them, duplicates included", arguments: [1, 2, 3])
    func itemPaths(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let paths = randomPaths(500, using: &rng)
        #expect(paths.sortedByIndexes() == paths.sorted())
        #expect(Set(paths).sortedByIndexes() == Set(paths).sorted())
    }

    @Test("Paths of other lengths fall back to IndexPath's comparison")
    func mixedLengths() {
        var rng = SeededGenerator(seed: 9)
        let paths = randomPaths(300, using: &rng, lengths: 1...3)
        #expect(paths.sortedByIndexes() == paths.sorted())
    }

    @Test("Elements ordered by their paths keep their given order among equal paths")
    func stableByPath() {
        var rng = SeededGenerator(seed: 4)
        for lengths in [2...2, 1...3] {
            let tagged = randomPaths(400, using: &rng, lengths: lengths).enumerated().map { (path: $0.element, tag: $0.offset) }
            let ordered = tagged.sortedByIndexPath(\.path)
            let expected = tagged.sorted { ($0.path, $0.tag) < ($1.path, $1.tag) }
            #expect(ordered.map(\.tag) == expected.map(\.tag))
        }
    }
}
