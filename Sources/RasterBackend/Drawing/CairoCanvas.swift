import CPangoCairo
import Foundation
import ViewTree

/// A Cairo ARGB32 surface and its context, scaled so user space is points.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat

    init(size: CGSize, scale: CGFloat) throws(RasterError) {
        guard scale > 0, scale <= 4, scale.isFinite else { throw .invalidScale(scale) }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .emptyCanvas(size)
        }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width <= 32_767, height <= 32_767 else {
            throw .canvasTooLarge(pixelWidth: Int(width), pixelHeight: Int(height))
        }
        pixelWidth = Int(width)
        pixelHeight = Int(height)
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        context = cairo_create(surface)
        cairo_scale(context, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as straight-alpha RGBA.
    func image() -> Image {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var rgba = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        rgba.withUnsafeMutableBufferPointer { output in
            for y in 0..<pixelHeight {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixelWidth {
                    let pixel = row[x]
                    let alpha = pixel >> 24
                    guard alpha > 0 else { continue }
                    let index = (y * pixelWidth + x) * 4
                    output[index] = Self.unpremultiply((pixel >> 16) & 0xFF, alpha)
                    output[index + 1] = Self.unpremultiply((pixel >> 8) & 0xFF, alpha)
                    output[index + 2] = Self.unpremultiply(pixel & 0xFF, alpha)
                    output[index + 3] = UInt8(alpha)
                }
            }
        }
        // Dimensions and byte count match by construction.
        return try! Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, rgba: rgba)
    }

    @inline(__always)
    private static func unpremultiply(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
        UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }

    // MARK: Paths

    /// Adds a rectangle with rounded corners to the path.
    func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let r = Double(min(max(0, radius), min(rect.width, rect.height) / 2))
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        guard r > 0 else {
            cairo_rectangle(context, x, y, w, h)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
