import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// A drawing view's display list, its canvas placed in the box by the
    /// content mode and clipped to the box (as an inline SVG's viewport is).
    func drawDrawingView(_ view: DrawingView, in box: CGRect, on canvas: CairoCanvas) {
        let drawing = view.drawing
        guard !drawing.isEmpty, box.width > 0, box.height > 0 else { return }
        let rect = view.contentMode.rect(forImageOfSize: drawing.size, in: box)
        let cr = canvas.context
        cairo_save(cr)
        cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width / drawing.size.width), Double(rect.height / drawing.size.height))
        draw(drawing, on: canvas)
        cairo_restore(cr)
    }

    /// Runs the commands; states still saved at the end are dropped with
    /// the caller's restore.
    func draw(_ drawing: Drawing, on canvas: CairoCanvas) {
        let cr = canvas.context
        var depth = 0
        for command in drawing.commands {
            switch command {
            case let .fill(path, paint, rule):
                cairo_new_path(cr)
                canvas.addPath(path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setPaint(paint, for: path, on: canvas)
                cairo_fill(cr)
            case let .stroke(path, paint, style):
                guard style.lineWidth > 0 else { continue }
                cairo_new_path(cr)
                canvas.addPath(path)
                canvas.setStrokeStyle(style)
                setPaint(paint, for: path, on: canvas)
                cairo_stroke(cr)
            case let .clip(path, rule):
                cairo_new_path(cr)
                canvas.addPath(path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case let .image(image, rect):
                drawImage(image, in: rect.standardized, on: canvas)
            case let .text(text):
                drawText(text, on: canvas)
            case let .transform(transform):
                canvas.concatenate(transform)
            case .saveState:
                cairo_save(cr)
                depth += 1
            case .restoreState:
                // Validation saw a save for every restore.
                guard depth > 0 else { continue }
                cairo_restore(cr)
                depth -= 1
            }
        }
        for _ in 0..<depth { cairo_restore(cr) }
        cairo_new_path(cr)
    }

    /// Sets the source: a colour, or a gradient over its box (the path's
    /// bounds when it names none); a box with no area paints the last stop.
    private func setPaint(_ paint: DrawingPaint, for path: DrawingPath, on canvas: CairoCanvas) {
        switch paint {
        case let .color(color):
            canvas.setColor(color)
        case let .gradient(gradient, box):
            let area = box?.standardized ?? path.boundingBox ?? .zero
            guard area.width > 0, area.height > 0, let pattern = Self.pattern(for: gradient, in: area) else {
                canvas.setColor(gradient.stops[gradient.stops.count - 1].color)
                return
            }
            cairo_set_source(canvas.context, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// One line of text with its baseline's anchor at the text's position.
    private func drawText(_ text: DrawingText, on canvas: CairoCanvas) {
        let line = text.singleLine
        guard !line.isEmpty else { return }
        let request = TextLayoutRequest(text: AttributedText(line), font: text.font, lineBreakMode: .clip, maximumNumberOfLines: 1)
        let cr = canvas.context
        textSystem.withLayout(request) { layout in
            let measurement = layout.measurement
            let shift: CGFloat = switch text.anchor {
            case .start: 0
            case .center: measurement.size.width / 2
            case .end: measurement.size.width
            }
            let x = text.position.x - shift, top = text.position.y - measurement.firstBaseline
            canvas.setColor(text.color)
            for paragraph in layout.paragraphs {
                cairo_move_to(cr, Double(x + layout.originX), Double(top + paragraph.top))
                pango_cairo_show_layout(cr, paragraph.layout)
            }
        }
    }
}
