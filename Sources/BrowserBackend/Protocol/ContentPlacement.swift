import Foundation
import ViewTree

/// Where a picture sits in its view, by its content mode: the rectangle
/// ``ViewTree/ContentMode/rect(forImageOfSize:in:)`` gives, the one the
/// raster backend draws in, so the page does no placement of its own.
///
/// On the wire, in a message's `"pl"`, each placed view is `[id, [x, y, width, height]]`:
/// for an image view the image's rectangle in percent of the view's size
/// (so it follows the view through an animated frame), for a drawing view
/// the SVG `viewBox` that puts the drawing's canvas there; `null` for
/// nothing to place (no image, an empty view or drawing).
@MainActor
enum ContentPlacement {
    /// The placement for `view`, or nil when it has nothing placed by a content mode.
    static func placement(of view: View) -> [Double]? {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        if let imageView = view as? ImageView {
            guard let image = imageView.image, image.size.width > 0, image.size.height > 0 else { return nil }
            let rect = imageView.contentMode.rect(forImageOfSize: image.size, in: bounds)
            return [rect.minX / bounds.width, rect.minY / bounds.height, rect.width / bounds.width, rect.height / bounds.height]
                .map { Double($0 * 100) }
        }
        if let drawingView = view as? DrawingView {
            let size = drawingView.drawing.size
            guard size.width > 0, size.height > 0 else { return nil }
            let rect = drawingView.drawingRect
            let scaleX = rect.width / size.width, scaleY = rect.height / size.height
            guard scaleX > 0, scaleY > 0 else { return nil }
            // The viewBox is the bounds in the drawing's own units: the canvas lands on `rect`.
            return [-rect.minX / scaleX, -rect.minY / scaleY, bounds.width / scaleX, bounds.height / scaleY].map { Double($0) }
        }
        return nil
    }

    /// Whether `view` is placed by a content mode at all.
    static func places(_ view: View) -> Bool {
        view is ImageView || view is DrawingView
    }
}
