import Foundation
import ViewTree

/// Downloads images for network image components: the seeds'
/// `CKNetworkImageDownloading`.
///
/// Call `progress` and `completion` on `callbackQueue` (views pass the main
/// queue). Return a token at once and do the work elsewhere; after
/// ``ImageDownloadToken/cancel()`` call nothing more (views ignore anything
/// that still arrives). Report failures as ``ImageDownloadError``: the view
/// keeps its placeholder. Views ask through
/// `download(_:callbackQueue:progress:completion:)` with an
/// ``ImageRequest`` that carries the pixel size they draw at; by default
/// that downloads the URL in full, and a downloader that can decode at a
/// size (BrowserBackend's `ServerImageDownloader`) answers it instead.
/// The DocC article "Showing network images" has a
/// complete downloader that reads files from a folder, one that uses
/// `URLSession`, and ``ImmediateImageDownloader`` for tests.
///
/// ```swift
/// struct FolderImageDownloader: ImageDownloading {
///     let folder: URL
///     func download(from url: URL, callbackQueue: DispatchQueue,
///                   progress: @escaping @Sendable (Double) -> Void,
///                   completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void) -> any ImageDownloadToken {
///         let token = CancellationToken()   // an `ImageDownloadToken` that remembers `cancel()`
///         let file = folder.appendingPathComponent(url.lastPathComponent)
///         DispatchQueue.global().async {
///             let result = Result { try ImageCodec.decode(Data(contentsOf: file), scale: 2) }   // RasterBackend
///                 .mapError { ImageDownloadError(url: url, reason: "\($0)") }
///             callbackQueue.async { if !token.isCancelled { completion(result) } }
///         }
///         return token
///     }
/// }
/// ```
public protocol ImageDownloading: Sendable {
    /// Starts downloading `url` and returns a token that cancels it.
    func download(
        from url: URL, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken

    /// The image for `url` if this downloader already has it, so a view can
    /// show it at once instead of its placeholder; nil by default (see
    /// ``CachingImageDownloader``).
    func cachedImage(for url: URL) -> Image?

    /// Starts downloading `request`'s image, decoded for the size it is
    /// drawn at when the downloader can (``ImageRequest/targetPixelSize``),
    /// and returns a token that cancels it. Views call this one.
    ///
    /// By default it downloads the URL in full with
    /// `download(from:callbackQueue:progress:completion:)`: a downloader
    /// that can decode at a size implements both.
    func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken

    /// The image for `request` if this downloader already has it at that
    /// size; by default what `cachedImage(for:)` answers for its URL.
    func cachedImage(for request: ImageRequest) -> Image?
}

extension ImageDownloading {
    public func cachedImage(for url: URL) -> Image? { nil }

    public func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        download(from: request.url, callbackQueue: callbackQueue, progress: progress, completion: completion)
    }

    public func cachedImage(for request: ImageRequest) -> Image? { cachedImage(for: request.url) }
}

/// Cancels one download.
public protocol ImageDownloadToken: Sendable {
    /// Stops the download; its callbacks should not run afterwards.
    func cancel()
}

/// Why an image could not be downloaded.
public struct ImageDownloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image's address.
    public let url: URL
    /// What went wrong.
    public let reason: String

    /// An error for `url`.
    public init(url: URL, reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String { "could not download \(url.absoluteString): \(reason)" }
}
