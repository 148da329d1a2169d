import Foundation

extension Label {
    /// The text a label truncated in the head or the middle shows at its
    /// width, or nil when the label shows its text as it is (it fits, or
    /// truncates at the tail, or clips).
    ///
    /// One line shows the most characters that fit around an ellipsis
    /// ("…end of text", "start…text"). Several lines show their lines as
    /// wrapped up to the last one, which ends the text the same way: as
    /// `UILabel` does, only the last line is truncated. That needs a
    /// measurer that lays text out (``TextLayoutProviding``); a label with
    /// several lines whose last line would hold a line break, or with a
    /// paragraph style, or with no line limit, is left as it is.
    ///
    /// Both backends show this text: the raster backend draws it, and the
    /// browser backend sends it to the page, whose CSS can only ellipsize a
    /// line's end. The ellipsis takes the attributes of the character
    /// before it (the first, for the head).
    public func truncatedText(measuredBy measurer: any TextMeasuring) -> AttributedText? {
        guard numberOfLines >= 1, lineBreakMode == .truncateHead || lineBreakMode == .truncateMiddle,
              text.paragraphStyle == nil, bounds.width.isFinite, bounds.width > 0, text.characterCount > 1 else { return nil }
        if numberOfLines == 1 { return truncatedLine(text, measuredBy: measurer) }
        guard let layouts = measurer as? any TextLayoutProviding else { return nil }
        let wrapped = layouts.layout(TextLayoutRequest(
            text: text, font: font, alignment: textAlignment, lineBreakMode: .wordWrap, maximumNumberOfLines: 0,
            maxWidth: bounds.width, writingDirection: writingDirection))
        let starts = wrapped.lineStarts
        guard starts.count > numberOfLines else { return nil }
        let lastStart = starts[numberOfLines - 1]
        let rest = text.suffix(text.characterCount - lastStart)
        guard !rest.string.contains(where: \.isNewline), let last = truncatedLine(rest, measuredBy: measurer) else { return nil }
        // The lines before stay as wrapped; a line break keeps the truncated last line from joining them.
        let kept = text.prefix(lastStart).trimmingTrailingWhitespace()
        let hyphen = wrapped.hyphenatedBreaks.contains(lastStart) ? "-" : ""
        return kept + piece(hyphen + "\n", like: kept) + last
    }

    /// `line` cut around an ellipsis to fit the label's width on one line,
    /// or nil when it fits whole.
    private func truncatedLine(_ line: AttributedText, measuredBy measurer: any TextMeasuring) -> AttributedText? {
        let count = line.characterCount
        guard count > 1 else { return nil }
        func request(_ text: AttributedText) -> TextLayoutRequest {
            TextLayoutRequest(text: text, font: font, alignment: textAlignment, lineBreakMode: .clip, maximumNumberOfLines: 1,
                              maxWidth: .infinity, writingDirection: writingDirection)
        }
        let width = bounds.width
        guard measurer.measure(request(line)).size.width > width else { return nil }
        let head = lineBreakMode == .truncateHead
        func shown(keeping kept: Int) -> AttributedText {
            if head {
                let tail = line.suffix(kept)
                return piece("…", like: line.suffix(kept + 1).prefix(1)) + tail
            }
            let start = line.prefix((kept + 1) / 2).trimmingTrailingWhitespace()
            return start + piece("…", like: start.isEmpty ? line.prefix(1) : start) + line.suffix(kept / 2)
        }
        // The most characters kept whose line fits: widths grow with what is kept.
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.measure(request(shown(keeping: middle))).size.width <= width { low = middle } else { high = middle - 1 }
        }
        return shown(keeping: low)
    }

    /// `string` in the attributes of the last run of `neighbour`.
    private func piece(_ string: String, like neighbour: AttributedText) -> AttributedText {
        guard var run = neighbour.runs.last else { return AttributedText(string) }
        run.text = string
        return AttributedText(runs: [run])
    }
}
