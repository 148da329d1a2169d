import ContainerCollection
import Foundation
import ViewTree

/// Serves `pattern:` URLs with images drawn on the spot, so example screens
/// render offline and deterministically: `pattern://gradient/7` is a
/// diagonal gradient whose colors come from the number (the host names the
/// pattern: `gradient` or `stripes`; an optional `?size=WxH` sets the pixel
/// size, 64×64 by default, at most 1024 on a side). Other URLs fail.
///
/// Called on the main thread with the main queue for callbacks, it
/// completes before returning, so a mounted image view shows the image at
/// once (snapshots need no waiting); otherwise it completes on the queue.
///
/// ```swift
/// let downloader = PatternImageDownloader()
/// NetworkImageComponent(url: URL(string: "pattern://stripes/3"), downloader: downloader)
/// ```
public struct PatternImageDownloader: ImageDownloading {
    /// The most pixels one image may have; larger sizes fail before drawing.
    public let maximumPixelCount: Int

    /// A downloader; images arrive at once on the callback queue.
    public init(maximumPixelCount: Int = ScreenLimits.default.maximumImagePixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let result = Self.image(for: url, maximumPixelCount: maximumPixelCount)
        let token = PatternDownloadToken()
        let deliver: @Sendable () -> Void = {
            guard !token.isCancelled else { return }
            if case .success = result { progress(1) }
            completion(result)
        }
        callbackQueue.performNowOrAsync(deliver)
        return token
    }

    /// The image a `pattern:` URL names, or why there is none: any number
    /// in the URL is range-checked, so no URL can trap or allocate more
    /// than `maximumPixelCount` pixels.
    public static func image(for url: URL, maximumPixelCount: Int = ScreenLimits.default.maximumImagePixelCount)
        -> Result<Image, ImageDownloadError> {
        guard url.scheme == "pattern" else { return .failure(ImageDownloadError(url: url, reason: "only pattern: URLs are served")) }
        guard let kind = url.host, kind == "gradient" || kind == "stripes" else {
            return .failure(ImageDownloadError(url: url, reason: "unknown pattern \"\(url.host ?? "")\"; use gradient or stripes"))
        }
        // `Int(_:)` is nil for numbers beyond Int's range, so the seed is any non-negative Int.
        guard let seed = Int(url.lastPathComponent), seed >= 0 else {
            return .failure(ImageDownloadError(url: url, reason: "the path must be a number from 0 to \(Int.max), e.g. pattern://gradient/7"))
        }
        var width = 64, height = 64
        if let size = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "size" })?.value {
            let parts = size.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...1024).contains(parts[0]), (1...1024).contains(parts[1]) else {
                return .failure(ImageDownloadError(url: url, reason: "size must be WxH with sides from 1 to 1024"))
            }
            (width, height) = (parts[0], parts[1])
        }
        do {
            return .success(try PatternImage(seed: seed, striped: kind == "stripes")
                .render(width: width, height: height, maximumPixelCount: maximumPixelCount))
        } catch {
            return .failure(ImageDownloadError(url: url, reason: error.description))
        }
    }
}

/// Cancels a pattern "download": the callback is skipped if it has not run.
final class PatternDownloadToken: ImageDownloadToken, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}
