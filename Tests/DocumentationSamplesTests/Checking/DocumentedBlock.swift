/// A fenced code block in a Markdown file (the README, a DocC article), with
/// the sample marker before it, if any.
///
/// A marker is an HTML comment on the last non-blank line before the fence;
/// GitHub and DocC show neither:
///
/// ````markdown
/// <!-- sample: readme-hello -->
/// ```swift
/// import RasterBackend
/// ```
/// ````
struct DocumentedBlock: Equatable {
    /// The Markdown file, relative to the repository's root.
    let file: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The info string's first word (`swift`, `sh`), lowercased; empty when there is none.
    let language: String
    /// The sample the marker names, or nil without a marker.
    let sample: String?
    /// The block's lines, without the fence's indentation.
    let lines: [String]
    /// The spaces before the fence (a block inside a list item is indented).
    let indentation: Int
    /// The zero-based indices of the file's lines between the fences.
    let contentRange: Range<Int>

    /// A marker that precedes no code block.
    struct StrayMarker: Equatable {
        let file: String
        let line: Int
        let sample: String
    }

    /// The fenced blocks of a Markdown file, and markers that mark none.
    static func blocks(in text: String, file: String) -> (blocks: [DocumentedBlock], strayMarkers: [StrayMarker]) {
        let lines = text.components(separatedBy: "\n")
        var blocks: [DocumentedBlock] = []
        var stray: [StrayMarker] = []
        var pendingMarker: (name: String, line: Int)?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingWhitespace()
            if let name = markerName(trimmed) {
                if let pending = pendingMarker { stray.append(StrayMarker(file: file, line: pending.line, sample: pending.name)) }
                pendingMarker = (name, index + 1)
                index += 1
                continue
            }
            guard let fence = Fence(trimmed) else {
                if !trimmed.isEmpty, let pending = pendingMarker {
                    stray.append(StrayMarker(file: file, line: pending.line, sample: pending.name))
                    pendingMarker = nil
                }
                index += 1
                continue
            }
            let indentation = lines[index].leadingSpaces
            var end = index + 1
            while end < lines.count, !fence.isClosed(by: lines[end].trimmingWhitespace()) { end += 1 }
            let content = lines[(index + 1)..<min(end, lines.count)].map { line -> String in
                let stripped = line.trimmingTrailingWhitespace()
                return String(stripped.dropFirst(min(indentation, stripped.leadingSpaces)))
            }
            blocks.append(DocumentedBlock(
                file: file, line: index + 1, language: fence.language, sample: pendingMarker?.name,
                lines: content, indentation: indentation, contentRange: (index + 1)..<min(end, lines.count)))
            pendingMarker = nil
            index = end + 1
        }
        if let pending = pendingMarker { stray.append(StrayMarker(file: file, line: pending.line, sample: pending.name)) }
        return (blocks, stray)
    }

    /// The name in `<!-- sample: NAME -->`, or nil for any other line.
    static func markerName(_ trimmedLine: String) -> String? {
        guard trimmedLine.hasPrefix("<!--"), trimmedLine.hasSuffix("-->") else { return nil }
        let inner = String(trimmedLine.dropFirst(4).dropLast(3)).trimmingWhitespace()
        guard inner.hasPrefix("sample:") else { return nil }
        return String(inner.dropFirst("sample:".count)).trimmingWhitespace()
    }

    /// An opening fence: three or more backticks or tildes, then an info string.
    private struct Fence {
        let character: Character
        let length: Int
        let language: String

        init?(_ trimmedLine: String) {
            guard let first = trimmedLine.first, first == "`" || first == "~" else { return nil }
            let run = trimmedLine.prefix(while: { $0 == first }).count
            guard run >= 3 else { return nil }
            character = first
            length = run
            let info = String(trimmedLine.dropFirst(run)).trimmingWhitespace()
            language = String(info.prefix(while: { $0 != " " && $0 != "{" })).lowercased()
        }

        /// Whether `trimmedLine` closes this fence (CommonMark: the same character, at least as many, nothing after).
        func isClosed(by trimmedLine: String) -> Bool {
            trimmedLine.count >= length && trimmedLine.allSatisfy { $0 == character }
        }
    }
}
