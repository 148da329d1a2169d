#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the memory of freed nodes' storage for the next nodes made on the
/// same thread.
///
/// Why: a node's storage is 1.8 KB, above what glibc keeps in its
/// per-thread cache (1,032 bytes), so every node made went to the arena,
/// and in glibc a request that large first merges every small block freed
/// into that arena since the last one. Layout makes and drops nodes by the
/// thousand (a flexbox component makes its tree for each layout), and when
/// the previous tree of a list was freed on another thread (the main one),
/// two layout threads spent a twentieth of their time merging its blocks.
/// Blocks kept here never go back to the arena while the thread reuses
/// them; each thread keeps at most ``capacity`` and returns the rest, and
/// its blocks are freed when it exits.
enum NodeStorageRecycler {
    /// The most blocks a thread keeps (about 115 KB): enough for the trees
    /// one layout makes at a time, few enough to be nothing per thread.
    static let capacity = 64

    /// A thread's kept blocks: a list linked through the blocks themselves.
    private struct Shelf {
        var first: UnsafeMutableRawPointer?
        var count = 0
    }

    /// The thread-specific slot holding each thread's shelf; its destructor
    /// frees a shelf and its blocks when the thread exits.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            let shelf = raw.assumingMemoryBound(to: Shelf.self)
            var next = shelf.pointee.first
            while let block = next {
                next = block.load(as: UnsafeMutableRawPointer?.self)
                block.deallocate()
            }
            shelf.deinitialize(count: 1)
            shelf.deallocate()
        }
        // Only fails when the process is out of keys (1,024 in glibc): nodes
        // are then allocated and freed one by one, which is just slower.
        return status == 0 ? key : invalidKey
    }()

    /// Marks a failed `pthread_key_create`; never a key glibc hands out
    /// (they count up from 0 to 1,023).
    private static let invalidKey = pthread_key_t.max

    /// Memory for one node's storage, uninitialized.
    static func take() -> UnsafeMutablePointer<NodeStorage> {
        if let shelf = currentShelf(creating: false), let block = shelf.pointee.first {
            shelf.pointee.first = block.load(as: UnsafeMutableRawPointer?.self)
            shelf.pointee.count -= 1
            return block.bindMemory(to: NodeStorage.self, capacity: 1)
        }
        return .allocate(capacity: 1)
    }

    /// Takes back memory from ``take()`` whose storage was deinitialized.
    static func give(_ storage: UnsafeMutablePointer<NodeStorage>) {
        guard let shelf = currentShelf(creating: true), shelf.pointee.count < capacity else {
            storage.deallocate()
            return
        }
        let block = UnsafeMutableRawPointer(storage)
        block.storeBytes(of: shelf.pointee.first, as: UnsafeMutableRawPointer?.self)
        shelf.pointee.first = block
        shelf.pointee.count += 1
    }

    /// How many blocks the calling thread keeps (for tests).
    static var keptOnCurrentThread: Int {
        currentShelf(creating: false)?.pointee.count ?? 0
    }

    /// The calling thread's shelf, made on first use when `creating`.
    private static func currentShelf(creating: Bool) -> UnsafeMutablePointer<Shelf>? {
        let key = self.key
        guard key != invalidKey else { return nil }
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: Shelf.self) }
        guard creating else { return nil }
        let shelf = UnsafeMutablePointer<Shelf>.allocate(capacity: 1)
        shelf.initialize(to: Shelf())
        guard pthread_setspecific(key, shelf) == 0 else {
            shelf.deinitialize(count: 1)
            shelf.deallocate()
            return nil
        }
        return shelf
    }
}
