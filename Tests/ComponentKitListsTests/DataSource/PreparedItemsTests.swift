import Dispatch
import Foundation
import Testing
@testable import ComponentKitLists

/// Counts its instances alive, to see items destroyed exactly once.
private final class Tracked: @unchecked Sendable {
    nonisolated(unsafe) static var alive = 0
    static let lock = NSLock()
    let value: Int

    init(_ value: Int) {
        self.value = value
        Self.lock.withLock { Self.alive += 1 }
    }

    deinit { Self.lock.withLock { Self.alive -= 1 } }
}

@Suite("Prepared items", .serialized)
struct PreparedItemsTests {
    @Test("Workers claiming batches at once cover every index exactly once")
    func batchesCoverEveryIndex() {
        let items = PreparedItems<Int>(count: 1_000, batchSize: 7)
        let claims = NSLock()
        nonisolated(unsafe) var claimed: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            while let batch = items.claimBatch() {
                for index in batch { items.store(index * 2, at: index) }
                claims.withLock { claimed += batch }
            }
        }
        #expect(claimed.sorted() == Array(0..<1_000))
        #expect((0..<1_000).map { items.take($0) } == (0..<1_000).map { $0 * 2 })
        #expect(items.claimBatch() == nil)
    }

    @Test("Items moved out live on; the rest are destroyed with the buffer, once")
    func ownership() {
        var kept: [Tracked] = []
        do {
            let items = PreparedItems<Tracked>(count: 5, batchSize: 2)
            while let batch = items.claimBatch() {
                for index in batch { items.store(Tracked(index), at: index) }
            }
            #expect(Tracked.alive == 5)
            kept = [items.take(3), items.take(0)]
        }
        #expect(Tracked.alive == 2, "the three not taken were destroyed")
        #expect(kept.map(\.value) == [3, 0])
        kept.removeAll()
        #expect(Tracked.alive == 0)
    }

    @Test("Claims take whole batches while many jobs are left, then shrink to single items")
    func claimsShrinkNearTheEnd() {
        let items = PreparedItems<Int>(count: 1_000, batchSize: 32, workers: 2)
        var sizes: [Int] = []
        while let batch = items.claimBatch() {
            for index in batch { items.store(index, at: index) }
            sizes.append(batch.count)
        }
        #expect(sizes.reduce(0, +) == 1_000)
        #expect(sizes.prefix(20).allSatisfy { $0 == 32 })
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 }, "never larger again")
        #expect(sizes.suffix(3) == [1, 1, 1], "the last claims are single items")
        #expect(sizes.count < 1_000 / 32 + 30, "few claims more than fixed batches")
    }

    @Test("Jobs stored in slots of their own order come out in one piece; empty slots are never destroyed")
    func slotsTakenInOnePiece() {
        var kept: [Tracked] = []
        do {
            // Six slots, four jobs: slots 1 and 4 stay empty.
            let items = PreparedItems<Tracked>(count: 6, jobs: 4, batchSize: 2)
            let slots = [3, 0, 5, 2]
            while let batch = items.claimBatch() {
                for job in batch { items.store(Tracked(slots[job]), at: slots[job]) }
            }
            #expect(items.claimBatch() == nil)
            #expect(Tracked.alive == 4)
            kept = items.take(2..<4) + [items.take(5)]
        }
        #expect(Tracked.alive == 3, "slot 0 was destroyed with the buffer, the empty ones never touched")
        #expect(kept.map(\.value) == [2, 3, 5])
        kept.removeAll()
        #expect(Tracked.alive == 0)
    }
}
