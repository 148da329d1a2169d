#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    let count: Int
    private let batchSize: Int
    private let items: UnsafeMutablePointer<Item>
    /// Whether each item was moved out.
    private let moved: UnsafeMutablePointer<Bool>
    /// The mappings' sizes, when the items and flags live in mapped pages.
    private let mappedBytes: (items: Int?, moved: Int?)
    private let claimed = Atomic<Int>(0)

    /// Room for `count` items, handed out `batchSize` at a time.
    init(count: Int, batchSize: Int) {
        self.count = count
        self.batchSize = Swift.max(1, batchSize)
        let (items, itemBytes) = Self.allocate(Item.self, count)
        let (moved, movedBytes) = Self.allocate(Bool.self, count)
        moved.initialize(repeating: false, count: count)
        self.items = items
        self.moved = moved
        mappedBytes = (itemBytes, movedBytes)
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
        // Every slot was stored before the buffer is read; destroy those
        // not moved out (a failed placement moves none).
        for index in 0..<count where !moved[index] { (items + index).deinitialize(count: 1) }
        Self.free(items, mappedBytes: mappedBytes.items)
        Self.free(moved, mappedBytes: mappedBytes.moved)
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
