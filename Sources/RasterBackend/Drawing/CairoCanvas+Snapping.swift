import CPangoCairo
import Foundation

extension CairoCanvas {
    /// `rect` with its edges moved to the nearest device pixels, as
    /// browsers place an image's content box (Chromium rounds both edges,
    /// so the size is what lies between them); unchanged when the current
    /// transformation rotates or skews, where pixel edges have no meaning.
    func snappedToDevicePixels(_ rect: CGRect) -> CGRect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return rect }
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        x0.round(); y0.round(); x1.round(); y1.round()
        cairo_device_to_user(context, &x0, &y0)
        cairo_device_to_user(context, &x1, &y1)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
