import CPangoCairo
import Foundation
import ViewTree

extension CairoCanvas {
    /// The pixels as straight-alpha RGBA.
    func image() -> Image {
        cairo_surface_flush(surface)
        let count = pixelWidth * pixelHeight
        let rgba = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            // Array storage is 16-byte aligned, so whole pixels can be written as words.
            let output = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
            copyPixels(rows: 0..<pixelHeight, into: output)
            initialized = count * 4
        }
        // Dimensions and byte count match by construction.
        return try! Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rgba: rgba)
    }

    /// Converts `rows` of premultiplied native-endian ARGB words to straight
    /// RGBA bytes. Rows whose pixels are all opaque (most of a screen) only
    /// swap red and blue, a loop the compiler vectorizes; the others divide.
    func copyPixels(rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let width = pixelWidth
        for y in rows {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let out = output + y * width
            var opaque: UInt32 = 0xFF00_0000
            for x in 0..<width { opaque &= row[x] }
            if opaque == 0xFF00_0000 {
                for x in 0..<width {
                    let pixel = row[x]
                    out[x] = ((pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)).littleEndian
                }
            } else {
                for x in 0..<width { out[x] = Self.straightRGBA(row[x]) }
            }
        }
    }

    @inline(__always)
    private static func straightRGBA(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0 else { return 0 }
        guard alpha < 255 else {
            return ((pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)).littleEndian
        }
        let red = unpremultiply((pixel >> 16) & 0xFF, alpha)
        let green = unpremultiply((pixel >> 8) & 0xFF, alpha)
        let blue = unpremultiply(pixel & 0xFF, alpha)
        return (red | green << 8 | blue << 16 | alpha << 24).littleEndian
    }

    @inline(__always)
    private static func unpremultiply(_ value: UInt32, _ alpha: UInt32) -> UInt32 {
        min(255, (value * 255 + alpha / 2) / alpha)
    }
}
