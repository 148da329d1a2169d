import Foundation

extension Label {
    /// The text a one-line label truncated in the head or the middle shows
    /// at its width: the most characters that fit around an ellipsis
    /// ("…end of text", "start…text"), or nil when the label shows its text
    /// as it is (it fits, has more than one line, or truncates otherwise).
    ///
    /// Both backends show this text: the raster backend draws it, and the
    /// browser backend sends it to the page, whose CSS can only ellipsize a
    /// line's end. The ellipsis takes the attributes of the character
    /// before it (the first, for the head).
    public func truncatedText(measuredBy measurer: any TextMeasuring) -> AttributedText? {
        guard numberOfLines == 1, lineBreakMode == .truncateHead || lineBreakMode == .truncateMiddle,
              text.paragraphStyle == nil, bounds.width.isFinite, bounds.width > 0 else { return nil }
        let count = text.characterCount
        guard count > 1 else { return nil }
        func request(_ text: AttributedText) -> TextLayoutRequest {
            TextLayoutRequest(text: text, font: font, alignment: textAlignment, lineBreakMode: .clip, maximumNumberOfLines: 1,
                              maxWidth: .infinity, writingDirection: writingDirection)
        }
        let width = bounds.width
        guard measurer.measure(request(text)).size.width > width else { return nil }
        let head = lineBreakMode == .truncateHead
        func shown(keeping kept: Int) -> AttributedText {
            if head {
                let tail = text.suffix(kept)
                return ellipsis(like: text.suffix(kept + 1).prefix(1)) + tail
            }
            let start = text.prefix((kept + 1) / 2).trimmingTrailingWhitespace()
            return start + ellipsis(like: start.isEmpty ? text.prefix(1) : start) + text.suffix(kept / 2)
        }
        // The most characters kept whose line fits: widths grow with what is kept.
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.measure(request(shown(keeping: middle))).size.width <= width { low = middle } else { high = middle - 1 }
        }
        return shown(keeping: low)
    }

    /// "…" in the attributes of the last run of `neighbour`.
    private func ellipsis(like neighbour: AttributedText) -> AttributedText {
        guard var run = neighbour.runs.last else { return AttributedText("…") }
        run.text = "…"
        return AttributedText(runs: [run])
    }
}
