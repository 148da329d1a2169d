extension AttributedText {
    /// Number of characters (grapheme clusters) in all runs.
    public var characterCount: Int { runs.reduce(0) { $0 + $1.text.count } }

    /// The first `count` characters, with their runs' attributes.
    public func prefix(_ count: Int) -> AttributedText {
        AttributedText(runs: Self.keeping(count, of: runs) { String($0.prefix($1)) }, paragraphStyle: paragraphStyle)
    }

    /// The first `count` characters of `runs`, in their order; `cut` keeps
    /// part of the run where the count runs out.
    private static func keeping(_ count: Int, of runs: some Sequence<Run>, cut: (String, Int) -> String) -> [Run] {
        var remaining = Swift.max(0, count)
        var result: [Run] = []
        for run in runs where remaining > 0 {
            if run.text.count <= remaining {
                result.append(run)
                remaining -= run.text.count
            } else {
                var part = run
                part.text = cut(run.text, remaining)
                result.append(part)
                remaining = 0
            }
        }
        return result
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
        let kept = Self.keeping(count, of: runs.reversed()) { String($0.suffix($1)) }
        return AttributedText(runs: kept.reversed(), paragraphStyle: paragraphStyle)
    }
}
