import CPangoCairo
import Foundation
import ViewTree

extension CairoCanvas {
    /// Adds a rectangle with a radius per corner to the path; radii too
    /// large for the rectangle are scaled down together (CSS's rule).
    func addRoundedRect(_ rect: CGRect, radii: CornerRadii) {
        let fitted = radii.fitted(to: rect.size)
        if fitted.topLeft == fitted.topRight, fitted.topLeft == fitted.bottomRight, fitted.topLeft == fitted.bottomLeft {
            addRoundedRect(rect, radius: fitted.topLeft)
            return
        }
        let cr = context
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        let tl = Double(fitted.topLeft), tr = Double(fitted.topRight)
        let br = Double(fitted.bottomRight), bl = Double(fitted.bottomLeft)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - tr, y + tr, tr, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - br, y + h - br, br, 0, Double.pi / 2)
        cairo_arc(cr, x + bl, y + h - bl, bl, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + tl, y + tl, tl, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Adds a shadow path's shape to the path.
    func addShape(_ path: ShadowPath) {
        let rect = path.boundingRect
        switch path {
        case .rect: addRoundedRect(rect, radius: 0)
        case let .roundedRect(_, radii): addRoundedRect(rect, radii: radii)
        case .ellipse:
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(context)
            cairo_translate(context, Double(rect.midX), Double(rect.midY))
            cairo_scale(context, Double(rect.width / 2), Double(rect.height / 2))
            cairo_new_sub_path(context)
            cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(context)
            cairo_restore(context)
        }
    }

    /// Applies `transform` to the current transformation, as `cairo_transform`.
    func concatenate(_ transform: Transform) {
        var matrix = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(context, &matrix)
    }
}
