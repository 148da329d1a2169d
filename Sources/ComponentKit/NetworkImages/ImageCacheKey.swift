import Foundation
import ViewTree

/// Which decoded image of a URL a request can share: its target size
/// rounded up to a size bucket, and whether the image covers the target or
/// fits inside it. Requests that differ by a few pixels, or by the screen
/// scale alone, share one decode.
struct ImageCacheKey: Hashable, Sendable {
    let url: URL
    /// The bucket's size in pixels; 0 × 0 for the whole image.
    let width: Int
    let height: Int
    /// Whether the image covers the target (fill) rather than fitting inside it.
    let covers: Bool

    private init(url: URL, width: Int, height: Int, covers: Bool) {
        (self.url, self.width, self.height, self.covers) = (url, width, height, covers)
    }

    /// The key of the whole image of the same URL.
    var wholeImage: ImageCacheKey { ImageCacheKey(url: url, width: 0, height: 0, covers: true) }

    init(_ request: ImageRequest) {
        url = request.url
        guard !request.wantsFullSize, let size = request.targetPixelSize else {
            (width, height, covers) = (0, 0, true)
            return
        }
        width = Self.bucket(size.width)
        height = Self.bucket(size.height)
        covers = request.contentMode != .aspectFit
    }

    /// `pixels` rounded up to one of eight sizes per doubling: keeps the
    /// four leading bits, so a side grows by at most 1/8.
    static func bucket(_ pixels: CGFloat) -> Int {
        let value = Int(Swift.min(1_048_576, Swift.max(1, pixels.rounded(.up))))
        guard value > 16 else { return value }
        let step = 1 << (Int.bitWidth - value.leadingZeroBitCount - 4)
        return (value + step - 1) / step * step
    }

    /// The request the upstream downloader decodes for this bucket.
    func upstreamRequest(scale: CGFloat) -> ImageRequest {
        guard width > 0, height > 0 else { return ImageRequest(url: url, scale: scale) }
        return ImageRequest(url: url, targetPixelSize: CGSize(width: width, height: height),
                            contentMode: covers ? .aspectFill : .aspectFit, scale: scale)
    }
}
