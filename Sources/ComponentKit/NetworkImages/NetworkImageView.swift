import Foundation
import ViewTree

/// An image view that shows a placeholder while it downloads its image.
///
/// Only the latest request may set the image: changing the URL, reuse and
/// ``prepareForReuse()`` cancel the download in flight, and a late callback
/// from an older request is ignored, so a reused cell never shows another
/// row's image.
@MainActor
open class NetworkImageView: ImageView {
    /// What the view was asked to show.
    public struct Request: Hashable, Sendable {
        /// The image's address; nil shows only the placeholder.
        public var url: URL?
        /// Shown until the image arrives (and if it fails).
        public var placeholder: Image?
        /// The part of the downloaded image to show, in unit coordinates.
        public var cropRect: CGRect?

        /// A request.
        public init(url: URL?, placeholder: Image? = nil, cropRect: CGRect? = nil) {
            self.url = url
            self.placeholder = placeholder
            self.cropRect = cropRect
        }
    }

    /// The request being shown.
    public private(set) var request: Request?
    /// Progress of the current download, 0...1.
    public private(set) var progress: Double = 0
    /// Downloads started by this view (for tests and diagnostics).
    public private(set) var downloadsStarted = 0
    /// The failure of the last download, if it failed.
    public private(set) var lastError: ImageDownloadError?
    /// Whether a download is in flight: the view shows its placeholder and
    /// will change when the download ends. ``View/waitForNetworkImages(timeout:)``
    /// waits until no view below it is loading.
    public private(set) var isLoading = false
    /// Whether ``image`` is the downloaded image (or its crop) rather than
    /// the placeholder.
    public var hasDownloadedImage: Bool { downloaded != nil }

    private var token: (any ImageDownloadToken)?
    private var downloaderIdentity: ImageDownloaderIdentity?
    private var downloaded: Image?
    private var generation = 0

    /// Shows `request`, downloading with `downloader` when the URL or the
    /// downloader changed.
    public func show(_ request: Request, downloader: any ImageDownloading) {
        let identity = ImageDownloaderIdentity(downloader)
        let sameImage = self.request != nil && self.request?.url == request.url && downloaderIdentity == identity
        self.request = request
        downloaderIdentity = identity
        if sameImage {
            // Same URL, other placeholder or crop: keep the download, redraw what we have.
            image = downloaded.map(cropped) ?? request.placeholder
            return
        }
        cancelDownload()
        downloaded = nil
        image = request.placeholder
        lastError = nil
        progress = 0
        isLoading = false
        guard let url = request.url else { return }
        if let cached = downloader.cachedImage(for: url) {
            progress = 1
            downloaded = cached
            image = cropped(cached)
            return
        }
        generation += 1
        let current = generation
        downloadsStarted += 1
        isLoading = true
        let token = downloader.download(
            from: url, callbackQueue: .main,
            progress: { [weak self] value in
                Self.onMainActor {
                    guard let self, self.generation == current else { return }
                    self.progress = value
                }
            },
            completion: { [weak self] result in
                Self.onMainActor {
                    guard let self, self.generation == current else { return }
                    self.finish(result)
                }
            })
        // A downloader may complete before returning: then there is nothing left to cancel.
        if isLoading, generation == current { self.token = token }
    }

    /// Cancels the download in flight and forgets the request.
    public func clear() {
        cancelDownload()
        request = nil
        downloaderIdentity = nil
        downloaded = nil
        image = nil
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        clear()
    }

    private func finish(_ result: Result<Image, ImageDownloadError>) {
        token = nil
        isLoading = false
        switch result {
        case let .success(result):
            progress = 1
            downloaded = result
            image = cropped(result)
        case let .failure(error):
            lastError = error
        }
    }

    private func cropped(_ full: Image) -> Image {
        guard let crop = request?.cropRect else { return full }
        return full.cropped(toUnitRect: crop) ?? full
    }

    /// Runs `body` on the main actor: at once when a downloader calls back
    /// on the main queue as asked, after a hop when it calls back on another
    /// (asserting isolation there would end the process).
    private nonisolated static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.performNowOrAsync { MainActor.assumeIsolated { body() } }
    }

    private func cancelDownload() {
        generation += 1
        token?.cancel()
        token = nil
        isLoading = false
    }
}
