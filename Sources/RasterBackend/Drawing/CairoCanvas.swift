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

    /// Whether this canvas has the pixel size `size` at `scale` makes.
    func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        scale == self.scale && Int((size.width * scale).rounded(.up)) == pixelWidth
            && Int((size.height * scale).rounded(.up)) == pixelHeight
    }

    /// Back to the state `init` left: identity clip, points as user space.
    func resetState() {
        cairo_reset_clip(context)
        cairo_new_path(context)
        cairo_identity_matrix(context)
        cairo_scale(context, Double(scale), Double(scale))
    }

    /// The whole pixels `rect` (in points) touches, one more on each side for
    /// antialiasing, within the canvas.
    func pixelRect(covering rect: CGRect) -> (minX: Int, minY: Int, width: Int, height: Int, isEmpty: Bool) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return (0, 0, 0, 0, true)
        }
        // Clamped before converting, so far-off geometry cannot overflow an Int.
        func pixel(_ value: CGFloat, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
            Int(min(CGFloat(limit + 1), max(-1, (value * scale).rounded(rule))))
        }
        let minX = max(0, pixel(rect.minX, .down, limit: pixelWidth) - 1)
        let minY = max(0, pixel(rect.minY, .down, limit: pixelHeight) - 1)
        let maxX = min(pixelWidth, pixel(rect.maxX, .up, limit: pixelWidth) + 1)
        let maxY = min(pixelHeight, pixel(rect.maxY, .up, limit: pixelHeight) + 1)
        guard maxX > minX, maxY > minY else { return (0, 0, 0, 0, true) }
        return (minX, minY, maxX - minX, maxY - minY, false)
    }

    /// Clips to `rect` given in canvas points, whatever the current
    /// transformation.
    func clip(toWindowRect rect: CGRect) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_scale(context, Double(scale), Double(scale))
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_matrix(context, &matrix)
        cairo_clip(context)
    }

    /// Copies the pixels of `rect` from `other`, a canvas of the same size.
    func copyPixels(of rect: (minX: Int, minY: Int, width: Int, height: Int, isEmpty: Bool), from other: CairoCanvas) {
        guard !rect.isEmpty, other.pixelWidth == pixelWidth, other.pixelHeight == pixelHeight else { return }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let otherStride = Int(cairo_image_surface_get_stride(other.surface))
        let source = cairo_image_surface_get_data(other.surface)!
        let destination = cairo_image_surface_get_data(surface)!
        for y in rect.minY..<(rect.minY + rect.height) {
            memcpy(destination + y * stride + rect.minX * 4, source + y * otherStride + rect.minX * 4, rect.width * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(rect.minX), Int32(rect.minY), Int32(rect.width), Int32(rect.height))
    }

    /// Makes every pixel inside the current clip transparent.
    func clear() {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
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
