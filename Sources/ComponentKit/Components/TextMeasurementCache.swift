import Foundation
import Synchronization
import ViewTree

/// Remembers text measurements by request, so relayout of unchanged text
/// costs a dictionary lookup. Safe to use from any thread.
///
/// Label components measure through ``shared`` when the context's text
/// measurer is set; the key is the whole request (text, attributes, width
/// constraint) plus the measurer's identity.
public final class TextMeasurementCache: Sendable {
    /// The process-wide cache.
    public static let shared = TextMeasurementCache(capacity: 4096)

    private struct Key: Hashable {
        let request: TextLayoutRequest
        let measurer: ObjectIdentifier?
    }

    /// A key with its hash computed once, outside any lock: hashing a
    /// request walks its text, and workers laying out list items in
    /// parallel would otherwise queue on the lock while one of them hashes.
    private struct HashedKey: Hashable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        static func == (lhs: HashedKey, rhs: HashedKey) -> Bool {
            lhs.hash == rhs.hash && lhs.key == rhs.key
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    private struct Storage {
        var entries: [HashedKey: TextMeasurement] = [:]
        var hits = 0
        var misses = 0
    }

    /// One lock per shard, each in its own object: threads measuring
    /// different texts rarely meet on a lock or a cache line.
    private final class Shard: Sendable {
        let storage = Mutex(Storage())
    }

    private static let shardCount = 16
    private let shards: [Shard]
    private let shardCapacity: Int
    /// Entries kept before the cache is cleared.
    public let capacity: Int

    /// A cache holding up to about `capacity` measurements.
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        shardCapacity = Swift.max(1, (self.capacity + Self.shardCount - 1) / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The measurement of `request` by `measurer`, measured once.
    public func measure(_ request: TextLayoutRequest, with measurer: any TextMeasuring) -> TextMeasurement {
        // Instances of a class measurer are told apart; value measurers by type.
        let identity = type(of: measurer) is AnyClass
            ? ObjectIdentifier(measurer as AnyObject) : ObjectIdentifier(type(of: measurer))
        let key = HashedKey(Key(request: request, measurer: identity))
        let shard = shards[Int(UInt(bitPattern: key.hash) % UInt(Self.shardCount))]
        if let hit = shard.storage.withLock({ storage -> TextMeasurement? in
            guard let found = storage.entries[key] else { return nil }
            storage.hits += 1
            return found
        }) {
            return hit
        }
        let measurement = measurer.measure(request)
        shard.storage.withLock { storage in
            storage.misses += 1
            // A full clear is crude but bounded; layouts re-measure what they need.
            if storage.entries.count >= shardCapacity { storage.entries.removeAll(keepingCapacity: true) }
            storage.entries[key] = measurement
        }
        return measurement
    }

    /// Lookups answered from the cache and measurements made, since creation.
    public var statistics: (hits: Int, misses: Int) {
        shards.reduce(into: (hits: 0, misses: 0)) { total, shard in
            shard.storage.withLock { total.hits += $0.hits; total.misses += $0.misses }
        }
    }

    /// Forgets every measurement.
    public func removeAll() {
        for shard in shards { shard.storage.withLock { $0.entries.removeAll() } }
    }
}
