import CImageCodecs
import Foundation
import ViewTree

extension ImageCodec {
    /// The width and height in pixels a PNG or JPEG's header gives, read
    /// without decoding anything.
    ///
    /// - Throws: ``ImageCodecError`` for an unknown format or a header that
    ///   cannot be read.
    public static func pixelSize(of data: Data) throws(ImageCodecError) -> CGSize {
        guard let format = format(of: data) else { throw .unsupportedFormat(leadingBytes: Array(data.prefix(8))) }
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            switch format {
            case .png: return cic_png_size(bytes, raw.count, &width, &height, &message, message.count)
            case .jpeg: return cic_jpeg_size(bytes, raw.count, &width, &height, &message, message.count)
            }
        }
        guard status == 0 else { throw .corrupt(format: format, reason: text(of: message)) }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// Decodes a PNG or JPEG at the size it is drawn at: `targetPixelSize`
    /// pixels with `contentMode`, as
    /// `ContentMode.decodedPixelSize(natural:target:)` says (aspect kept,
    /// covering or fitting the target, never scaled up).
    ///
    /// A JPEG is scaled by libjpeg's IDCT to the nearest eighth at or above
    /// that size, so its full-size pixels are never held; a PNG is decoded
    /// whole first. Either is then reduced to the exact size with Cairo's
    /// box filter. A 4000 × 3000 photo drawn as a 72-point thumbnail at 2×
    /// costs 192 × 144 pixels (108 KB) instead of 48 MB.
    ///
    /// ```swift
    /// let thumbnail = try ImageCodec.decode(data, targetPixelSize: CGSize(width: 144, height: 144),
    ///                                       contentMode: .aspectFill, scale: 2)
    /// ```
    ///
    /// The pixel limit applies to the header's full size, as in
    /// ``decode(_:scale:maximumPixelCount:)``. A side over Cairo's 32,767
    /// pixels cannot be reduced: that picture comes back as decoded.
    ///
    /// - Throws: ``ImageCodecError``, as ``decode(_:scale:maximumPixelCount:)``.
    public static func decode(_ data: Data, targetPixelSize: CGSize, contentMode: ContentMode = .aspectFill, scale: CGFloat = 1,
                              maximumPixelCount: Int = defaultMaximumPixelCount) throws(ImageCodecError) -> Image {
        guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
        let wanted = contentMode.decodedPixelSize(natural: try pixelSize(of: data), target: targetPixelSize)
        guard let width = UInt32(exactly: wanted.width), let height = UInt32(exactly: wanted.height), width > 0, height > 0 else {
            return try decode(data, scale: scale, maximumPixelCount: maximumPixelCount)
        }
        let decoded = try decode(data, scale: scale, maximumPixelCount: maximumPixelCount, covering: (width, height))
        guard decoded.pixelWidth > Int(width) || decoded.pixelHeight > Int(height) else { return decoded }
        return downscaled(decoded, toWidth: width, height: height) ?? decoded
    }

    /// `image` reduced to `width` × `height` pixels with Cairo's box filter,
    /// or nil when Cairo cannot hold it (a side over 32,767, no memory).
    static func downscaled(_ image: Image, toWidth width: UInt32, height: UInt32) -> Image? {
        var output: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            cic_rgba_downscale(pixels.baseAddress, UInt32(image.pixelWidth), UInt32(image.pixelHeight), width, height,
                               &output, &message, message.count)
        }
        guard status == 0, let output else { return nil }
        defer { cic_free(output) }
        let rgba = Array(UnsafeBufferPointer(start: output, count: Int(width) * Int(height) * 4))
        return try? Image(pixelWidth: Int(width), pixelHeight: Int(height), scale: image.scale, rgba: rgba)
    }
}
