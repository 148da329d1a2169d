import Foundation
import ViewTree

/// Downloads images for network image components: the seeds'
/// `CKNetworkImageDownloading`.
///
/// Callbacks run on `callbackQueue`. After ``ImageDownloadToken/cancel()``
/// the downloader should call nothing more, and views ignore anything that
/// still arrives.
///
/// ```swift
/// struct BundleDownloader: ImageDownloading {
///     func download(from url: URL, callbackQueue: DispatchQueue,
///                   progress: @escaping @Sendable (Double) -> Void,
///                   completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void) -> any ImageDownloadToken {
///         let image = Result { try ImageCodec.decode(Data(contentsOf: url)) }.mapError { ImageDownloadError(url: url, reason: "\($0)") }
///         callbackQueue.async { completion(image) }
///         return NoOpToken()
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
}

extension ImageDownloading {
    public func cachedImage(for url: URL) -> Image? { nil }
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
