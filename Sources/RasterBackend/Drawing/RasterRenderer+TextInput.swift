import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// The text (bullets for secure entry; dimmed when disabled) or the dimmed placeholder, inside
    /// the inputs' insets: a field's line centered vertically, a text view's
    /// lines from the top; then, when focused, the selection behind the text
    /// or a caret.
    func drawTextInput(_ input: TextInputView, in box: CGRect, on canvas: CairoCanvas) {
        let inner = box.inset(by: TextInputView.textInsets)
        guard inner.width > 0, inner.height > 0 else { return }
        let isField = !input.allowsLineBreaks
        let showsPlaceholder = input.text.isEmpty
        let shown = showsPlaceholder ? input.placeholder ?? "" : Self.displayedText(of: input)
        let request = TextLayoutRequest(
            text: AttributedText(shown), font: input.font, alignment: input.textAlignment,
            lineBreakMode: isField ? .clip : .wordWrap, maximumNumberOfLines: isField ? 1 : 0, maxWidth: inner.width)
        let color = showsPlaceholder || !input.isEnabled ? Self.placeholderColor : input.textColor
        let cr = canvas.context
        textSystem.withLayout(request) { text in
            let lineHeight = max(text.shownHeight, input.font.size * 1.2)
            let top = isField ? inner.minY + max(0, (inner.height - lineHeight) / 2) : inner.minY
            cairo_save(cr)
            cairo_rectangle(cr, Double(inner.minX), Double(inner.minY), Double(inner.width), Double(inner.height))
            cairo_clip(cr)
            if input.isFirstResponder, !showsPlaceholder || input.selectedRange.isEmpty {
                drawSelection(of: input, shown: showsPlaceholder ? "" : shown, layout: text.layout,
                              origin: CGPoint(x: inner.minX, y: top), right: inner.maxX, on: canvas)
            }
            cairo_move_to(cr, Double(inner.minX), Double(top))
            canvas.setColor(color)
            pango_cairo_show_layout(cr, text.layout)
            cairo_restore(cr)
        }
    }

    /// A 2-point ring in the tint around the focused view, inside its bounds.
    func drawFocusRing(of view: View, in box: CGRect, on canvas: CairoCanvas) {
        let cr = canvas.context
        canvas.addRoundedRect(box.insetBy(dx: 1, dy: 1), radius: max(0, view.cornerRadius - 1))
        canvas.setColor(.tint)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
    }

    static let placeholderColor = Color(white: 0.6)
    static let selectionColor = Color(red8: 0, green8: 122, blue8: 255, alpha8: 64)

    static func displayedText(of input: TextInputView) -> String {
        input.isSecureTextEntry ? String(repeating: "•", count: input.text.count) : input.text
    }

    /// The selection's rectangles (one per line it covers) or a caret line.
    private func drawSelection(of input: TextInputView, shown: String, layout: OpaquePointer, origin: CGPoint,
                               right: CGFloat, on canvas: CairoCanvas) {
        let cr = canvas.context
        let characters = Array(shown)
        func position(_ offset: Int) -> CGRect {
            let clamped = min(max(0, offset), characters.count)
            let index = String(characters[0..<clamped]).utf8.count
            var rect = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &rect)
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: origin.x + CGFloat(rect.x) / scale, y: origin.y + CGFloat(rect.y) / scale,
                          width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)
        }
        let selection = input.selectedRange
        let start = position(selection.lowerBound)
        if selection.isEmpty {
            canvas.setColor(.tint)
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
