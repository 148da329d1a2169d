#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The items of one preparation, by slot: workers claim batches of job
/// indexes and store each job's item in its slot; assembling moves them out.
///
/// Workers claim batches as they go rather than a fixed share each, so one
/// slowed down (by another process, or a costly item) leaves the others the
/// rest of the work instead of idle at the end. Batches shrink as the work
/// runs out, down to single items, so the workers finish within about one
/// item of each other.
///
/// A job's slot is where its item goes in the next state when the plan
/// knows it (a changeset's inserted items: sections one after another), so
/// a section of new items is moved out in one piece, in order.
///
/// Items are moved out, not copied: retaining an object another core just
/// made costs a cache miss, and a state holds several objects per item.
///
/// Large buffers are mapped straight from the system rather than taken
/// from the allocator: a large request makes glibc's allocator first tidy
/// every small block freed into that thread's arena (the previous state's,
/// often hundreds of thousands), which took up to 15 ms before the workers
/// could start. Inside the workers that tidying costs one of them a little
/// and the other takes up its share.
final class PreparedItems<Item>: @unchecked Sendable {
    // Unchecked: workers write disjoint slots, and items are moved out only
    // after every worker has finished (task group or dispatch join).
    /// The number of slots.
    let count: Int
    /// The number of jobs handed out.
    let jobCount: Int
    private let batchSize: Int
    private let workers: Int
    private let items: UnsafeMutablePointer<Item>
    /// Each slot's state: ``empty``, ``stored`` or ``moved``.
    private let states: UnsafeMutablePointer<UInt8>
    private static var empty: UInt8 { 0 }
    private static var stored: UInt8 { 1 }
    private static var moved: UInt8 { 2 }
    /// The mappings' sizes, when the items and states live in mapped pages.
    private let mappedBytes: (items: Int?, states: Int?)
    private let claimed = Atomic<Int>(0)

    /// Room for `count` items, made by `jobs` jobs (as many as the slots
    /// unless given) handed out at most `batchSize` at a time to `workers`.
    init(count: Int, jobs: Int? = nil, batchSize: Int, workers: Int = 1) {
        self.count = count
        jobCount = Swift.min(count, jobs ?? count)
        self.batchSize = Swift.max(1, batchSize)
        self.workers = Swift.max(1, workers)
        let (items, itemBytes) = Self.allocate(Item.self, count)
        let (states, stateBytes) = Self.allocate(UInt8.self, count)
        states.initialize(repeating: Self.empty, count: count)
        self.items = items
        self.states = states
        mappedBytes = (itemBytes, stateBytes)
    }

    /// Buffers from this size on are mapped pages: under it a request is
    /// small enough for the allocator's fast paths.
    static var mappingThreshold: Int { 1_000 }

    /// Room for `count` values: mapped pages (and their size) from the
    /// threshold on, the allocator's below it or if mapping fails.
    private static func allocate<Value>(_ type: Value.Type, _ count: Int) -> (UnsafeMutablePointer<Value>, Int?) {
        let bytes = MemoryLayout<Value>.stride * count
        if bytes >= mappingThreshold, MemoryLayout<Value>.alignment <= 4096 {
            let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            if let mapped, mapped != MAP_FAILED {
                return (mapped.bindMemory(to: Value.self, capacity: count), bytes)
            }
        }
        return (.allocate(capacity: Swift.max(1, count)), nil)
    }

    private static func free<Value>(_ pointer: UnsafeMutablePointer<Value>, mappedBytes: Int?) {
        if let mappedBytes {
            munmap(pointer, mappedBytes)
        } else {
            pointer.deallocate()
        }
    }

    deinit {
        // Destroy the items stored and not moved out (a failed placement moves none).
        for slot in 0..<count where states[slot] == Self.stored { (items + slot).deinitialize(count: 1) }
        Self.free(items, mappedBytes: mappedBytes.items)
        Self.free(states, mappedBytes: mappedBytes.states)
    }

    /// The next job indexes to prepare, or nil when every one is claimed.
    func claimBatch() -> Range<Int>? {
        var start = claimed.load(ordering: .relaxed)
        while start < jobCount {
            let end = start + Self.batchSize(remaining: jobCount - start, workers: workers, maximum: batchSize)
            let (exchanged, found) = claimed.compareExchange(expected: start, desired: end, ordering: .relaxed)
            if exchanged { return start..<end }
            start = found
        }
        return nil
    }

    /// How many of the `remaining` jobs one claim takes: `maximum` while
    /// there is plenty, then a share that halves with what is left (each
    /// worker takes at most half its fair share of the rest), so the last
    /// claims are single items and no worker is left alone with a batch.
    static func batchSize(remaining: Int, workers: Int, maximum: Int) -> Int {
        Swift.max(1, Swift.min(maximum, remaining / (2 * workers)))
    }

    /// Stores the item made for a job in `slot`; each slot at most once.
    func store(_ item: Item, at slot: Int) {
        precondition(slot >= 0 && slot < count && states[slot] == Self.empty, "slot \(slot) stored twice or out of range")
        (items + slot).initialize(to: item)
        states[slot] = Self.stored
    }

    /// Moves out the item in `slot`; each slot at most once, after every
    /// worker is done.
    func take(_ slot: Int) -> Item {
        precondition(slot >= 0 && slot < count && states[slot] == Self.stored, "prepared item \(slot) taken twice or never stored")
        states[slot] = Self.moved
        return (items + slot).move()
    }

    /// Moves out the items in `slots`, in order, as one array: a section of
    /// new items costs one copy of memory, not an item at a time.
    func take(_ slots: Range<Int>) -> [Item] {
        precondition(slots.lowerBound >= 0 && slots.upperBound <= count, "slots \(slots) out of range")
        precondition(slots.allSatisfy { states[$0] == Self.stored }, "a prepared item in \(slots) taken twice or never stored")
        let taken = [Item](unsafeUninitializedCapacity: slots.count) { buffer, initialized in
            if let base = buffer.baseAddress { base.moveInitialize(from: items + slots.lowerBound, count: slots.count) }
            initialized = slots.count
        }
        (states + slots.lowerBound).update(repeating: Self.moved, count: slots.count)
        return taken
    }
}
