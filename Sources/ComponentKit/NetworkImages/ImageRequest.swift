import Foundation
import ViewTree

/// What a view asks an ``ImageDownloading`` downloader for: the image's URL
/// and, when the view knows it, the size in pixels it draws the image at,
/// so the downloader can decode a 24-megapixel photo as the 200 × 150
/// pixels of a thumbnail instead of in full (PINRemoteImage's and Nuke's
/// resizing requests).
///
/// ``NetworkImageView`` makes one from its bounds, its window's display
/// scale, its content mode and its crop. A downloader that ignores the size
/// still works: the view scales what it gets.
///
/// ```swift
/// let request = ImageRequest(url: photo.url, targetPixelSize: CGSize(width: 144, height: 144),
///                            contentMode: .aspectFill, scale: 2)
/// try ImageCodec.decode(data, targetPixelSize: request.targetPixelSize!, contentMode: request.contentMode,
///                       scale: request.scale)   // RasterBackend
/// ```
public struct ImageRequest: Hashable, Sendable, CustomStringConvertible {
    /// The image's address.
    public var url: URL
    /// The size the image is drawn at, in whole pixels; nil asks for the
    /// image at its own size.
    public var targetPixelSize: CGSize?
    /// How the image is fitted into ``targetPixelSize``: covering it
    /// (`.aspectFill`, `.scaleToFill`), inside it (`.aspectFit`), or at its
    /// own size (`.center`, which needs the whole image).
    public var contentMode: ContentMode
    /// Pixels per point of the screen: the scale to give the image.
    public var scale: CGFloat

    /// A request for `url` drawn at `targetPixelSize` pixels (rounded up to
    /// whole pixels; an empty or non-finite size asks for the whole image)
    /// with `contentMode`, on a screen of `scale` pixels per point (1 if
    /// not positive and finite).
    public init(url: URL, targetPixelSize: CGSize? = nil, contentMode: ContentMode = .aspectFill, scale: CGFloat = 1) {
        self.url = url
        self.targetPixelSize = targetPixelSize.flatMap(Self.wholePixels)
        self.contentMode = contentMode
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// A request for `url` drawn in `pointSize` points at `scale`, showing
    /// the part `cropRect` (unit coordinates) of the image: the pixels
    /// needed for the whole image are the view's divided by the crop's
    /// share of it, so a crop stays sharp.
    public init(url: URL, pointSize: CGSize, scale: CGFloat, contentMode: ContentMode, cropRect: CGRect? = nil) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        var pixels = CGSize(width: pointSize.width * scale, height: pointSize.height * scale)
        if let crop = cropRect?.standardized, crop.width > 0, crop.height > 0, crop.width.isFinite, crop.height.isFinite {
            pixels.width /= Swift.min(1, crop.width)
            pixels.height /= Swift.min(1, crop.height)
        }
        self.init(url: url, targetPixelSize: pixels, contentMode: contentMode, scale: scale)
    }

    /// Whether the whole image is asked for: no target, or `.center`.
    public var wantsFullSize: Bool { targetPixelSize == nil || contentMode == .center }

    public var description: String {
        guard let size = targetPixelSize, contentMode != .center else { return "\(url.absoluteString) (full size)" }
        return "\(url.absoluteString) (\(Int(size.width)) × \(Int(size.height)) px, \(contentMode))"
    }

    /// `size` rounded up to whole pixels, or nil when it is empty, negative
    /// or not finite (beyond 2^20 a side is clamped: no picture is larger).
    private static func wholePixels(_ size: CGSize) -> CGSize? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let limit: CGFloat = 1_048_576
        // A hair under a whole pixel is that pixel: 72.5 points × 2 must not ask for 146 pixels through rounding noise.
        func whole(_ side: CGFloat) -> CGFloat { Swift.min(limit, Swift.max(1, (side - 1e-6).rounded(.up))) }
        return CGSize(width: whole(size.width), height: whole(size.height))
    }
}
