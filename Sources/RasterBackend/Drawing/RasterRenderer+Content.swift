import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// The image where its content mode puts it, edges on device pixels as
    /// a browser's `object-fit` places them, so both backends show the same
    /// crisp edges.
    func drawImageView(_ imageView: ImageView, in box: CGRect, on canvas: CairoCanvas) {
        guard let image = imageView.image else { return }
        let placed = canvas.snappedToDevicePixels(imageView.contentMode.rect(forImageOfSize: image.size, in: box))
        drawImage(image, in: placed, on: canvas, tint: imageView.tintColor)
    }

    /// Draws `image` stretched over `rect`, filtered, with crisp edges; with
    /// a `tint`, only its shape (its alpha) in that colour, as the browser's
    /// CSS mask paints a template image.
    func drawImage(_ image: Image, in rect: CGRect, on canvas: CairoCanvas, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        let cr = canvas.context
        let surface = imageCache.surface(for: image)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(
            &matrix, Double(image.pixelWidth) / Double(rect.width), Double(image.pixelHeight) / Double(rect.height))
        cairo_matrix_translate(&matrix, -Double(rect.minX), -Double(rect.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        if let tint {
            cairo_clip(cr)
            canvas.setColor(tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Background image stretched over the bounds, then image and title side
    /// by side, centered as a group.
    func drawButton(_ button: Button, in box: CGRect, on canvas: CairoCanvas) {
        if let background = button.currentBackgroundImage {
            drawImage(background, in: box, on: canvas)
        }
        let image = button.currentImage
        let imageWidth = image?.size.width ?? 0
        var titleRequest: TextLayoutRequest?
        var titleSize = CGSize.zero
        if let title = button.currentTitle, !title.isEmpty {
            let request = TextLayoutRequest(
                text: AttributedText(title), font: button.titleFont, lineBreakMode: .truncateTail,
                maximumNumberOfLines: 1, maxWidth: max(0, box.width - imageWidth))
            titleSize = textSystem.measure(request).size
            titleRequest = request
        }
        var x = box.midX - (imageWidth + titleSize.width) / 2
        if let image {
            let size = image.size
            drawImage(image, in: CGRect(x: x, y: box.midY - size.height / 2, width: size.width, height: size.height), on: canvas)
            x += size.width
        }
        if let titleRequest {
            let titleBox = CGRect(x: x, y: box.minY, width: titleSize.width, height: box.height)
            drawText(titleRequest, color: button.currentTitleColor, in: titleBox, on: canvas)
        }
    }

    /// Twelve spokes fading around the circle: one frame of the spin
    /// (``ActivityIndicator/spokes(in:)``, which the page draws too).
    func drawActivityIndicator(_ indicator: ActivityIndicator, in box: CGRect, on canvas: CairoCanvas) {
        guard indicator.isAnimating else { return }
        let spokes = ActivityIndicator.spokes(in: box)
        guard !spokes.isEmpty else { return }
        let cr = canvas.context
        let color = indicator.color
        cairo_save(cr)
        cairo_set_line_width(cr, Double(min(box.width, box.height)) / 2 * ActivityIndicator.spokeWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for spoke in spokes {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * spoke.opacity)
            cairo_move_to(cr, Double(spoke.start.x), Double(spoke.start.y))
            cairo_line_to(cr, Double(spoke.end.x), Double(spoke.end.y))
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}
