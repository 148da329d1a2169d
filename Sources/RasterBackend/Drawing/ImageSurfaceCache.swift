import CPangoCairo
import Foundation
import ViewTree

/// Cairo surfaces made from images, kept while they are drawn repeatedly.
///
/// Converting straight RGBA to premultiplied ARGB costs a pass over every
/// pixel; a screen redrawn many times reuses the conversion. Least recently
/// used surfaces are dropped beyond `capacity`.
final class ImageSurfaceCache {
    private struct Key: Hashable {
        let fingerprint: UInt64
        let width: Int
        let height: Int
    }

    private var surfaces: [Key: OpaquePointer] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    func surface(for image: Image) -> OpaquePointer {
        let key = Key(fingerprint: image.fingerprint, width: image.pixelWidth, height: image.pixelHeight)
        if let surface = surfaces[key] {
            if let index = order.firstIndex(of: key) { order.remove(at: index) }
            order.append(key)
            return surface
        }
        let surface = Self.makeSurface(image)
        surfaces[key] = surface
        order.append(key)
        if order.count > capacity {
            let evicted = order.removeFirst()
            if let old = surfaces.removeValue(forKey: evicted) { cairo_surface_destroy(old) }
        }
        return surface
    }

    private static func makeSurface(_ image: Image) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.pixelHeight {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.pixelWidth {
                    let index = (y * image.pixelWidth + x) * 4
                    let alpha = UInt32(rgba[index + 3])
                    let red = premultiply(rgba[index], alpha)
                    let green = premultiply(rgba[index + 1], alpha)
                    let blue = premultiply(rgba[index + 2], alpha)
                    row[x] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    @inline(__always)
    private static func premultiply(_ value: UInt8, _ alpha: UInt32) -> UInt32 {
        (UInt32(value) * alpha + 127) / 255
    }
}
