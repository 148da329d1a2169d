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

    private struct Storage {
        var entries: [Key: TextMeasurement] = [:]
        var hits = 0
        var misses = 0
    }

    private let storage = Mutex(Storage())
    /// Entries kept before the cache is cleared.
    public let capacity: Int

    /// A cache holding up to `capacity` measurements.
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The measurement of `request` by `measurer`, measured once.
    public func measure(_ request: TextLayoutRequest, with measurer: any TextMeasuring) -> TextMeasurement {
        // Instances of a class measurer are told apart; value measurers by type.
        let identity = type(of: measurer) is AnyClass
            ? ObjectIdentifier(measurer as AnyObject) : ObjectIdentifier(type(of: measurer))
        let key = Key(request: request, measurer: identity)
        if let hit = storage.withLock({ storage -> TextMeasurement? in
            guard let found = storage.entries[key] else { return nil }
            storage.hits += 1
            return found
        }) {
            return hit
        }
        let measurement = measurer.measure(request)
        storage.withLock { storage in
            storage.misses += 1
            // A full clear is crude but bounded; layouts re-measure what they need.
            if storage.entries.count >= capacity { storage.entries.removeAll(keepingCapacity: true) }
            storage.entries[key] = measurement
        }
        return measurement
    }

    /// Lookups answered from the cache and measurements made, since creation.
    public var statistics: (hits: Int, misses: Int) {
        storage.withLock { ($0.hits, $0.misses) }
    }

    /// Forgets every measurement.
    public func removeAll() {
        storage.withLock { $0.entries.removeAll() }
    }
}
