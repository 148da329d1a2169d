import Foundation
import ViewTree

/// Keeps the images another downloader fetched, by URL, so showing one again
/// (a list row scrolled back, a search that brings a photo back) costs no
/// download and no decode: views take a kept image at once, without a
/// placeholder. Requests for a URL already being fetched share that fetch.
///
/// The cache holds at most ``maximumByteCount`` bytes of pixels and forgets
/// the least recently used images first; one image larger than the whole
/// budget is passed on but not kept. Share one instance between the screens
/// (or server sessions) that show the same images.
///
/// ```swift
/// let images = CachingImageDownloader(upstream: ServerImageDownloader(allowedHosts: ["example.com"]))
/// NetworkImageComponent(url: photo.url, downloader: images, size: ComponentSize(width: 60, height: 60))
/// ```
public final class CachingImageDownloader: ImageDownloading, @unchecked Sendable {
    /// Where images not kept come from.
    public let upstream: any ImageDownloading
    /// The most bytes of pixels kept.
    public let maximumByteCount: Int

    // Guarded by `lock`: downloads start and finish on any thread.
    private let lock = NSLock()
    private var kept: [URL: (image: Image, lastUse: UInt64)] = [:]
    private var keptBytes = 0
    private var useClock: UInt64 = 0
    private var fetches: [URL: Fetch] = [:]
    private var nextWaiter = 0
    private let queue = DispatchQueue(label: "componentkit.image-cache")

    /// A cache of at most `maximumByteCount` bytes of pixels (64 MiB by default) in front of `upstream`.
    public init(upstream: any ImageDownloading, maximumByteCount: Int = 64 << 20) {
        self.upstream = upstream
        self.maximumByteCount = Swift.max(0, maximumByteCount)
    }

    /// Bytes of pixels kept now.
    public var byteCount: Int { lock.withLock { keptBytes } }

    /// Images fetched from ``upstream`` so far (a shared fetch counts once).
    public var upstreamFetches: Int { lock.withLock { fetchCount } }
    private var fetchCount = 0

    public func cachedImage(for url: URL) -> Image? {
        lock.withLock {
            guard let entry = kept[url] else { return nil }
            useClock += 1
            kept[url]?.lastUse = useClock
            return entry.image
        }
    }

    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        if let image = cachedImage(for: url) {
            callbackQueue.async { completion(.success(image)) }
            return Token(onCancel: {})
        }
        let waiter = Waiter(queue: callbackQueue, progress: progress, completion: completion)
        let (id, starts) = lock.withLock { () -> (Int, Bool) in
            nextWaiter += 1
            if let fetch = fetches[url] {
                fetch.waiters[nextWaiter] = waiter
                return (nextWaiter, false)
            }
            let fetch = Fetch()
            fetch.waiters[nextWaiter] = waiter
            fetches[url] = fetch
            fetchCount += 1
            return (nextWaiter, true)
        }
        if starts {
            let token = upstream.download(
                from: url, callbackQueue: queue,
                progress: { [weak self] value in self?.progress(of: url, value) },
                completion: { [weak self] result in self?.finish(url, result) })
            lock.withLock { fetches[url]?.token = token }
        }
        return Token { [weak self] in self?.cancel(waiter: id, of: url) }
    }

    private func progress(of url: URL, _ value: Double) {
        let waiters = lock.withLock { fetches[url].map { Array($0.waiters.values) } ?? [] }
        for waiter in waiters { waiter.queue.async { waiter.progress(value) } }
    }

    private func finish(_ url: URL, _ result: Result<Image, ImageDownloadError>) {
        let waiters = lock.withLock { () -> [Waiter] in
            let fetch = fetches.removeValue(forKey: url)
            if case let .success(image) = result { keep(image, for: url) }
            return fetch.map { Array($0.waiters.values) } ?? []
        }
        for waiter in waiters { waiter.queue.async { waiter.completion(result) } }
    }

    /// Stores `image`, then forgets the least recently used images over the budget. Called with the lock held.
    private func keep(_ image: Image, for url: URL) {
        let size = image.rgba.count
        guard size <= maximumByteCount else { return }
        useClock += 1
        if let old = kept[url] { keptBytes -= old.image.rgba.count }
        kept[url] = (image, useClock)
        keptBytes += size
        while keptBytes > maximumByteCount, let oldest = kept.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            kept[oldest.key] = nil
            keptBytes -= oldest.value.image.rgba.count
        }
    }

    /// One waiter gave up; the fetch stops when nobody waits for it any more.
    private func cancel(waiter id: Int, of url: URL) {
        let token = lock.withLock { () -> (any ImageDownloadToken)? in
            guard let fetch = fetches[url] else { return nil }
            fetch.waiters[id] = nil
            guard fetch.waiters.isEmpty else { return nil }
            fetches[url] = nil
            return fetch.token
        }
        token?.cancel()
    }

    private struct Waiter: Sendable {
        let queue: DispatchQueue
        let progress: @Sendable (Double) -> Void
        let completion: @Sendable (Result<Image, ImageDownloadError>) -> Void
    }

    /// One fetch from upstream and who waits for it; guarded by the cache's lock.
    private final class Fetch {
        var waiters: [Int: Waiter] = [:]
        var token: (any ImageDownloadToken)?
    }

    private struct Token: ImageDownloadToken {
        let onCancel: @Sendable () -> Void
        func cancel() { onCancel() }
    }
}
