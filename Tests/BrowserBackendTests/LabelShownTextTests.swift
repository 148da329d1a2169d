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
        #expect(shown.reason == .hyphenated)
        let pieces = shown.text.string.split(separator: "\u{AD}")
        #expect(pieces.count >= 3, "\(shown.text.string)")
        #expect(shown.text.string.replacingOccurrences(of: "\u{AD}", with: "") == "A \(word)")
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
        // 17-point text in 150 points: a word of 7 characters at most 1.2 em each is 143 points wide at most.
        #expect(!LabelShownText.mayHyphenate(AttributedText("a bb ccc words fits"), font: .system(size: 17), width: 150))
        #expect(LabelShownText.mayHyphenate(AttributedText("a bb ccc Rindfleisch"), font: .system(size: 17), width: 150))
    }

    @Test("A one-line label truncated in the middle shows the truncated text")
    func truncation() throws {
        let shown = try #require(LabelShownText.of(label("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", width: 150, lines: 1, mode: .truncateMiddle),
                                                   measuredBy: PangoTextSystem.shared))
        #expect(shown.text.string.hasPrefix("/usr") && shown.text.string.hasSuffix(".ttf") && shown.text.string.contains("…"))
        #expect(shown.reason == .truncated)
    }
}

@MainActor
@Suite("Soft hyphens sit where Pango's lines start")
struct LabelShownTextPlacementTests {
    @Test("In Caladea at 358 points: each soft hyphen comes right before the first character of a hyphenated line")
    func placement() throws {
        try FontRegistry.shared.register(contentsOf: URL(filePath: "/usr/share/fonts/truetype/crosextra"))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 358, height: 100))
        label.text = AttributedText("Long words break with a hyphen in both backends: Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz.")
        label.font = Font(family: "Caladea", size: 17)
        label.numberOfLines = 0
        let layout = PangoTextSystem.shared.layout(label.layoutRequest(maxWidth: 358))
        let characters = Array(label.text.string)
        var lineStarts: [Int] = []
        var lastY: CGFloat = -1
        for index in characters.indices {
            guard let box = layout.rects(for: index..<(index + 1)).first else { continue }
            if box.midY > lastY + 1 { lineStarts.append(index); lastY = box.midY }
        }
        let shown = try #require(LabelShownText.of(label, measuredBy: PangoTextSystem.shared))
        print("breaks \(layout.hyphenatedBreaks) line starts \(lineStarts) shown \(shown.text.string.replacingOccurrences(of: "\u{AD}", with: "|"))")
        #expect(layout.hyphenatedBreaks.allSatisfy(lineStarts.contains))
    }
}
