import Dispatch
import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// Counts the measurements it makes, across threads.
private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    var count: Int { lock.withLock { made } }

    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        lock.withLock { made += 1 }
        return GridTextMeasurer().measure(request)
    }
}

@Suite("Text measurement cache")
struct TextMeasurementCacheTests {
    func request(_ index: Int, width: CGFloat = 100) -> TextLayoutRequest {
        TextLayoutRequest(text: AttributedText("text \(index)"), font: .system(size: 10), maxWidth: width)
    }

    @Test("Each request is measured once per measurer; a different width or measurer is a different request")
    func measuresOnce() {
        let cache = TextMeasurementCache(capacity: 1000)
        let first = CountingMeasurer(), second = CountingMeasurer()
        for _ in 0..<3 {
            for index in 0..<50 { _ = cache.measure(request(index), with: first) }
        }
        #expect(first.count == 50)
        #expect(cache.statistics == (hits: 100, misses: 50))
        _ = cache.measure(request(0, width: 20), with: first)
        _ = cache.measure(request(0), with: second)
        #expect(first.count == 51 && second.count == 1)
        #expect(cache.measure(request(7), with: first) == GridTextMeasurer().measure(request(7)))
        cache.removeAll()
        _ = cache.measure(request(0), with: first)
        #expect(first.count == 52, "forgotten after removeAll")
    }

    @Test("The cache stays within its capacity")
    func bounded() {
        let cache = TextMeasurementCache(capacity: 64)
        let measurer = CountingMeasurer()
        for index in 0..<5_000 { _ = cache.measure(request(index), with: measurer) }
        // Every shard clears itself when full, so at most `capacity` (rounded
        // up to whole shards) entries answer: most early requests are gone.
        let before = measurer.count
        for index in 0..<5_000 { _ = cache.measure(request(index), with: measurer) }
        #expect(measurer.count - before > 4_800)
        // Recent ones are still there.
        let recent = measurer.count
        _ = cache.measure(request(4_999), with: measurer)
        #expect(measurer.count == recent)
    }

    @Test("Threads measuring at once each get the right answer, and every request is measured about once")
    func concurrent() {
        let cache = TextMeasurementCache(capacity: 10_000)
        let measurer = CountingMeasurer()
        let failures = CountingMeasurer()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<2_000 {
                let index = (round * 7 + thread) % 500
                if cache.measure(request(index), with: measurer) != GridTextMeasurer().measure(request(index)) {
                    _ = failures.measure(request(0))
                }
            }
        }
        #expect(failures.count == 0)
        // Two threads missing the same request at once both measure it; never more than one per thread.
        #expect(measurer.count >= 500 && measurer.count <= 2_000)
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == 8_000)
    }
}
