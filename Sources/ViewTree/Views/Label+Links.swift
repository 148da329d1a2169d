import Foundation

extension Label {
    /// The text laid out for the label's width by ``textMeasurer`` (or its
    /// window's, ``Window/textMeasurer``), as it is drawn; nil when no
    /// measurer can lay text out for hit-testing.
    public func textLayout() -> (any TextLayout)? {
        guard let measurer = textMeasurer ?? (window?.textMeasurer as? any TextLayoutProviding) else { return nil }
        return measurer.layout(layoutRequest(maxWidth: bounds.width))
    }

    /// Where the text block's top-left sits in the label's bounds: text
    /// shorter than the label is centered vertically.
    public func textOrigin(for layout: any TextLayout) -> CGPoint {
        CGPoint(x: bounds.minX, y: bounds.minY + Swift.max(0, (bounds.height - layout.measurement.size.height) / 2))
    }

    /// The character under `point` (in the label's bounds coordinates), or nil.
    public func characterIndex(at point: CGPoint) -> Int? {
        guard let layout = textLayout() else { return nil }
        let origin = textOrigin(for: layout)
        return layout.characterIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The link (an index into the text's ``AttributedText/links``) under
    /// `point` in the label's bounds coordinates, or nil.
    public func linkIndex(at point: CGPoint) -> Int? {
        guard !text.links.isEmpty, let character = characterIndex(at: point) else { return nil }
        return text.links.firstIndex { $0.range.contains(character) }
    }

    /// The boxes of the characters in `range`, in the label's bounds coordinates.
    public func rects(forCharacters range: Range<Int>) -> [CGRect] {
        guard let layout = textLayout() else { return [] }
        let origin = textOrigin(for: layout)
        return layout.rects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// Sends the link at `index` among the text's links to ``linkHandler``
    /// as `kind`; without a handler, a tap opens the link's web address
    /// (``Window/open(_:)-(URL)``). Returns false (and does nothing) when there is
    /// no such link, or nothing hears it.
    @discardableResult
    public func activateLink(at index: Int, kind: TextLinkEvent.Kind = .tap) -> Bool {
        let links = text.links
        guard links.indices.contains(index) else { return false }
        if let linkHandler {
            linkHandler(TextLinkEvent(kind: kind, link: links[index].link, range: links[index].range, index: index))
            return true
        }
        guard kind == .tap, let url = links[index].link.url, let window else { return false }
        return window.open(url)
    }

    /// Keeps the link recognizer while the links do something, and gives
    /// up focus once they do not.
    func linksDidChange(wasFocusable: Bool) {
        let recognizers = gestureRecognizers.filter { $0 is TextLinkGestureRecognizer }
        if hearsLinks, recognizers.isEmpty {
            addGestureRecognizer(TextLinkGestureRecognizer())
        } else if !hearsLinks {
            for old in recognizers { removeGestureRecognizer(old) }
        }
        if wasFocusable, !canBecomeFirstResponder { resignFirstResponder() }
    }
}
