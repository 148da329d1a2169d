import Foundation

/// Decoded pixels: 8-bit RGBA rows in sRGB, straight (not premultiplied) alpha.
///
/// An image has a pixel size and a scale; its size in points is the pixel
/// size divided by the scale, as with `UIImage`. Images are values: copying
/// one shares its pixel buffer. Decoding from PNG or JPEG lives in a backend
/// (`RasterBackend.ImageCodec`), so the view tree never depends on a codec.
///
/// ```swift
/// let swatch = Image.filled(with: .red, size: CGSize(width: 4, height: 4), scale: 2)
/// swatch.size        // 4 × 4 points
/// swatch.pixelWidth  // 8
/// ```
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (1, 2 or 3 in practice).
    public let scale: CGFloat
    /// `pixelWidth * pixelHeight * 4` bytes, RGBA, row after row.
    public var rgba: [UInt8] { storage.rgba }
    /// A 64-bit digest of the pixels and dimensions, computed when first
    /// asked for and kept by every copy; used for hashing and by backends to
    /// cache what they derive from an image.
    public var fingerprint: UInt64 { storage.fingerprint(width: pixelWidth, height: pixelHeight) }

    // Shared by copies, so the digest is computed at most once per pixel buffer.
    private let storage: PixelStorage

    /// An image from RGBA bytes.
    ///
    /// - Throws: ``ImageError`` when the byte count does not match the
    ///   dimensions, a dimension is not positive, or the scale is not positive.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rgba: [UInt8]) throws(ImageError) {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw .invalidDimensions(width: pixelWidth, height: pixelHeight)
        }
        guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
        let (expected, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
        guard !overflow, rgba.count == expected else {
            throw .byteCountMismatch(expected: overflow ? Int.max : expected, actual: rgba.count)
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.storage = PixelStorage(rgba: rgba)
    }

    /// An image over pixels another image already holds (``SharedImages``).
    init(storage: PixelStorage, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.storage = storage
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The pixel buffer, for caches that keep it weakly.
    var pixelStorage: PixelStorage { storage }

    /// Whether this image and `other` read one pixel buffer (copies of one
    /// image, or images a ``SharedImages`` cache handed out for one key):
    /// holding both costs the pixels once.
    public func sharesPixels(with other: Image) -> Bool { storage === other.storage }

    /// A single-color image of `size` points at `scale`.
    public static func filled(with color: Color, size: CGSize, scale: CGFloat = 1) -> Image {
        let width = Swift.max(1, Int((size.width * scale).rounded()))
        let height = Swift.max(1, Int((size.height * scale).rounded()))
        let c = color.rgba8
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = c.red
            bytes[index + 1] = c.green
            bytes[index + 2] = c.blue
            bytes[index + 3] = c.alpha
        }
        // The dimensions and count are right by construction.
        return try! Image(pixelWidth: width, pixelHeight: height, scale: scale > 0 ? scale : 1, rgba: bytes)
    }

    /// Size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The RGBA components of the pixel at (`x`, `y`), or nil outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let index = (y * pixelWidth + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.storage !== rhs.storage else {
            return lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale
        }
        return lhs.fingerprint == rhs.fingerprint && lhs.pixelWidth == rhs.pixelWidth
            && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale && lhs.rgba == rhs.rgba
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        hasher.combine(scale)
    }

    public var description: String {
        "Image(\(pixelWidth)×\(pixelHeight)px @\(scale)x)"
    }
}

/// Why an ``Image`` could not be made from the given pixels.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A dimension was zero or negative.
    case invalidDimensions(width: Int, height: Int)
    /// The scale was zero, negative or not finite.
    case invalidScale(CGFloat)
    /// The RGBA buffer did not hold `width × height × 4` bytes.
    case byteCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            "image dimensions \(width)×\(height) px: both must be positive"
        case let .invalidScale(scale):
            "image scale \(scale): must be a positive, finite number"
        case let .byteCountMismatch(expected, actual):
            "image has \(actual) bytes of RGBA, its dimensions need \(expected)"
        }
    }
}
