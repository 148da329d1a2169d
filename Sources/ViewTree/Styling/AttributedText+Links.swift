extension AttributedText {
    /// A link and the characters it covers.
    public struct LinkRange: Hashable, Sendable {
        /// What the characters link to.
        public var link: TextLink
        /// The characters, as offsets into ``AttributedText/string`` counted
        /// in characters (grapheme clusters).
        public var range: Range<Int>

        /// A link over `range`.
        public init(link: TextLink, range: Range<Int>) {
            self.link = link
            self.range = range
        }
    }

    /// Whether any of the text's characters is in a link: ``links`` without
    /// counting characters or making the list (focus order asks every label
    /// on every flush).
    var containsLinks: Bool {
        runs.contains { !$0.text.isEmpty && $0.link != nil }
    }

    /// The text's links in reading order: adjacent runs with equal links
    /// make one, and empty runs none.
    public var links: [LinkRange] {
        var result: [LinkRange] = []
        var offset = 0
        for run in runs {
            let count = run.text.count
            defer { offset += count }
            guard let link = run.link, count > 0 else { continue }
            if let last = result.last, last.link == link, last.range.upperBound == offset {
                result[result.count - 1].range = last.range.lowerBound..<(offset + count)
            } else {
                result.append(LinkRange(link: link, range: offset..<(offset + count)))
            }
        }
        return result
    }

    /// The link covering the character at `index`, or nil when it is in no link.
    public func link(atCharacter index: Int) -> LinkRange? {
        links.first { $0.range.contains(index) }
    }

    /// The characters in `range` (clamped to the text), as a string.
    public func substring(in range: Range<Int>) -> String {
        let characters = Array(string)
        let lower = Swift.min(Swift.max(0, range.lowerBound), characters.count)
        let upper = Swift.min(Swift.max(lower, range.upperBound), characters.count)
        return String(characters[lower..<upper])
    }
}
