import Foundation
import Testing
@testable import ComponentKit
import ViewTree

/// Images delivered to completions, from any thread: held, as views
/// showing them would, until a test drops them.
final class DeliveredImages: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Image] = []
    private var errors: [ImageDownloadError] = []
    func append(_ image: Image) { lock.withLock { images.append(image) } }
    func append(_ error: ImageDownloadError) { lock.withLock { errors.append(error) } }
    var count: Int { lock.withLock { images.count } }
    var failures: [ImageDownloadError] { lock.withLock { errors } }
    var all: [Image] { lock.withLock { images } }
    /// Stops showing the images `drop` picks.
    func drop(where drop: (Image) -> Bool) { lock.withLock { images.removeAll(where: drop) } }
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
        fetch(ImageRequest(url: url), from: cache, into: results)
    }

    func fetch(_ request: ImageRequest, from cache: CachingImageDownloader, into results: DeliveredImages) -> any ImageDownloadToken {
        cache.download(request, callbackQueue: .main, progress: { _ in }) { result in
            switch result {
            case let .success(image): results.append(image)
            case let .failure(error): results.append(error)
            }
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

/// Issue 41, failure 3: one byte limit for every image handed out, images
/// released when nobody shows them (past a small reuse allowance), and
/// entries by the size drawn.
extension CachingImageDownloaderTests {
    @Test("The byte limit holds: shown images stay, one that does not fit fails saying so, and fits once one is let go")
    func byteLimit() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream, maximumByteCount: 1_000, reuseByteCount: 0)
        let shown = DeliveredImages()
        for url in [a, b] { _ = fetch(url, from: cache, into: shown) }
        upstream.complete(0, with: image(0.1))
        upstream.complete(1, with: image(0.2))
        await settle()
        #expect(cache.byteCount == 800 && cache.budget.residentByteCount == 800)
        _ = fetch(c, from: cache, into: shown)
        upstream.complete(2, with: image(0.3))
        await settle()
        #expect(shown.count == 2, "400 more bytes do not fit in 1,000 while 800 are shown")
        let failure = try #require(shown.failures.first)
        #expect(failure.url == c && failure.reason.contains("full") && failure.reason.contains("limit"), "\(failure)")
        #expect(cache.byteCount == 800)

        // The page showing a goes: its bytes come back at once, and c fits.
        shown.drop { $0 == image(0.1) }
        #expect(cache.byteCount == 400 && cache.cachedImage(for: a) == nil)
        _ = fetch(c, from: cache, into: shown)
        upstream.complete(3, with: image(0.3))
        await settle()
        #expect(shown.count == 2 && cache.byteCount == 800)

        // Full to the byte: refused before anything is fetched.
        let tiny = URL(string: "http://example.com/tiny.png")!
        _ = fetch(tiny, from: cache, into: shown)
        upstream.complete(4, with: Image.filled(with: .red, size: CGSize(width: 10, height: 5)))
        await settle()
        #expect(cache.budget.residentByteCount == 1_000)
        let fetched = upstream.requests.count
        _ = fetch(URL(string: "http://example.com/d.png")!, from: cache, into: shown)
        await settle()
        #expect(upstream.requests.count == fetched && shown.failures.count == 2)
    }

    @Test("A budget shared with others counts what they hold")
    func sharedBudget() async throws {
        let budget = DecodedImageBudget(limit: 1_000)
        #expect(budget.reserve(700))   // a screen's heavy pictures
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream, budget: budget)
        let shown = DeliveredImages()
        _ = fetch(a, from: cache, into: shown)
        upstream.complete(0, with: image(0.1))
        await settle()
        #expect(shown.count == 0 && shown.failures.count == 1 && budget.residentByteCount == 700)
        budget.release(700)
        _ = fetch(a, from: cache, into: shown)
        upstream.complete(1, with: image(0.1))
        await settle()
        #expect(shown.count == 1 && budget.residentByteCount == 400)
    }

    @Test("Images nobody shows are released at once, but for the most recently used within the reuse allowance")
    func releasedWhenUnshown() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream, maximumByteCount: 10_000, reuseByteCount: 800)
        let shown = DeliveredImages()
        for url in [a, b, c] { _ = fetch(url, from: cache, into: shown) }
        for index in 0..<3 { upstream.complete(index, with: image(0.1 * Double(index + 1))) }
        await settle()
        #expect(cache.byteCount == 1_200 && cache.keptByteCount == 800)
        shown.drop { _ in true }
        #expect(cache.byteCount == 800, "a, neither shown nor among the two most recent, is gone")
        #expect(cache.cachedImage(for: a) == nil && cache.cachedImage(for: b) != nil && cache.cachedImage(for: c) != nil)

        let forgetful = CachingImageDownloader(upstream: upstream, maximumByteCount: 10_000, reuseByteCount: 0)
        let viewer = DeliveredImages()
        _ = fetch(a, from: forgetful, into: viewer)
        upstream.complete(3, with: image(0.5))
        await settle()
        let view = NetworkImageView()
        view.show(NetworkImageView.Request(url: a), downloader: forgetful)
        #expect(view.hasDownloadedImage && view.downloadsStarted == 0, "shown elsewhere: shared at once")
        viewer.drop { _ in true }
        #expect(forgetful.byteCount == 400, "the view still shows it")
        view.clear()
        #expect(forgetful.byteCount == 0 && forgetful.cachedImage(for: a) == nil)
    }

    @Test("Entries are by the size drawn: sizes in one bucket share a decode, a thumbnail and a detail of one photo are two")
    func keyedBySize() async throws {
        let upstream = ControllableDownloader()
        let cache = CachingImageDownloader(upstream: upstream)
        let shown = DeliveredImages()
        let thumbnail = ImageRequest(url: a, targetPixelSize: CGSize(width: 140, height: 140), contentMode: .aspectFill, scale: 2)
        let sameBucket = ImageRequest(url: a, targetPixelSize: CGSize(width: 144, height: 144), contentMode: .aspectFill, scale: 3)
        let detail = ImageRequest(url: a, targetPixelSize: CGSize(width: 780, height: 520), contentMode: .aspectFill, scale: 2)
        _ = fetch(thumbnail, from: cache, into: shown)
        _ = fetch(sameBucket, from: cache, into: shown)
        _ = fetch(detail, from: cache, into: shown)
        try #require(upstream.requests.count == 2)
        #expect(upstream.requests[0].request.targetPixelSize == CGSize(width: 144, height: 144) && upstream.requests[0].request.scale == 2)
        #expect(upstream.requests[1].request.targetPixelSize == CGSize(width: 832, height: 576))
        upstream.complete(0, with: Image.filled(with: .red, size: CGSize(width: 96, height: 72), scale: 2))
        await settle()
        #expect(shown.all.map(\.scale).sorted() == [2, 3], "each waiter gets the pixels at its own scale")
        #expect(shown.all.count == 2 && shown.all[0].sharesPixels(with: shown.all[1]))
        #expect(cache.cachedImage(for: thumbnail) != nil && cache.cachedImage(for: detail) == nil)
        #expect(cache.cachedImage(for: a) == nil, "the whole image is another entry")
        let whole = ImageRequest(url: a, targetPixelSize: CGSize(width: 144, height: 144), contentMode: .center, scale: 2)
        #expect(cache.cachedImage(for: whole) == nil, ".center needs the whole image")
    }

    @Test("Size buckets grow a side by at most an eighth, never shrink it, and keep sizes up to 16 as they are")
    func buckets() {
        var previous = 0
        for side in 1...5_000 {
            let bucket = ImageCacheKey.bucket(CGFloat(side))
            #expect(bucket >= side && Double(bucket) <= Double(side) * 1.125 && bucket >= previous, "\(side) → \(bucket)")
            if side <= 16 { #expect(bucket == side) }
            previous = bucket
        }
        #expect(ImageCacheKey.bucket(144) == 144 && ImageCacheKey.bucket(140) == 144 && ImageCacheKey.bucket(780) == 832)
    }
}
