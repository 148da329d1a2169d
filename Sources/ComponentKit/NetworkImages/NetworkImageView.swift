import Foundation
import ViewTree

/// An image view that shows a placeholder while it downloads its image.
///
/// Only the latest request may set the image: changing the URL, reuse and
/// ``prepareForReuse()`` cancel the download in flight, and a late callback
/// from an older request is ignored, so a reused cell never shows another
/// row's image.
///
/// The view asks for the image at the size it draws it (an
/// ``ImageRequest`` of its bounds times its window's display scale, with
/// its content mode and crop), so a downloader that decodes at a size
/// keeps a thumbnail's pixels, not a photo's. A view with no size yet, or
/// in `.center` mode, asks for the whole image. When the view grows past
/// the size it asked for, it asks again and keeps showing what it has
/// until the larger image arrives.
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
    /// will change when the download ends. ``ViewTree/View/waitForNetworkImages(timeout:)``
    /// waits until no view below it is loading.
    public private(set) var isLoading = false
    /// Whether ``/ViewTree/ImageView/image`` is the downloaded image (or its crop) rather than
    /// the placeholder.
    public var hasDownloadedImage: Bool { downloaded != nil }

    /// What the view last asked its downloader for (the size included).
    public private(set) var imageRequest: ImageRequest?

    private var token: (any ImageDownloadToken)?
    private var downloader: (any ImageDownloading)?
    private var downloaderIdentity: ImageDownloaderIdentity?
    private var downloaded: Image?
    private var generation = 0

    /// Shows `request`, downloading with `downloader` when the URL or the
    /// downloader changed.
    public func show(_ request: Request, downloader: any ImageDownloading) {
        let identity = ImageDownloaderIdentity(downloader)
        let sameImage = self.request != nil && self.request?.url == request.url && downloaderIdentity == identity
        self.request = request
        self.downloader = downloader
        downloaderIdentity = identity
        if sameImage {
            // Same URL, other placeholder or crop: keep the download, redraw what we have.
            image = downloaded.map(cropped) ?? request.placeholder
            askAgainIfGrown()
            return
        }
        cancelDownload()
        downloaded = nil
        imageRequest = nil
        image = request.placeholder
        lastError = nil
        progress = 0
        isLoading = false
        guard let url = request.url else { return }
        start(imageRequest(for: url), with: downloader)
    }

    /// The request for `url` at the view's size now: the whole image while
    /// the view has no size or draws the image at its own size.
    private func imageRequest(for url: URL) -> ImageRequest {
        let size = bounds.size
        guard contentMode != .center, size.width > 0, size.height > 0 else { return ImageRequest(url: url) }
        return ImageRequest(url: url, pointSize: size, scale: traitCollection.displayScale, contentMode: contentMode,
                            cropRect: request?.cropRect)
    }

    /// Asks for the image again when the view now draws it larger than it
    /// asked for (it grew, its crop or its screen's scale changed), keeping
    /// what it shows until the larger one arrives.
    private func askAgainIfGrown() {
        guard let url = request?.url, let downloader, let asked = imageRequest?.targetPixelSize, bounds.width > 0, bounds.height > 0
        else { return }
        let wanted = imageRequest(for: url)
        if let size = wanted.targetPixelSize, size.width <= asked.width, size.height <= asked.height, !wanted.wantsFullSize { return }
        cancelDownload()
        start(wanted, with: downloader)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        askAgainIfGrown()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        askAgainIfGrown()
    }

    /// Shows `request`'s image at once if the downloader has it, else
    /// downloads it (the image shown stays until then).
    private func start(_ request: ImageRequest, with downloader: any ImageDownloading) {
        imageRequest = request
        if let cached = downloader.cachedImage(for: request) {
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
            request, callbackQueue: .main,
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
        imageRequest = nil
        downloader = nil
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
