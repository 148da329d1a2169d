@testable import BrowserBackend
import Foundation
import PangoText
import Testing
import ViewTree

@MainActor
@Suite("What the page shows for a label when CSS cannot lay it out as Pango does")
struct LabelShownTextTests {
    func label(_ text: String, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .wordWrap) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        label.text = AttributedText(text)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    @Test("A word too long for its line gets a soft hyphen where each of Pango's hyphenated lines starts")
    func softHyphens() throws {
        let word = "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"
        let shown = try #require(LabelShownText.of(label("A \(word)", width: 150), measuredBy: PangoTextSystem.shared))
        let pieces = shown.string.split(separator: "\u{AD}")
        #expect(pieces.count >= 3, "\(shown.string)")
        #expect(shown.string.replacingOccurrences(of: "\u{AD}", with: "") == "A \(word)")
        // Each piece after a soft hyphen starts a line in Pango's layout.
        let breaks = PangoTextSystem.shared.layout(label("A \(word)", width: 150).layoutRequest(maxWidth: 150)).hyphenatedBreaks
        #expect(breaks.count == pieces.count - 1)
    }

    @Test("Ordinary text, short words, CJK and one-line labels are left to the page")
    func leftAlone() {
        let text = PangoTextSystem.shared
        #expect(LabelShownText.of(label("Words that wrap at spaces only, as they should", width: 150), measuredBy: text) == nil)
        #expect(LabelShownText.of(label("日本語の文章は単語の間に空白がないので、行は文字の間で折り返されます。", width: 150), measuredBy: text) == nil)
        #expect(LabelShownText.of(label("Supercalifragilistic", width: 60, lines: 1), measuredBy: text) == nil, "one line: tail truncation")
        #expect(!LabelShownText.mayHyphenate(AttributedText("a bb ccc dddd eeeee")))
    }

    @Test("A one-line label truncated in the middle shows the truncated text")
    func truncation() throws {
        let shown = try #require(LabelShownText.of(label("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", width: 150, lines: 1, mode: .truncateMiddle),
                                                   measuredBy: PangoTextSystem.shared))
        #expect(shown.string.hasPrefix("/usr") && shown.string.hasSuffix(".ttf") && shown.string.contains("…"))
    }
}
