import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// Text laid out for the label's width, centered vertically like `UILabel`,
    /// clipped to the bounds and to the shown lines, with the pressed link
    /// highlighted.
    func drawLabel(_ label: Label, in box: CGRect, on canvas: CairoCanvas) {
        guard !label.text.isEmpty, box.width > 0, box.height > 0 else { return }
        let highlight = label.highlightedLinkIndex.flatMap { index in
            label.text.links.indices.contains(index) ? (label.text.links[index].range, label.linkHighlightColor) : nil
        }
        var request = label.layoutRequest(maxWidth: box.width)
        // Truncated in the head or the middle: the text the page shows too (Label.truncatedText).
        if let shown = label.truncatedText(measuredBy: textSystem) {
            request.text = shown
            request.lineBreakMode = .clip
        }
        drawText(request, color: label.textColor, in: box, on: canvas, highlight: highlight)
    }

    func drawText(
        _ request: TextLayoutRequest, color: Color, in box: CGRect, on canvas: CairoCanvas,
        highlight: (range: Range<Int>, color: Color)? = nil
    ) {
        let cr = canvas.context
        textSystem.withLayout(request) { text in
            let top = box.minY + text.measurement.topWhenCentered(inHeight: box.height)
            let origin = CGPoint(x: box.minX, y: top)
            cairo_save(cr)
            cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
            cairo_clip(cr)
            drawShadows(text, at: origin, on: canvas)
            for paragraph in text.paragraphs {
                cairo_save(cr)
                let y = Double(top + paragraph.top)
                cairo_rectangle(cr, Double(box.minX), y, Double(box.width), Double(paragraph.shownHeight))
                cairo_clip(cr)
                cairo_move_to(cr, Double(box.minX + text.originX), y)
                canvas.setColor(color)
                pango_cairo_show_layout(cr, paragraph.layout)
                cairo_restore(cr)
            }
            drawDecorations(text, color: color, at: origin, on: canvas)
            if let highlight {
                canvas.setColor(highlight.color)
                for rect in text.rects(for: highlight.range) {
                    cairo_rectangle(cr, Double(origin.x + rect.minX), Double(origin.y + rect.minY), Double(rect.width), Double(rect.height))
                }
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }

    /// Each shadowed run's glyph outlines, moved by the shadow's offset and
    /// filled in its color, clipped to the run's own line pieces (so
    /// neighbouring runs cast none), then blurred.
    private func drawShadows(_ text: PangoTextLayout, at origin: CGPoint, on canvas: CairoCanvas) {
        let cr = canvas.context
        var start = 0
        for run in text.request.text.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard let shadow = run.shadow else { continue }
            let segments = text.lineSegments(forBytes: start..<end)
            guard !segments.isEmpty else { continue }
            cairo_save(cr)
            let blur = shadow.blurRadius
            if blur > 0 { cairo_push_group(cr) }
            cairo_translate(cr, Double(origin.x + shadow.offset.width), Double(origin.y + shadow.offset.height))
            for segment in segments {
                // A little past the line box: italic and accented glyphs overhang it.
                let rect = segment.rect.insetBy(dx: -2, dy: -2)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            }
            cairo_clip(cr)
            for paragraph in text.paragraphs {
                cairo_move_to(cr, Double(text.originX), Double(paragraph.top))
                pango_cairo_layout_path(cr, paragraph.layout)
            }
            canvas.setColor(shadow.color)
            cairo_fill(cr)
            if blur > 0 {
                cairo_reset_clip(cr)
                ShadowBlur.blur(cairo_get_group_target(cr), radius: blur)
                cairo_pop_group_to_source(cr)
                cairo_identity_matrix(cr)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }

    /// The decorations Pango cannot draw: thick underlines and double,
    /// thick or wavy strikethroughs, placed from each line's baseline in
    /// proportion to the run's font size (DejaVu Sans's metrics).
    private func drawDecorations(_ text: PangoTextLayout, color: Color, at origin: CGPoint, on canvas: CairoCanvas) {
        let cr = canvas.context
        var start = 0
        for run in text.request.text.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            let size = (run.font ?? text.request.font).size
            var lines: [(TextDecoration, offset: CGFloat)] = []
            if let underline = run.underline, underline.style == .thick { lines.append((underline, size * 0.09)) }
            if let strikethrough = run.strikethrough, strikethrough.style != .single { lines.append((strikethrough, -size * 0.28)) }
            guard !lines.isEmpty else { continue }
            let segments = text.lineSegments(forBytes: start..<end)
            for (decoration, offset) in lines {
                canvas.setColor(decoration.color ?? run.color ?? color)
                let thin = size * 0.05
                for segment in segments {
                    let x = Double(origin.x + segment.rect.minX), width = Double(segment.rect.width)
                    let y = Double(origin.y + segment.baseline + offset - run.baselineOffset)
                    switch decoration.style {
                    case .single:
                        cairo_rectangle(cr, x, y - Double(thin) / 2, width, Double(thin))
                    case .thick:
                        cairo_rectangle(cr, x, y - Double(thin), width, Double(thin) * 2)
                    case .double:
                        cairo_rectangle(cr, x, y - Double(thin) * 2, width, Double(thin))
                        cairo_rectangle(cr, x, y + Double(thin), width, Double(thin))
                    case .wavy:
                        wave(cr, x: x, y: y, width: width, amplitude: Double(thin) * 1.5, thickness: Double(thin))
                    }
                    cairo_fill(cr)
                }
            }
        }
    }

    private func wave(_ cr: OpaquePointer, x: Double, y: Double, width: Double, amplitude: Double, thickness: Double) {
        let step = amplitude * 2
        var position = 0.0, up = true
        cairo_move_to(cr, x, y)
        while position < width {
            position = min(width, position + step)
            cairo_line_to(cr, x + position, y + (up ? -amplitude : amplitude))
            up.toggle()
        }
        cairo_set_line_width(cr, thickness)
        cairo_stroke(cr)
        cairo_new_path(cr)
    }
}
