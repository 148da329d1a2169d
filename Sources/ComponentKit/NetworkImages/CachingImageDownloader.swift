import Foundation
import Synchronization
import ViewTree

/// One cache of decoded images with a byte limit, in front of another
/// downloader: every image it hands out counts against the limit for as
/// long as anything (a view, a browser session, the cache itself) holds it,
/// and a few that nobody shows any more are kept for reuse.
///
/// Images are kept by URL and by the size they are drawn at
/// (``ImageRequest/targetPixelSize``, rounded up to one of eight sizes per
/// doubling, at most 12.5% more per side), so a list's thumbnails and a
/// detail screen's photo are different entries, each decoded at its own
/// size by the upstream downloader. Showing one again (a row scrolled
/// back, a second session on the same photo) costs no download and no
/// decode: views take a held image at once, without a placeholder.
/// Requests for an entry already being fetched share that fetch.
///
/// The limit, ``maximumByteCount`` (256 MiB by default), is a
/// ``DecodedImageBudget``: an image is charged when it arrives and given
/// back exactly when its last copy goes away. Images someone shows are
/// never taken from them; of the rest, the most recently used are kept up
/// to ``reuseByteCount`` (32 MiB by default, counted in the limit) and the
/// others are released at once. An image that does not fit even after the
/// kept ones are let go fails with an ``ImageDownloadError`` saying so,
/// and the view keeps its placeholder. Share one instance between the
/// screens (or server sessions) that show the same images.
///
/// ```swift
/// let images = CachingImageDownloader(upstream: ServerImageDownloader(allowedHosts: ["example.com"]),
///                                     maximumByteCount: 256 << 20, reuseByteCount: 32 << 20)
/// NetworkImageComponent(url: photo.url, downloader: images, size: ComponentSize(width: 60, height: 60))
/// ```
public final class CachingImageDownloader: ImageDownloading, @unchecked Sendable {
    /// Where images not held come from.
    public let upstream: any ImageDownloading
    /// The byte limit every image handed out counts against while held.
    public let budget: DecodedImageBudget
    /// The most bytes kept for reuse (part of the limit): images nobody
    /// else holds beyond these are released.
    public let reuseByteCount: Int
    /// The byte limit: ``budget``'s.
    public var maximumByteCount: Int { budget.limit }

    // Guarded by `lock`: downloads start and finish on any thread. Images are
    // never dropped while the budget's lock is held, and their release only
    // takes the budget's lock, so dropping one under `lock` is safe.
    private let lock = NSLock()
    private var shared: [ImageCacheKey: WeakImage] = [:]
    private var sharedAfterSweep = 0
    private var kept: [ImageCacheKey: (image: Image, lastUse: UInt64)] = [:]
    private var keptBytes = 0
    private var useClock: UInt64 = 0
    private var fetches: [ImageCacheKey: Fetch] = [:]
    private var nextWaiter = 0
    private var fetchCount = 0
    private let liveBytes = LiveBytes()
    private let queue = DispatchQueue(label: "componentkit.image-cache")

    /// A cache of at most `maximumByteCount` bytes of decoded pixels (256 MiB
    /// by default), keeping `reuseByteCount` of them (32 MiB by default) for
    /// reuse once nobody shows them, in front of `upstream`.
    public convenience init(upstream: any ImageDownloading, maximumByteCount: Int = 256 << 20, reuseByteCount: Int = 32 << 20) {
        self.init(upstream: upstream, budget: DecodedImageBudget(limit: maximumByteCount), reuseByteCount: reuseByteCount)
    }

    /// A cache charging its images to `budget`, which others (a screen's
    /// heavy pictures) may share, keeping `reuseByteCount` for reuse.
    public init(upstream: any ImageDownloading, budget: DecodedImageBudget, reuseByteCount: Int = 32 << 20) {
        self.upstream = upstream
        self.budget = budget
        self.reuseByteCount = Swift.min(budget.limit, Swift.max(0, reuseByteCount))
    }

    /// Bytes of this cache's images held anywhere now (shown or kept).
    public var byteCount: Int { liveBytes.value }

    /// Bytes kept for reuse now.
    public var keptByteCount: Int { lock.withLock { keptBytes } }

    /// Images fetched from ``upstream`` so far (a shared fetch counts once).
    public var upstreamFetches: Int { lock.withLock { fetchCount } }

    public func cachedImage(for url: URL) -> Image? {
        cachedImage(for: ImageRequest(url: url))
    }

    public func cachedImage(for request: ImageRequest) -> Image? {
        let key = ImageCacheKey(request)
        return lock.withLock { held(key) }.map { Self.scaled($0, for: request.wantsFullSize ? nil : request.scale) }
    }

    /// `image` at the scale a sized request asked for; a whole image keeps
    /// the scale its downloader gave it.
    private static func scaled(_ image: Image, for scale: CGFloat?) -> Image {
        scale.map { image.withScale($0) } ?? image
    }

    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        download(ImageRequest(url: url), callbackQueue: callbackQueue, progress: progress, completion: completion)
    }

    public func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let key = ImageCacheKey(request)
        let waiter = Waiter(queue: callbackQueue, scale: request.wantsFullSize ? nil : request.scale, progress: progress,
                            completion: completion)
        enum Start { case held(Image), joined(Int), starts(Int), full(String) }
        let start = lock.withLock { () -> Start in
            if let image = held(key) { return .held(image) }
            nextWaiter += 1
            if let fetch = fetches[key] {
                fetch.waiters[nextWaiter] = waiter
                return .joined(nextWaiter)
            }
            // Refused before fetching when what is shown fills the budget (the size is known only once decoded).
            if !makeRoom(for: 1) { return .full(fullReason(needing: nil)) }
            let fetch = Fetch()
            fetch.waiters[nextWaiter] = waiter
            fetches[key] = fetch
            fetchCount += 1
            return .starts(nextWaiter)
        }
        switch start {
        case let .held(image):
            let scaled = Self.scaled(image, for: waiter.scale)
            callbackQueue.async { completion(.success(scaled)) }
            return Token(onCancel: {})
        case let .full(reason):
            callbackQueue.async { completion(.failure(ImageDownloadError(url: request.url, reason: reason))) }
            return Token(onCancel: {})
        case let .joined(id):
            return Token { [weak self] in self?.cancel(waiter: id, of: key) }
        case let .starts(id):
            let token = upstream.download(
                key.upstreamRequest(scale: request.scale), callbackQueue: queue,
                progress: { [weak self] value in self?.progress(of: key, value) },
                completion: { [weak self] result in self?.finish(key, result) })
            lock.withLock { fetches[key]?.token = token }
            return Token { [weak self] in self?.cancel(waiter: id, of: key) }
        }
    }

    /// The image for `key` if anyone holds it, marked as just used (and
    /// kept for reuse again if only others held it): the entry itself, or
    /// the whole image when decoding at the key's size would give just that
    /// (a picture no larger than drawn is never scaled up). Called with the lock held.
    private func held(_ key: ImageCacheKey) -> Image? {
        if let image = entry(key) { return image }
        guard key.width > 0, let whole = entry(key.wholeImage) else { return nil }
        let natural = CGSize(width: whole.pixelWidth, height: whole.pixelHeight)
        let mode: ContentMode = key.covers ? .aspectFill : .aspectFit
        guard mode.decodedPixelSize(natural: natural, target: CGSize(width: key.width, height: key.height)) == natural else { return nil }
        return whole
    }

    /// The image stored for exactly `key`, if held. Called with the lock held.
    private func entry(_ key: ImageCacheKey) -> Image? {
        useClock += 1
        if kept[key] != nil {
            kept[key]?.lastUse = useClock
            return kept[key]?.image
        }
        guard let image = shared[key]?.image else { return nil }
        keep(image, for: key)
        return image
    }

    private func progress(of key: ImageCacheKey, _ value: Double) {
        let waiters = lock.withLock { fetches[key].map { Array($0.waiters.values) } ?? [] }
        for waiter in waiters { waiter.queue.async { waiter.progress(value) } }
    }

    private func finish(_ key: ImageCacheKey, _ result: Result<Image, ImageDownloadError>) {
        let (waiters, outcome) = lock.withLock { () -> ([Waiter], Result<Image, ImageDownloadError>) in
            let waiters = fetches.removeValue(forKey: key).map { Array($0.waiters.values) } ?? []
            guard case let .success(decoded) = result else { return (waiters, result) }
            guard let image = admit(decoded, for: key) else {
                return (waiters, .failure(ImageDownloadError(url: key.url, reason: fullReason(needing: decoded.byteCount))))
            }
            return (waiters, .success(image))
        }
        for waiter in waiters {
            let delivered = outcome.map { Self.scaled($0, for: waiter.scale) }
            waiter.queue.async { waiter.completion(delivered) }
        }
    }

    /// Charges `decoded` to the budget (letting kept images go for room)
    /// and returns the copy whose release gives its bytes back, or nil when
    /// it does not fit. Called with the lock held.
    private func admit(_ decoded: Image, for key: ImageCacheKey) -> Image? {
        let bytes = decoded.byteCount
        while !budget.reserve(bytes) {
            guard evictOldest() else { return nil }
        }
        let budget = self.budget, live = liveBytes
        live.add(bytes)
        let image = decoded.trackingRelease {
            live.add(-bytes)
            budget.release(bytes)
        }
        sweepIfNeeded()
        shared[key] = WeakImage(image)
        keep(image, for: key)
        return image
    }

    /// Keeps `image` for reuse, then lets the least recently used kept
    /// images go past the reuse allowance. Called with the lock held.
    private func keep(_ image: Image, for key: ImageCacheKey) {
        let size = image.byteCount
        guard size <= reuseByteCount else { return }
        useClock += 1
        if let old = kept[key] { keptBytes -= old.image.byteCount }
        kept[key] = (image, useClock)
        keptBytes += size
        while keptBytes > reuseByteCount, evictOldest() {}
    }

    /// Lets the least recently used kept image go; false if none is kept.
    /// Called with the lock held.
    @discardableResult
    private func evictOldest() -> Bool {
        guard let oldest = kept.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return false }
        kept[oldest.key] = nil
        keptBytes -= oldest.value.image.byteCount
        return true
    }

    /// Lets kept images go until `bytes` more would fit; false if they
    /// still would not (what sessions show fills the budget). Called with the lock held.
    private func makeRoom(for bytes: Int) -> Bool {
        while budget.limit - budget.residentByteCount < bytes {
            guard evictOldest() else { return false }
        }
        return true
    }

    /// Forgets entries whose images are gone, once the table has doubled since the last sweep.
    private func sweepIfNeeded() {
        guard shared.count >= Swift.max(64, 2 * sharedAfterSweep) else { return }
        shared = shared.filter { $0.value.isAlive }
        sharedAfterSweep = shared.count
    }

    private func fullReason(needing bytes: Int?) -> String {
        "the decoded-image cache is full: images shown take \(Self.mebibytes(budget.residentByteCount)) of its "
            + "\(Self.mebibytes(budget.limit)) limit" + (bytes.map { " and this one needs \(Self.mebibytes($0))" } ?? "")
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
    }

    /// One waiter gave up; the fetch stops when nobody waits for it any more.
    private func cancel(waiter id: Int, of key: ImageCacheKey) {
        let token = lock.withLock { () -> (any ImageDownloadToken)? in
            guard let fetch = fetches[key] else { return nil }
            fetch.waiters[id] = nil
            guard fetch.waiters.isEmpty else { return nil }
            fetches[key] = nil
            return fetch.token
        }
        token?.cancel()
    }

    private struct Waiter: Sendable {
        let queue: DispatchQueue
        /// The scale a sized request asked for; nil for the whole image.
        let scale: CGFloat?
        let progress: @Sendable (Double) -> Void
        let completion: @Sendable (Result<Image, ImageDownloadError>) -> Void
    }

    /// One fetch from upstream and who waits for it; guarded by the cache's lock.
    private final class Fetch {
        var waiters: [Int: Waiter] = [:]
        var token: (any ImageDownloadToken)?
    }

    /// Bytes of this cache's images alive, updated as their last copies go.
    private final class LiveBytes: Sendable {
        private let bytes = Atomic(0)
        func add(_ delta: Int) { bytes.add(delta, ordering: .relaxed) }
        var value: Int { bytes.load(ordering: .relaxed) }
    }

    private struct Token: ImageDownloadToken {
        let onCancel: @Sendable () -> Void
        func cancel() { onCancel() }
    }
}
