import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// The background colour, then the gradient over it, inside the rounded
    /// corners. The root of a damaged frame fills only the damage
    /// (`clipRect`, a rectangle: no curves for the clip to cut); the rest of
    /// the surface is not copied out.
    func drawBackground(of view: View, in box: CGRect, radii: CornerRadii, clipTo clipRect: CGRect?, on canvas: CairoCanvas) {
        let color = view.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        guard color != nil || view.backgroundGradient != nil else { return }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clipRect { canvas.clip(toWindowRect: clipRect) }
        if let color {
            canvas.addRoundedRect(box, radii: radii)
            canvas.setColor(color)
            cairo_fill(cr)
        }
        if let gradient = view.backgroundGradient, let pattern = Self.pattern(for: gradient, in: box) {
            defer { cairo_pattern_destroy(pattern) }
            canvas.addRoundedRect(box, radii: radii)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
    }

    /// A Cairo pattern painting `gradient` over `box`; the ends' colours go
    /// on beyond them (Core Animation's behaviour). A radial gradient with
    /// a zero radius paints its last colour.
    static func pattern(for gradient: Gradient, in box: CGRect) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.kind {
        case let .linear(start, end):
            pattern = cairo_pattern_create_linear(
                Double(box.minX + start.x * box.width), Double(box.minY + start.y * box.height),
                Double(box.minX + end.x * box.width), Double(box.minY + end.y * box.height))
        case let .radial(center, radius):
            let rx = radius.width * box.width, ry = radius.height * box.height
            guard rx > 0, ry > 0 else {
                let last = gradient.stops[gradient.stops.count - 1].color
                return cairo_pattern_create_rgba(last.red, last.green, last.blue, last.alpha)
            }
            // A unit circle, stretched to the ellipse by the pattern's matrix (user space to pattern space).
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t(
                xx: Double(1 / rx), yx: 0, xy: 0, yy: Double(1 / ry),
                x0: -Double((box.minX + center.x * box.width) / rx), y0: -Double((box.minY + center.y * box.height) / ry))
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
        }
        return pattern
    }

    /// The casting shape moved by the offset, filled, blurred, and painted
    /// everywhere but over the unmoved shape (CSS `box-shadow`'s rule). A
    /// view that clips to its bounds casts none, as with Core Animation's
    /// `masksToBounds`.
    func drawShadow(of view: View, in box: CGRect, radii: CornerRadii, placement: ViewPlacement, on canvas: CairoCanvas) {
        let shadow = view.shadow
        guard let reach = Self.shadowExtent(of: view, in: box) else { return }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        func addShape() {
            if let path = shadow.path { canvas.addShape(path) } else { canvas.addRoundedRect(box, radii: radii) }
        }
        // The group's surface covers only the clip: the shadow's reach, not the window.
        cairo_rectangle(cr, Double(reach.minX), Double(reach.minY), Double(reach.width), Double(reach.height))
        cairo_clip(cr)
        let blurred = shadow.radius > 0
        if blurred { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, Double(shadow.offset.width), Double(shadow.offset.height))
        addShape()
        cairo_restore(cr)
        var color = shadow.color
        color.alpha *= shadow.opacity
        if blurred {
            canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue))
            cairo_fill(cr)
            // ShadowBlur reads its radius as CSS does (twice the deviation), in the group's pixels.
            ShadowBlur.blur(cairo_get_group_target(cr), radius: 2 * shadow.radius * canvas.scale * placement.scale)
            cairo_pop_group_to_source(cr)
        } else {
            cairo_new_path(cr)
            canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue))
        }
        // Everywhere but the casting shape: an even-odd hole in the reach.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, Double(reach.minX), Double(reach.minY), Double(reach.width), Double(reach.height))
        addShape()
        cairo_clip(cr)
        if blurred {
            cairo_paint_with_alpha(cr, color.alpha)
        } else {
            cairo_translate(cr, Double(shadow.offset.width), Double(shadow.offset.height))
            addShape()
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            canvas.setColor(color)
            cairo_fill(cr)
        }
    }

    /// Where the shadow of `view` can reach, in its box coordinates; nil
    /// when it casts none.
    static func shadowExtent(of view: View, in box: CGRect) -> CGRect? {
        let shadow = view.shadow
        guard shadow.isVisible, !view.clipsToBounds else { return nil }
        let shape = shadow.path?.boundingRect ?? box
        guard !shape.isEmpty else { return nil }
        let margin = shadow.blurExtent + 1
        return shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -margin, dy: -margin)
    }
}
