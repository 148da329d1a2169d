import Foundation
import Synchronization
import ViewTree

/// Answers every request at once from images it already has: a table by
/// URL, or a function that draws one. For tests, snapshots and previews.
///
/// A ``NetworkImageComponent`` using it shows its image in the very mount
/// that makes the view (the view asks ``cachedImage(for:)`` first), so a
/// snapshot or an assertion right after mounting sees the image, with no
/// placeholder and nothing to wait for. A URL it has no image for fails at
/// once: the placeholder stays and ``NetworkImageView/lastError`` says why.
///
/// ```swift
/// let images = ImmediateImageDownloader(images: [photo.url: .filled(with: .orange, size: CGSize(width: 60, height: 60))])
/// let drawn = ImmediateImageDownloader { url in .filled(with: .gray, size: CGSize(width: 60, height: 60)) }
/// NetworkImageComponent(url: photo.url, downloader: images, size: ComponentSize(width: 60, height: 60))
/// ```
public struct ImmediateImageDownloader: ImageDownloading {
    private let image: @Sendable (URL) -> Image?

    /// A downloader serving `images`; other URLs fail.
    public init(images: [URL: Image]) {
        image = { images[$0] }
    }

    /// A downloader serving what `draw` returns for a URL; nil fails. `draw`
    /// may run on any thread and should give the same image for the same URL.
    public init(_ draw: @escaping @Sendable (URL) -> Image?) {
        image = draw
    }

    public func cachedImage(for url: URL) -> Image? { image(url) }

    /// Completes before returning when called on the main queue for the
    /// main queue (as views call it), otherwise on `callbackQueue`.
    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let result: Result<Image, ImageDownloadError> = image(url).map { .success($0) }
            ?? .failure(ImageDownloadError(url: url, reason: "the ImmediateImageDownloader has no image for this URL"))
        let token = Token()
        let deliver: @Sendable () -> Void = {
            guard !token.cancelled.load(ordering: .acquiring) else { return }
            if case .success = result { progress(1) }
            completion(result)
        }
        callbackQueue.performNowOrAsync(deliver)
        return token
    }

    /// Stops an answer still waiting for its queue.
    private final class Token: ImageDownloadToken {
        let cancelled = Atomic(false)
        func cancel() { cancelled.store(true, ordering: .releasing) }
    }
}
