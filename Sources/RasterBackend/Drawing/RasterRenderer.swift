import CPangoCairo
import Foundation
import ViewTree

/// Draws a view tree to pixels with Cairo and Pango: the raster backend.
///
/// Output is straight-alpha RGBA at 1, 2 or 3 pixels per point, and the same
/// tree gives the same bytes on every run. As a ``ViewTree/ViewTreeBackend``
/// it redraws the window on each committed transaction.
///
/// ```swift
/// let renderer = try RasterRenderer(scale: 2)
/// let pixels = try renderer.render(window.rootView)
/// try ImageCodec.pngData(of: pixels).write(to: URL(fileURLWithPath: "screen.png"))
/// ```
@MainActor
public final class RasterRenderer: ViewTreeBackend {
    /// Pixels per point.
    public let scale: CGFloat
    /// Lays out the text that labels and buttons draw.
    public let textSystem: PangoTextSystem
    /// The window as drawn by the latest ``commit(_:in:)``.
    public private(set) var lastFrame: Image?
    /// Transactions committed so far.
    public private(set) var committedTransactionCount = 0

    let imageCache = ImageSurfaceCache()

    /// A renderer at `scale` pixels per point.
    ///
    /// - Throws: ``RasterError/invalidScale(_:)`` unless `0 < scale <= 4`.
    public init(scale: CGFloat = 2, textSystem: PangoTextSystem = .shared) throws(RasterError) {
        guard scale > 0, scale <= 4, scale.isFinite else { throw .invalidScale(scale) }
        self.scale = scale
        self.textSystem = textSystem
    }

    /// Draws `view` and its subtree on a canvas the size of its bounds, with
    /// the view's own frame origin ignored (it is drawn at 0, 0).
    ///
    /// - Throws: ``RasterError`` for an empty or oversized canvas.
    public func render(_ view: View) throws(RasterError) -> Image {
        let canvas = try CairoCanvas(size: view.bounds.size, scale: scale)
        cairo_translate(canvas.context, -Double(view.frame.minX), -Double(view.frame.minY))
        draw(view, on: canvas)
        return canvas.image()
    }

    /// Draws a window's tree.
    public func render(_ window: Window) throws(RasterError) -> Image {
        try render(window.rootView)
    }

    public func commit(_ transaction: ViewTransaction, in window: Window) {
        committedTransactionCount += 1
        lastFrame = try? render(window)
    }

    /// Draws one view, then its subviews in its bounds coordinates.
    func draw(_ view: View, on canvas: CairoCanvas) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(view.frame.minX), Double(view.frame.minY))
        let isTranslucent = view.alpha < 1
        if isTranslucent { cairo_push_group(cr) }

        let box = CGRect(origin: .zero, size: view.frame.size)
        if let background = view.backgroundColor, background.alpha > 0 {
            canvas.addRoundedRect(box, radius: view.cornerRadius)
            canvas.setColor(background)
            cairo_fill(cr)
        }

        cairo_save(cr)
        if view.clipsToBounds {
            canvas.addRoundedRect(box, radius: view.cornerRadius)
            cairo_clip(cr)
        }
        drawContent(of: view, in: box, on: canvas)
        cairo_translate(cr, -Double(view.bounds.minX), -Double(view.bounds.minY))
        for subview in view.subviews {
            draw(subview, on: canvas)
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
