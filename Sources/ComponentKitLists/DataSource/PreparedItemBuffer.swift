import Synchronization

/// Where the workers of one preparation put their items: each claims the
/// next batch of job indexes and stores every item at its job's index.
///
/// Workers claim small batches as they go rather than a fixed share each,
/// so one slowed down (by another process, or a costly item) leaves the
/// others the rest of the work instead of idle at the end.
final class PreparedItemBuffer: @unchecked Sendable {
    // Unchecked: workers write disjoint slots, and the items are read only
    // after every worker has finished (task group or dispatch join).
    let count: Int
    private let batchSize: Int
    private let items: UnsafeMutablePointer<PreparedItem>
    private let claimed = Atomic<Int>(0)
    private var taken = false

    /// A buffer for `count` items, handed out `batchSize` at a time.
    init(count: Int, batchSize: Int) {
        self.count = count
        self.batchSize = Swift.max(1, batchSize)
        items = .allocate(capacity: count)
    }

    deinit {
        if !taken { items.deinitialize(count: count) }
        items.deallocate()
    }

    /// The next job indexes to prepare, or nil when every one is claimed.
    func claimBatch() -> Range<Int>? {
        let start = claimed.add(batchSize, ordering: .relaxed).oldValue
        guard start < count else { return nil }
        return start..<Swift.min(count, start + batchSize)
    }

    /// Stores the item made for job `index`; each index exactly once.
    func store(_ item: PreparedItem, at index: Int) {
        (items + index).initialize(to: item)
    }

    /// The items in job order, moved out; call once, after every worker is done.
    func takeAll() -> [PreparedItem] {
        precondition(!taken, "prepared items taken twice")
        taken = true
        return [PreparedItem](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: items, count: count)
            initialized = count
        }
    }
}
