import CPangoCairo
import Foundation

/// Blurs a Cairo image surface in place, approximating a Gaussian blur by
/// three box blurs each way (as browsers do for `text-shadow`).
enum ShadowBlur {
    /// Blurs `surface` (an ARGB32 image surface; others are left alone) so
    /// its edges spread over `radius` points: a Gaussian of standard
    /// deviation `radius / 2`, as CSS reads a shadow's blur radius.
    static func blur(_ surface: OpaquePointer?, radius: CGFloat) {
        guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let sigma = Double(radius) / 2 * scaleX
        // Box width giving the Gaussian's variance over three passes.
        let box = max(1, Int((sqrt(4 * sigma * sigma + 1)).rounded()))
        let half = box / 2
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            var line = [UInt32](repeating: 0, count: max(width, height))
            for _ in 0..<3 {
                for y in 0..<height { pass(pixels + y * stride, count: width, step: 1, half: half, scratch: &line) }
                for x in 0..<width { pass(pixels + x, count: height, step: stride, half: half, scratch: &line) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur along a row or column of premultiplied pixels.
    private static func pass(_ start: UnsafeMutablePointer<UInt32>, count: Int, step: Int, half: Int, scratch: inout [UInt32]) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let size = 2 * half + 1
        var sums = [Int](repeating: 0, count: 4)
        func add(_ pixel: UInt32, _ sign: Int) {
            for channel in 0..<4 { sums[channel] += sign * Int((pixel >> (8 * UInt32(channel))) & 0xFF) }
        }
        for index in -half...half where index >= 0 && index < count { add(scratch[index], 1) }
        for index in 0..<count {
            var pixel: UInt32 = 0
            for channel in 0..<4 { pixel |= UInt32(min(255, sums[channel] / size)) << (8 * UInt32(channel)) }
            start[index * step] = pixel
            let leaving = index - half, entering = index + half + 1
            if leaving >= 0 { add(scratch[leaving], -1) }
            if entering < count { add(scratch[entering], 1) }
        }
    }
}
