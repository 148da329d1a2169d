import Foundation
import Testing
@testable import ComponentKit
import ViewTree

/// Images delivered to completions, from any thread.
final class DeliveredImages: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Image] = []
    func append(_ image: Image) { lock.withLock { images.append(image) } }
    var count: Int { lock.withLock { images.count } }
}

@MainActor
@Suite("Caching image downloader")
struct CachingImageDownloaderTests {
    let a = URL(string: "http://example.com/a.png")!
    let b = URL(string: "http://example.com/b.png")!
    let c = URL(string: "http://example.com/c.png")!

    /// A 10×10 image: 400 bytes of pixels.
    func image(_ white: Double) -> Image { Image.filled(with: Color(white: white), size: CGSize(width: 10, height: 10)) }

    /// Waits for callbacks the cache hops onto the main queue.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(20))
        for _ in 0..<20 { await Task.yield() }
    }

    func fetch(_ url: URL, from cache: CachingImageDownloader, into results: DeliveredImages) -> any ImageDownloadToken {
        cache.download(from: url, callbackQueue: .main, progress: { _ in }) { result in
            if case let .success(image) = result { results.append(image) }
        }
    }

    @Test("Requests for one URL share one fetch; later requests and views take the kept image without fetching")
    func sharing() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream)
        let results = DeliveredImages()
        _ = fetch(a, from: cache, into: results)
        _ = fetch(a, from: cache, into: results)
        #expect(upstream.requests.count == 1)
        upstream.complete(0, with: image(0.5))
        await settle()
        #expect(results.count == 2)
        #expect(cache.cachedImage(for: a) == image(0.5))
        _ = fetch(a, from: cache, into: results)
        await settle()
        #expect(upstream.requests.count == 1 && results.count == 3)

        let view = NetworkImageView()
        view.show(NetworkImageView.Request(url: a, placeholder: image(0.9)), downloader: cache)
        #expect(view.image == image(0.5), "a kept image shows at once, without the placeholder")
        #expect(view.downloadsStarted == 0)
    }

    @Test("The least recently used images go first when the budget is exceeded; an image over the budget is not kept")
    func eviction() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream, maximumByteCount: 800)
        let results = DeliveredImages()
        for url in [a, b] { _ = fetch(url, from: cache, into: results) }
        upstream.complete(0, with: image(0.1))
        upstream.complete(1, with: image(0.2))
        await settle()
        #expect(cache.byteCount == 800)
        _ = cache.cachedImage(for: a)   // a is now more recent than b
        _ = fetch(c, from: cache, into: results)
        upstream.complete(2, with: image(0.3))
        await settle()
        #expect(cache.cachedImage(for: b) == nil && cache.cachedImage(for: a) != nil && cache.cachedImage(for: c) != nil)
        let big = URL(string: "http://example.com/big.png")!
        _ = fetch(big, from: cache, into: results)
        upstream.complete(3, with: Image.filled(with: .red, size: CGSize(width: 20, height: 20)))
        await settle()
        #expect(cache.cachedImage(for: big) == nil && results.count == 4, "passed on, not kept")
        #expect(cache.byteCount <= 800)
    }

    @Test("The fetch is cancelled only when every request for it was")
    func cancelling() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream)
        let results = DeliveredImages()
        let first = fetch(a, from: cache, into: results)
        let second = fetch(a, from: cache, into: results)
        first.cancel()
        #expect(!upstream.requests[0].token.isCancelled)
        second.cancel()
        #expect(upstream.requests[0].token.isCancelled)
        _ = fetch(a, from: cache, into: results)
        #expect(upstream.requests.count == 2, "a new request starts a new fetch")
    }
}
