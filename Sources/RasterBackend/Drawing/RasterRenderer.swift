import CPangoCairo
import Foundation
import ViewTree

/// Draws a view tree to pixels with Cairo and Pango: the raster backend.
///
/// Output is straight-alpha RGBA at 1, 2 or 3 pixels per point, and the same
/// tree gives the same bytes on every run. As a ``/ViewTree/ViewTreeBackend``
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
    /// Transactions committed so far.
    public private(set) var committedTransactionCount = 0
    /// What the latest ``commit(_:in:)`` drew again, in window points: the
    /// whole window, a damaged rectangle, or nothing (`nil`) when the
    /// transaction changed nothing drawn.
    public private(set) var lastDamage: CGRect?

    let imageCache = ImageSurfaceCache()
    /// The surface frames are drawn on, kept from one frame to the next.
    var canvas: CairoCanvas?
    /// Where damaged areas are drawn before they are copied to `canvas`.
    var scratch: CairoCanvas?
    /// What the canvas shows of a committed window, for redrawing only what
    /// a transaction damaged; nil when the canvas holds anything else.
    var retained: RetainedFrame?
    /// Where each drawn view's subtree landed on the latest frame, in window points.
    var extents: [ViewID: CGRect] = [:]
    // The committed frame as an image, made when first asked for.
    private var committedImage: Image?

    /// A renderer at `scale` pixels per point.
    ///
    /// - Throws: ``RasterError/invalidScale(_:)`` unless `0 < scale <= 4`.
    public init(scale: CGFloat = 2, textSystem: PangoTextSystem = .shared) throws(RasterError) {
        guard scale > 0, scale <= 4, scale.isFinite else { throw .invalidScale(scale) }
        self.scale = scale
        self.textSystem = textSystem
    }

    /// The window as drawn by the latest ``commit(_:in:)``, converted to
    /// straight-alpha RGBA when first read after it.
    public var lastFrame: Image? {
        if committedImage == nil, retained != nil, let canvas { committedImage = canvas.image() }
        return committedImage
    }

    /// Draws `view` and its subtree on a canvas the size of its bounds, with
    /// the view's own frame origin ignored (it is drawn at 0, 0).
    ///
    /// - Throws: ``RasterError`` for an empty or oversized canvas.
    public func render(_ view: View) throws(RasterError) -> Image {
        // The canvas is about to show something else: keep the committed frame as an image.
        if retained != nil {
            _ = lastFrame
            retained = nil
        }
        let canvas = try drawFully(view)
        return canvas.image()
    }

    /// Draws a window's tree.
    public func render(_ window: Window) throws(RasterError) -> Image {
        try render(window.rootView)
    }

    /// Draws the whole of `view` on the kept canvas (made again when its
    /// size or scale changed) and records where each view landed.
    func drawFully(_ view: View) throws(RasterError) -> CairoCanvas {
        let canvas: CairoCanvas
        if let kept = self.canvas, kept.fits(view.bounds.size, scale: scale) {
            canvas = kept
            canvas.resetState()
            if !Self.coversOpaquely(view) { canvas.clear() }
        } else {
            self.canvas = nil
            canvas = try CairoCanvas(size: view.bounds.size, scale: scale)
            self.canvas = canvas
        }
        extents.removeAll(keepingCapacity: true)
        // The view's own origin is ignored: it is drawn at 0, 0.
        cairo_translate(canvas.context, -Double(view.frame.minX), -Double(view.frame.minY))
        draw(view, on: canvas, in: Transform(translationX: -view.frame.minX, y: -view.frame.minY), damage: nil)
        return canvas
    }

    /// Whether drawing `root` replaces every pixel of its canvas, so the
    /// previous frame need not be cleared first.
    static func coversOpaquely(_ root: View) -> Bool {
        !root.isHidden && root.alpha >= 1 && root.cornerRadius <= 0 && (root.backgroundColor?.alpha ?? 0) >= 1
            && (root.cornerRadii?.isZero ?? true) && root.transform.isIdentity
    }

    public func commit(_ transaction: ViewTransaction, in window: Window) {
        committedTransactionCount += 1
        committedImage = nil
        lastDamage = redraw(after: transaction, in: window)
    }
}
