import ComponentKit
@testable import ComponentKitLists
import Foundation
import TestSupport
import Testing
import ViewTree

@MainActor
@Suite("Data source fuzzing against a reference model")
struct DataSourceFuzzTests {
    /// Checks the data source and the collection view against `expected`:
    /// models, counts, and the item every mounted cell shows.
    func check(_ adapter: CollectionViewDataSource<Row, RowContext>, _ expected: [[Row]], _ step: Int) -> Bool {
        let state = adapter.state
        guard state.models == expected else {
            Issue.record("step \(step): data source has \(state.models.map { $0.map(\.id) }), expected \(expected.map { $0.map(\.id) })")
            return false
        }
        let list = adapter.collectionView
        guard list.itemCounts == expected.map(\.count) else {
            Issue.record("step \(step): list shows counts \(list.itemCounts), expected \(expected.map(\.count))")
            return false
        }
        for path in list.indexPathsForMountedItems {
            let cell = adapter.cell(forItemAt: path)
            guard let item = state.item(at: path), cell?.itemID == item.id, cell?.mountedLayout === item.layout,
                  cell?.frame == list.frameForItem(at: path) else {
                Issue.record("step \(step): cell at \(path) shows item \(cell?.itemID ?? -1), expected \(state.item(at: path)?.id ?? -1)")
                return false
            }
        }
        return true
    }

    @Test("Thousands of random changesets, valid and invalid, asynchronous and synchronous, interleaved")
    func interleavings() async throws {
        var rng = SeededGenerator(seed: 1122)
        let log = RowLog()
        let window = Window(size: CGSize(width: 100, height: 150))
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        list.workingRange = 40
        try window.rootView.addSubview(list)
        let adapter = CollectionViewDataSource(collectionView: list, configuration: Rows.configuration(Rows.provider(log)))
        var expected: [[Row]] = []
        var nextID = 0
        var counts = (async: 0, sync: 0, rejected: 0, checks: 0)

        for step in 0..<3_000 {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 75 {
                var change = RandomRowChange(from: expected, nextID: &nextID, using: &rng)
                let invalid = roll >= 62
                if invalid { RandomRowChange.corrupt(&change.changeset, for: expected, using: &rng) }
                let synchronous = Int.random(in: 0..<3, using: &rng) == 0
                do {
                    try adapter.apply(change.changeset, mode: synchronous ? .synchronous : .asynchronous)
                    if invalid {
                        Issue.record("step \(step): a corrupted changeset was accepted: \(change.changeset)")
                        return
                    }
                    expected = change.expected
                    if synchronous {
                        counts.sync += 1
                        guard check(adapter, expected, step) else { return }
                    } else {
                        counts.async += 1
                    }
                } catch {
                    guard invalid else {
                        Issue.record("step \(step): a valid changeset was refused: \(error)")
                        return
                    }
                    counts.rejected += 1
                }
            } else if roll < 90 {
                await adapter.dataSource.waitUntilIdle()
                counts.checks += 1
                guard check(adapter, expected, step) else { return }
            } else {
                list.scroll(to: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...2_000, using: &rng))))
            }
        }
        await adapter.dataSource.waitUntilIdle()
        #expect(check(adapter, expected, 3_000))
        #expect(counts.async > 1_000 && counts.sync > 500 && counts.rejected > 300 && counts.checks > 300)
        #expect(adapter.lastRejectedUpdate == nil)
    }
}
