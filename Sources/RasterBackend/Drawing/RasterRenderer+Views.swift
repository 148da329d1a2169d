import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// Draws one view, then its subviews in its bounds coordinates, and
    /// records where its subtree landed.
    ///
    /// - Parameters:
    ///   - origin: where the superview's bounds origin sits, in window points.
    ///   - damage: when set, subtrees whose recorded extent misses it are
    ///     skipped: they did not change, and only the damage is copied out.
    ///   - isRoot: whether `view` is the window's root, drawn from scratch.
    /// - Returns: the subtree's extent in window points.
    @discardableResult
    func draw(_ view: View, on canvas: CairoCanvas, at origin: CGPoint, damage: CGRect?, isRoot: Bool = false) -> CGRect {
        guard !view.isHidden, view.alpha > 0 else {
            extents[view.id] = nil
            return .null
        }
        if let damage, let known = extents[view.id], !known.intersects(damage) { return known }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(view.frame.minX), Double(view.frame.minY))
        let isTranslucent = view.alpha < 1
        if isTranslucent { cairo_push_group(cr) }

        let box = CGRect(origin: .zero, size: view.frame.size)
        if let background = view.backgroundColor, background.alpha > 0 {
            // The root of a damaged frame fills only the damage (a rectangle:
            // no curves for the clip to cut); the rest of the surface is not
            // copied out.
            cairo_save(cr)
            if let damage, isRoot { canvas.clip(toWindowRect: damage) }
            canvas.addRoundedRect(box, radius: view.cornerRadius)
            canvas.setColor(background)
            cairo_fill(cr)
            cairo_restore(cr)
        }

        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let subviewOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        var subviewsExtent = CGRect.null
        cairo_save(cr)
        if view.clipsToBounds {
            canvas.addRoundedRect(box, radius: view.cornerRadius)
            cairo_clip(cr)
        }
        drawContent(of: view, in: box, on: canvas)
        cairo_translate(cr, -Double(view.bounds.minX), -Double(view.bounds.minY))
        for subview in view.subviews {
            subviewsExtent = subviewsExtent.union(draw(subview, on: canvas, at: subviewOrigin, damage: damage))
        }
        cairo_restore(cr)

        if view.borderWidth > 0, view.borderColor.alpha > 0 {
            let inset = view.borderWidth / 2
            canvas.addRoundedRect(box.insetBy(dx: inset, dy: inset), radius: max(0, view.cornerRadius - inset))
            canvas.setColor(view.borderColor)
            cairo_set_line_width(cr, Double(view.borderWidth))
            cairo_stroke(cr)
        }

        if view.isFirstResponder { drawFocusRing(of: view, in: box, on: canvas) }

        if isTranslucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(view.alpha))
        }
        let extent = Self.extent(of: view, frame: frame, subviews: subviewsExtent)
        extents[view.id] = extent
        return extent
    }

    /// Where a view with `frame` (window points) and subviews covering
    /// `subviews` draws: its box, its focus ring around it, and the
    /// subviews inside its bounds when it clips.
    static func extent(of view: View, frame: CGRect, subviews: CGRect) -> CGRect {
        // The focus ring's outer stroke is centred 3 points outside the box, 2 wide.
        let own = view.isFirstResponder ? frame.insetBy(dx: -4, dy: -4) : frame
        return own.union(view.clipsToBounds ? subviews.intersection(frame) : subviews)
    }

    /// The extent `draw` would record for `view`'s subtree, without drawing.
    func extent(of view: View, at origin: CGPoint) -> CGRect {
        guard !view.isHidden, view.alpha > 0 else { return .null }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let subviewOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        var subviews = CGRect.null
        for subview in view.subviews { subviews = subviews.union(extent(of: subview, at: subviewOrigin)) }
        return Self.extent(of: view, frame: frame, subviews: subviews)
    }

    private func drawContent(of view: View, in box: CGRect, on canvas: CairoCanvas) {
        switch view {
        case let label as Label: drawLabel(label, in: box, on: canvas)
        case let imageView as ImageView: drawImageView(imageView, in: box, on: canvas)
        case let button as Button: drawButton(button, in: box, on: canvas)
        case let indicator as ActivityIndicator: drawActivityIndicator(indicator, in: box, on: canvas)
        case let input as TextInputView: drawTextInput(input, in: box, on: canvas)
        default: break
        }
    }
}
