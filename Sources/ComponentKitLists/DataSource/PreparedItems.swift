import Synchronization

/// The items of one preparation, by job: workers claim batches of job
/// indexes and store each item at its index; assembling moves them out.
///
/// Workers claim small batches as they go rather than a fixed share each,
/// so one slowed down (by another process, or a costly item) leaves the
/// others the rest of the work instead of idle at the end.
///
/// Items are moved out, not copied: retaining an object another core just
/// made costs a cache miss, and a state holds several objects per item.
final class PreparedItems<Item>: @unchecked Sendable {
    // Unchecked: workers write disjoint slots, and items are moved out only
    // after every worker has finished (task group or dispatch join).
    let count: Int
    private let batchSize: Int
    private let items: UnsafeMutablePointer<Item>
    private var moved: [Bool]
    private let claimed = Atomic<Int>(0)

    /// Room for `count` items, handed out `batchSize` at a time.
    init(count: Int, batchSize: Int) {
        self.count = count
        self.batchSize = Swift.max(1, batchSize)
        items = .allocate(capacity: count)
        moved = Array(repeating: false, count: count)
    }

    deinit {
        // Every slot was stored before the buffer is read; destroy those
        // not moved out (a failed placement moves none).
        for index in 0..<count where !moved[index] { (items + index).deinitialize(count: 1) }
        items.deallocate()
    }

    /// The next job indexes to prepare, or nil when every one is claimed.
    func claimBatch() -> Range<Int>? {
        let start = claimed.add(batchSize, ordering: .relaxed).oldValue
        guard start < count else { return nil }
        return start..<Swift.min(count, start + batchSize)
    }

    /// Stores the item made for job `index`; each index exactly once.
    func store(_ item: Item, at index: Int) {
        (items + index).initialize(to: item)
    }

    /// Moves out the item of job `index`; each index at most once, after
    /// every worker is done.
    func take(_ index: Int) -> Item {
        precondition(!moved[index], "prepared item \(index) taken twice")
        moved[index] = true
        return (items + index).move()
    }
}
