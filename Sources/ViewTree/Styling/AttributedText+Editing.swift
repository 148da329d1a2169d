extension AttributedText {
    /// Number of characters (grapheme clusters) in all runs.
    public var characterCount: Int { runs.reduce(0) { $0 + $1.text.count } }

    /// The first `count` characters, with their runs' attributes.
    public func prefix(_ count: Int) -> AttributedText {
        var remaining = Swift.max(0, count)
        var result: [Run] = []
        for run in runs where remaining > 0 {
            if run.text.count <= remaining {
                result.append(run)
                remaining -= run.text.count
            } else {
                var cut = run
                cut.text = String(run.text.prefix(remaining))
                result.append(cut)
                remaining = 0
            }
        }
        return AttributedText(runs: result, paragraphStyle: paragraphStyle)
    }

    /// The text without trailing spaces and line breaks.
    public func trimmingTrailingWhitespace() -> AttributedText {
        var result = runs
        while let last = result.last {
            let trimmed = String(last.text.reversed().drop(while: { $0.isWhitespace }).reversed())
            if trimmed.isEmpty {
                result.removeLast()
                continue
            }
            result[result.count - 1].text = trimmed
            break
        }
        return AttributedText(runs: result, paragraphStyle: paragraphStyle)
    }

    /// The last `count` characters, with their runs' attributes.
    public func suffix(_ count: Int) -> AttributedText {
        var remaining = Swift.max(0, count)
        var result: [Run] = []
        for run in runs.reversed() where remaining > 0 {
            if run.text.count <= remaining {
                result.append(run)
                remaining -= run.text.count
            } else {
                var cut = run
                cut.text = String(run.text.suffix(remaining))
                result.append(cut)
                remaining = 0
            }
        }
        return AttributedText(runs: result.reversed(), paragraphStyle: paragraphStyle)
    }
}
