import Foundation
import JSONWriting
import ViewTree

/// Writes layer styles as the client reads them. Geometry stays in points
/// and unit coordinates: the client turns gradients into CSS with the
/// element's current size, which a frame change may alter without the
/// gradient being sent again.
@MainActor
enum LayerStyleEncoding {
    /// `[tx, ty, rotation, scaleX, scaleY, skew]` (``ViewTree/Transform/decomposed``),
    /// which the page writes as CSS `translate() rotate() scale() skewX()`:
    /// a list of functions animates part by part, even from a scale of 0,
    /// where a flattened `matrix()` cannot be interpolated and would jump.
    static func transform(_ transform: Transform, _ json: inout JSONWriter) {
        let parts = transform.decomposed
        json.beginArray()
        for value in [parts.translation.x, parts.translation.y, parts.rotation, parts.scale.width, parts.scale.height, parts.skew] {
            json.number(value)
        }
        json.endArray()
    }

    /// Null when invisible; else `{c, x, y, blur, path?}` with the colour's
    /// alpha already multiplied by the opacity, and CSS's blur radius
    /// (twice the standard deviation). A path is `{k, r, radii?}`.
    static func shadow(_ shadow: Shadow, _ json: inout JSONWriter) {
        guard shadow.isVisible else { json.null(); return }
        var color = shadow.color
        color.alpha *= shadow.opacity
        json.beginObject()
        json.key("c")
        json.string(PropertyEncoding.css(color))
        json.key("x")
        json.number(shadow.offset.width)
        json.key("y")
        json.number(shadow.offset.height)
        json.key("blur")
        json.number(shadow.radius * 2)
        if let path = shadow.path {
            json.key("path")
            json.beginObject()
            json.key("k")
            let rect = path.boundingRect
            switch path {
            case .rect: json.string("rect")
            case .ellipse: json.string("ellipse")
            case let .roundedRect(_, radii):
                json.string("rect")
                json.key("radii")
                cornerRadii(radii.fitted(to: rect.size), &json)
            }
            json.key("r")
            json.beginArray()
            for value in [rect.minX, rect.minY, rect.width, rect.height] { json.number(value) }
            json.endArray()
            json.endObject()
        }
        json.endObject()
    }

    /// Null, or `{k: "linear", s: [x, y], e: [x, y], stops}` /
    /// `{k: "radial", s: centre, e: radii, stops}`, stops as `[[css, location], …]`.
    static func gradient(_ gradient: Gradient?, _ json: inout JSONWriter) {
        guard let gradient else { json.null(); return }
        let (kind, first, second): (String, CGPoint, CGPoint) = switch gradient.kind {
        case let .linear(start, end): ("linear", start, end)
        case let .radial(center, radius): ("radial", center, CGPoint(x: radius.width, y: radius.height))
        }
        json.beginObject()
        json.key("k")
        json.string(kind)
        json.key("s")
        pair(first, &json)
        json.key("e")
        pair(second, &json)
        json.key("stops")
        json.beginArray()
        for stop in gradient.stops {
            json.beginArray()
            json.string(PropertyEncoding.css(stop.color))
            json.number(stop.location)
            json.endArray()
        }
        json.endArray()
        json.endObject()
    }

    /// Null, or `[topLeft, topRight, bottomRight, bottomLeft]`, CSS `border-radius`'s order.
    static func cornerRadii(_ radii: CornerRadii?, _ json: inout JSONWriter) {
        guard let radii else { json.null(); return }
        json.beginArray()
        for value in [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft] { json.number(value) }
        json.endArray()
    }

    private static func pair(_ point: CGPoint, _ json: inout JSONWriter) {
        json.beginArray()
        json.number(point.x)
        json.number(point.y)
        json.endArray()
    }
}
