import CImageCodecs
import Foundation
import ViewTree

/// Decodes PNG and JPEG files to ``/ViewTree/Image`` and encodes images as PNG,
/// with the system's libpng and libjpeg-turbo.
///
/// ```swift
/// let photo = try ImageCodec.decode(Data(contentsOf: url), scale: 2)
/// try ImageCodec.pngData(of: photo).write(to: output)
/// ```
public enum ImageCodec {
    /// The file formats ``decode(_:scale:maximumPixelCount:)`` reads.
    public enum Format: String, Sendable {
        /// Portable Network Graphics.
        case png
        /// JPEG (baseline or progressive; grayscale or YCbCr).
        case jpeg
    }

    /// The format of `data`, judged by its signature, or nil.
    public static func format(of data: Data) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// The most pixels ``decode(_:scale:maximumPixelCount:)`` decodes by
    /// default: `Image.defaultMaximumPixelCount` (40 megapixels).
    public static let defaultMaximumPixelCount = Image.defaultMaximumPixelCount

    /// Decodes a PNG or JPEG into an image whose size in points is its pixel
    /// size divided by `scale`.
    ///
    /// The size in the file's header is checked against `maximumPixelCount`
    /// before any pixel memory is allocated, so a small file claiming a huge
    /// image costs nothing.
    ///
    /// - Throws: ``ImageCodecError`` for an unknown format, corrupt data, a
    ///   bad scale or an image over the pixel limit (``ImageCodecError/tooManyPixels(format:width:height:limit:)``).
    public static func decode(_ data: Data, scale: CGFloat = 1,
                              maximumPixelCount: Int = defaultMaximumPixelCount) throws(ImageCodecError) -> Image {
        try decode(data, scale: scale, maximumPixelCount: maximumPixelCount, covering: (0, 0))
    }

    /// Decodes `data`; a JPEG is scaled down by its decoder (in eighths) to
    /// the smallest size that still covers `covering` (0 × 0: full size).
    static func decode(_ data: Data, scale: CGFloat, maximumPixelCount: Int,
                       covering: (width: UInt32, height: UInt32)) throws(ImageCodecError) -> Image {
        guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
        guard let format = format(of: data) else {
            throw .unsupportedFormat(leadingBytes: Array(data.prefix(8)))
        }
        var bitmap = cic_bitmap()
        var message = [CChar](repeating: 0, count: 256)
        let limit = UInt64(Swift.max(0, maximumPixelCount))
        let status: Int32 = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            switch format {
            case .png: return cic_png_decode(bytes, raw.count, limit, &bitmap, &message, message.count)
            case .jpeg: return cic_jpeg_decode_scaled(bytes, raw.count, limit, covering.width, covering.height, &bitmap,
                                                      &message, message.count)
            }
        }
        if status == CIC_TOO_LARGE {
            throw .tooManyPixels(format: format, width: Int(bitmap.width), height: Int(bitmap.height), limit: Swift.max(0, maximumPixelCount))
        }
        guard status == 0 else { throw .corrupt(format: format, reason: text(of: message)) }
        return try image(from: bitmap, format: format, scale: scale)
    }

    /// The image a decoder's bitmap holds, which it releases.
    static func image(from bitmap: cic_bitmap, format: Format, scale: CGFloat) throws(ImageCodecError) -> Image {
        guard let pixels = bitmap.pixels else { throw .corrupt(format: format, reason: "the decoder returned no pixels") }
        defer { cic_free(pixels) }
        let count = Int(bitmap.width) * Int(bitmap.height) * 4
        let rgba = Array(UnsafeBufferPointer(start: pixels, count: count))
        do {
            return try Image(pixelWidth: Int(bitmap.width), pixelHeight: Int(bitmap.height), scale: scale, rgba: rgba)
        } catch {
            throw .corrupt(format: format, reason: error.description)
        }
    }

    /// A C library's message buffer as text.
    static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }

    /// The PNG encoding of `image` (RGBA, 8 bits per channel). The same
    /// pixels always give the same bytes.
    public static func pngData(of image: Image) throws(ImageCodecError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            cic_png_encode(
                pixels.baseAddress, UInt32(image.pixelWidth), UInt32(image.pixelHeight),
                &output, &length, &message, message.count)
        }
        guard status == 0, let output else {
            throw .encodingFailed(reason: text(of: message))
        }
        defer { cic_free(output) }
        return Data(bytes: output, count: length)
    }

    /// The baseline JPEG encoding of `image` at `quality` (1–100); alpha is
    /// dropped, so composite translucent images onto a background first.
    public static func jpegData(of image: Image, quality: Int = 85) throws(ImageCodecError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            cic_jpeg_encode(
                pixels.baseAddress, UInt32(image.pixelWidth), UInt32(image.pixelHeight), Int32(quality),
                &output, &length, &message, message.count)
        }
        guard status == 0, let output else {
            throw .encodingFailed(reason: text(of: message))
        }
        defer { cic_free(output) }
        return Data(bytes: output, count: length)
    }
}

/// Why an image could not be decoded or encoded.
public enum ImageCodecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data starts with neither the PNG nor the JPEG signature.
    case unsupportedFormat(leadingBytes: [UInt8])
    /// The data has a known signature but could not be decoded.
    case corrupt(format: ImageCodec.Format, reason: String)
    /// The scale was zero, negative or not finite.
    case invalidScale(CGFloat)
    /// libpng refused to encode.
    case encodingFailed(reason: String)
    /// The header's width × height is over the decoder's pixel limit; nothing was decoded.
    case tooManyPixels(format: ImageCodec.Format, width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case let .unsupportedFormat(bytes):
            let hex = bytes.map { String($0, radix: 16) }.joined(separator: " ")
            return "not a PNG or JPEG image (first bytes: \(hex.isEmpty ? "none, the data is empty" : hex))"
        case let .corrupt(format, reason):
            return "\(format.rawValue.uppercased()) data could not be decoded: \(reason)"
        case let .invalidScale(scale):
            return "image scale \(scale): must be a positive, finite number"
        case let .encodingFailed(reason):
            return "PNG encoding failed: \(reason)"
        case let .tooManyPixels(format, width, height, limit):
            return "\(format.rawValue.uppercased()) image of \(width) × \(height) pixels is over the limit of \(limit) pixels; not decoded"
        }
    }
}
