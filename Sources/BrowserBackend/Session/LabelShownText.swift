import Foundation
import ViewTree

/// The text the page shows for a label when it is not the label's own:
/// what CSS cannot do as Pango does, the server works out and sends
/// (message `"tt"`, a ``PageDerivations`` value).
///
/// - One line truncated in the head or the middle: the truncated text
///   (``ViewTree/Label/truncatedText(measuredBy:)``), which the raster
///   backend draws too.
/// - A word too long for its line, which Pango breaks with a hyphen: the
///   text with a soft hyphen (U+00AD) where each such line starts, so the
///   page breaks there and draws the hyphen too. Soft hyphens are not read
///   by screen readers and not copied as visible characters.
///
/// Nil for every other label: the page lays out its own text.
///
/// A truncated label is read whole: the page reads its own text in place
/// of the shown one (``PageDerivations`` sets it as the spoken text), as
/// VoiceOver reads a truncated `UILabel`'s whole text.
@MainActor
struct LabelShownText: Equatable {
    /// Why the page shows the server's text.
    enum Reason: Equatable {
        /// Cut around an ellipsis in the head or the middle.
        case truncated
        /// Soft hyphens where Pango broke words.
        case hyphenated
    }

    /// The text the page shows.
    let text: AttributedText
    let reason: Reason

    /// The text `label` shows in the page at its width, or nil for its own.
    static func of(_ label: Label, measuredBy measurer: any TextMeasuring) -> LabelShownText? {
        if let truncated = label.truncatedText(measuredBy: measurer) { return LabelShownText(text: truncated, reason: .truncated) }
        guard label.numberOfLines != 1, label.bounds.width > 0, label.bounds.width.isFinite,
              mayHyphenate(label.text, font: label.font, width: label.bounds.width), let layouts = measurer as? any TextLayoutProviding else { return nil }
        let breaks = layouts.layout(label.layoutRequest(maxWidth: label.bounds.width)).hyphenatedBreaks
        return breaks.isEmpty ? nil : LabelShownText(text: insertingSoftHyphens(into: label.text, before: breaks), reason: .hyphenated)
    }

    /// Whether some word might be wider than `width`, so that a line
    /// breaks inside it: only a word whose characters, each taken as 1.2 em
    /// of the largest font (wider than letters and CJK ideographs), could
    /// reach the width. Runs on every label change in every session, so
    /// almost every label is passed over without laying it out again.
    static func mayHyphenate(_ text: AttributedText, font: Font, width: CGFloat) -> Bool {
        let size = text.runs.reduce(font.size) { Swift.max($0, $1.font?.size ?? 0) }
        guard size > 0 else { return false }
        let shortest = Swift.max(1, Int((width / (size * 1.2)).rounded(.down)))
        var run = 0
        for character in text.string {
            run = character.isWhitespace ? 0 : run + 1
            if run >= shortest { return true }
        }
        return false
    }

    /// `text` with U+00AD before each character offset in `offsets` (ascending).
    static func insertingSoftHyphens(into text: AttributedText, before offsets: [Int]) -> AttributedText {
        var pending = offsets[...]
        var offset = 0
        var runs: [AttributedText.Run] = []
        for run in text.runs {
            var changed = run
            var shown = ""
            for character in run.text {
                if let next = pending.first, next == offset {
                    shown.append("\u{AD}")
                    pending.removeFirst()
                }
                shown.append(character)
                offset += 1
            }
            changed.text = shown
            runs.append(changed)
        }
        return AttributedText(runs: runs, paragraphStyle: text.paragraphStyle)
    }
}
