import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// Draws one view, then its subviews in its bounds coordinates, and
    /// records where its subtree landed.
    ///
    /// - Parameters:
    ///   - superviewToWindow: maps the superview's bounds coordinates to
    ///     window points; the context's transformation is the same map.
    ///   - damage: when set, subtrees whose recorded extent misses it are
    ///     skipped: they did not change, and only the damage is copied out.
    ///   - isRoot: whether `view` is the window's root, drawn from scratch.
    ///   - inheritedAlpha: the opacity of ancestors that do not flatten
    ///     their subtree (``View/allowsGroupOpacity`` off), applied to this
    ///     view's drawing.
    /// - Returns: the subtree's extent in window points.
    @discardableResult
    func draw(
        _ view: View, on canvas: CairoCanvas, in superviewToWindow: Transform, damage: CGRect?, isRoot: Bool = false,
        inheritedAlpha: CGFloat = 1
    ) -> CGRect {
        guard !view.isHidden, view.alpha > 0, let placement = ViewPlacement(of: view, superviewToWindow: superviewToWindow) else {
            extents[view.id] = nil
            return .null
        }
        if let damage, let known = extents[view.id], !known.intersects(damage) { return known }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        canvas.concatenate(placement.boxToSuperview)
        // Grouped (the default), the subtree is flattened and faded once;
        // otherwise the view's own layers and each subview fade separately.
        let grouped = view.allowsGroupOpacity
        let alpha = view.alpha * inheritedAlpha
        let box = CGRect(origin: .zero, size: view.frame.size)
        let radii = view.effectiveCornerRadii

        withOpacity(grouped ? alpha : 1, on: canvas) {
            withOpacity(grouped ? 1 : alpha, on: canvas) {
                drawShadow(of: view, in: box, radii: radii, placement: placement, on: canvas)
                drawBackground(of: view, in: box, radii: radii, clipTo: isRoot ? damage : nil, on: canvas)
            }
            var subviewsExtent = CGRect.null
            cairo_save(cr)
            if view.clipsToBounds {
                canvas.addRoundedRect(box, radii: radii)
                cairo_clip(cr)
            }
            withOpacity(grouped ? 1 : alpha, on: canvas) { drawContent(of: view, in: box, on: canvas) }
            cairo_translate(cr, -Double(view.bounds.minX), -Double(view.bounds.minY))
            for subview in view.subviews {
                subviewsExtent = subviewsExtent.union(draw(
                    subview, on: canvas, in: placement.boundsToWindow, damage: damage,
                    inheritedAlpha: grouped ? 1 : alpha))
            }
            cairo_restore(cr)
            withOpacity(grouped ? 1 : alpha, on: canvas) {
                if view.borderWidth > 0, view.borderColor.alpha > 0 {
                    let inset = view.borderWidth / 2
                    canvas.addRoundedRect(box.insetBy(dx: inset, dy: inset), radii: radii.insetBy(inset))
                    canvas.setColor(view.borderColor)
                    cairo_set_line_width(cr, Double(view.borderWidth))
                    cairo_stroke(cr)
                }
                if view.isFirstResponder { drawFocusRing(of: view, in: box, on: canvas) }
            }
            extents[view.id] = Self.extent(of: view, placement: placement, subviews: subviewsExtent)
        }
        return extents[view.id] ?? .null
    }

    /// Runs `body`, fading what it draws to `alpha` as one group when below 1.
    private func withOpacity(_ alpha: CGFloat, on canvas: CairoCanvas, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        cairo_push_group(canvas.context)
        body()
        cairo_pop_group_to_source(canvas.context)
        cairo_paint_with_alpha(canvas.context, Double(alpha))
    }

    /// Where a view placed by `placement` with subviews covering `subviews`
    /// draws, in window points: its box, its shadow and focus ring around
    /// it, and the subviews inside its box when it clips.
    static func extent(of view: View, placement: ViewPlacement, subviews: CGRect) -> CGRect {
        let box = CGRect(origin: .zero, size: view.frame.size)
        // The focus ring's outer stroke is centred 3 points outside the box, 2 wide.
        var own = view.isFirstResponder ? box.insetBy(dx: -4, dy: -4) : box
        if let shadow = shadowExtent(of: view, in: box) { own = own.union(shadow) }
        let ownInWindow = placement.boxToWindow.apply(to: own)
        let clip = placement.boxToWindow.apply(to: box)
        return ownInWindow.union(view.clipsToBounds ? subviews.intersection(clip) : subviews)
    }

    /// The extent `draw` would record for `view`'s subtree, without drawing.
    func extent(of view: View, in superviewToWindow: Transform) -> CGRect {
        guard !view.isHidden, view.alpha > 0, let placement = ViewPlacement(of: view, superviewToWindow: superviewToWindow) else {
            return .null
        }
        var subviews = CGRect.null
        for subview in view.subviews { subviews = subviews.union(extent(of: subview, in: placement.boundsToWindow)) }
        return Self.extent(of: view, placement: placement, subviews: subviews)
    }

    private func drawContent(of view: View, in box: CGRect, on canvas: CairoCanvas) {
        switch view {
        case let label as Label: drawLabel(label, in: box, on: canvas)
        case let imageView as ImageView: drawImageView(imageView, in: box, on: canvas)
        case let button as Button: drawButton(button, in: box, on: canvas)
        case let indicator as ActivityIndicator: drawActivityIndicator(indicator, in: box, on: canvas)
        case let input as TextInputView: drawTextInput(input, in: box, on: canvas)
        case let drawingView as DrawingView: drawDrawingView(drawingView, in: box, on: canvas)
        default: break
        }
    }
}
