import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// The text (bullets for secure entry; dimmed when disabled) or the dimmed placeholder, inside
    /// the inputs' insets: a field's line centered vertically, a text view's
    /// lines from the top; then, when focused, the selection behind the text
    /// or a caret. A focused input scrolls its text so the caret shows, as
    /// UIKit's do: a field sideways, a text view up.
    func drawTextInput(_ input: TextInputView, in box: CGRect, on canvas: CairoCanvas) {
        let inner = box.inset(by: TextInputView.textInsets)
        guard inner.width > 0, inner.height > 0 else { return }
        let isField = !input.allowsLineBreaks
        let showsPlaceholder = input.text.isEmpty
        let shown = showsPlaceholder ? input.placeholder ?? "" : Self.displayedText(of: input)
        let scrolls = input.isFirstResponder && !showsPlaceholder
        // A focused field lays its line out unbounded, so the caret has a place past the right edge.
        let request = TextLayoutRequest(
            text: AttributedText(shown), font: input.font, alignment: scrolls && isField ? .left : input.textAlignment,
            lineBreakMode: isField ? .clip : .wordWrap, maximumNumberOfLines: isField ? 1 : 0,
            maxWidth: scrolls && isField ? .infinity : inner.width)
        let color = showsPlaceholder || !input.isEnabled ? SemanticColor.placeholderText.resolved(for: input.traitCollection) : input.textColor
        let cr = canvas.context
        textSystem.withLayout(request) { text in
            let top = TextInputView.firstLineTop(inHeight: box.height, lineHeight: text.shownHeight, font: input.font,
                                                 allowsLineBreaks: !isField)
            var origin = CGPoint(x: inner.minX, y: box.minY + top)
            if scrolls {
                let caret = Self.caretRect(at: input.selectedRange.upperBound, in: shown, layout: text.layout, origin: origin)
                if caret.maxX + 1.5 > inner.maxX { origin.x -= caret.maxX + 1.5 - inner.maxX }
                if caret.maxY > inner.maxY { origin.y -= caret.maxY - inner.maxY }
            }
            cairo_save(cr)
            cairo_rectangle(cr, Double(inner.minX), Double(inner.minY), Double(inner.width), Double(inner.height))
            cairo_clip(cr)
            if input.isFirstResponder, !showsPlaceholder || input.selectedRange.isEmpty {
                drawSelection(of: input, shown: showsPlaceholder ? "" : shown, layout: text.layout,
                              origin: origin, right: inner.maxX, on: canvas)
            }
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            canvas.setColor(color)
            pango_cairo_show_layout(cr, text.layout)
            cairo_restore(cr)
        }
    }

    /// A 2-point ring in the tint just outside the focused view, with a
    /// 2-point gap in the background colour between (white, black in dark
    /// mode), so it shows on views filled with the tint and over images alike.
    func drawFocusRing(of view: View, in box: CGRect, on canvas: CairoCanvas) {
        let cr = canvas.context
        let traits = view.traitCollection
        cairo_set_line_width(cr, 2)
        canvas.addRoundedRect(box.insetBy(dx: -1, dy: -1), radius: view.cornerRadius + 1)
        canvas.setColor(SemanticColor.systemBackground.resolved(for: traits))
        cairo_stroke(cr)
        canvas.addRoundedRect(box.insetBy(dx: -3, dy: -3), radius: view.cornerRadius + 3)
        canvas.setColor(SemanticColor.tint.resolved(for: traits))
        cairo_stroke(cr)
    }
    static let selectionColor = Color(red8: 0, green8: 122, blue8: 255, alpha8: 64)

    /// Where the caret before character `offset` of `shown` is, laid out at `origin`.
    static func caretRect(at offset: Int, in shown: String, layout: OpaquePointer, origin: CGPoint) -> CGRect {
        let clamped = min(max(0, offset), shown.count)
        let index = String(shown.prefix(clamped)).utf8.count
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(index), &rect)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: origin.x + CGFloat(rect.x) / scale, y: origin.y + CGFloat(rect.y) / scale,
                      width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)
    }

    static func displayedText(of input: TextInputView) -> String {
        input.isSecureTextEntry ? String(repeating: "•", count: input.text.count) : input.text
    }

    /// The selection's rectangles (one per line it covers) or a caret line.
    private func drawSelection(of input: TextInputView, shown: String, layout: OpaquePointer, origin: CGPoint,
                               right: CGFloat, on canvas: CairoCanvas) {
        let cr = canvas.context
        func position(_ offset: Int) -> CGRect { Self.caretRect(at: offset, in: shown, layout: layout, origin: origin) }
        let selection = input.selectedRange
        let start = position(selection.lowerBound)
        if selection.isEmpty {
            canvas.setColor(SemanticColor.tint.resolved(for: input.traitCollection))
            cairo_rectangle(cr, Double(start.minX), Double(start.minY), 1.5, Double(start.height))
            cairo_fill(cr)
            return
        }
        let end = position(selection.upperBound)
        canvas.setColor(Self.selectionColor)
        if start.minY == end.minY {
            cairo_rectangle(cr, Double(start.minX), Double(start.minY), Double(end.minX - start.minX), Double(start.height))
        } else {
            let right = Double(right)
            cairo_rectangle(cr, Double(start.minX), Double(start.minY), right - Double(start.minX), Double(start.height))
            cairo_rectangle(cr, Double(origin.x), Double(start.maxY), right - Double(origin.x), Double(end.minY - start.maxY))
            cairo_rectangle(cr, Double(origin.x), Double(end.minY), Double(end.minX - origin.x), Double(end.height))
        }
        cairo_fill(cr)
    }
}
