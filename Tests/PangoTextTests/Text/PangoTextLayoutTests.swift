import Foundation
import Testing
import ViewTree
@testable import PangoText

@MainActor
@Suite("Pango text layout: hit-testing, ranges and the new attributes' sizes")
struct PangoTextLayoutTests {
    let text = PangoTextSystem.shared
    let font = Font.system(size: 16)

    private func layout(_ attributed: AttributedText, maxWidth: CGFloat = .infinity, alignment: TextAlignment = .natural) -> any TextLayout {
        text.layout(TextLayoutRequest(text: attributed, font: font, alignment: alignment, lineBreakMode: .wordWrap, maxWidth: maxWidth))
    }

    private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    @Test("Every character's box leads back to that character, wrapped and centered alike")
    func roundTrip() throws {
        let string = "The quick brown fox jumps over the lazy dog"
        for alignment in [TextAlignment.natural, .center, .right, .justified] {
            let laidOut = layout(AttributedText(string), maxWidth: 120, alignment: alignment)
            #expect(laidOut.measurement.lineCount >= 3)
            for (index, character) in string.enumerated() where character != " " {
                let rects = laidOut.rects(for: index..<(index + 1))
                let rect = try #require(rects.first, "\(alignment) \(index)")
                #expect(rects.count == 1)
                #expect(laidOut.characterIndex(at: center(rect)) == index, "\(alignment): \(character) at \(index)")
            }
        }
    }

    @Test("A range over a line break has one box per line, each the line's height, lower ones further down")
    func rectsAcrossLines() {
        let laidOut = layout("Tap the blue link here", maxWidth: 90)
        let rects = laidOut.rects(for: 4..<17)
        #expect(rects.count >= 2)
        let lineHeight = laidOut.measurement.size.height / CGFloat(laidOut.measurement.lineCount)
        for rect in rects { #expect(abs(rect.height - lineHeight) < 0.01 && rect.maxX <= 90.01) }
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.minY < $1.minY })
    }

    @Test("Alignment moves the boxes: centered text starts inside the width, right-aligned text ends at it")
    func alignmentMovesRects() throws {
        let left = try #require(layout("Short", maxWidth: 200).rects(for: 0..<5).first)
        let centered = try #require(layout("Short", maxWidth: 200, alignment: .center).rects(for: 0..<5).first)
        let right = try #require(layout("Short", maxWidth: 200, alignment: .right).rects(for: 0..<5).first)
        #expect(left.minX == 0)
        #expect(abs(centered.midX - 100) < 0.01)
        #expect(abs(right.maxX - 200) < 0.01)
        #expect(abs(left.width - centered.width) < 0.01 && abs(left.width - right.width) < 0.01)
    }

    @Test("Points off the characters find none: past a line's end, below the last line, above the first")
    func missesAreNil() {
        let laidOut = layout("Hi", maxWidth: 200)
        let size = laidOut.measurement.size
        #expect(laidOut.characterIndex(at: CGPoint(x: 1, y: size.height / 2)) == 0)
        #expect(laidOut.characterIndex(at: CGPoint(x: size.width + 20, y: size.height / 2)) == nil)
        #expect(laidOut.characterIndex(at: CGPoint(x: 1, y: size.height + 1)) == nil)
        #expect(laidOut.characterIndex(at: CGPoint(x: 1, y: -1)) == nil)
        #expect(laidOut.characterIndex(at: CGPoint(x: CGFloat.nan, y: 1)) == nil)
        #expect(laidOut.rects(for: 5..<9).isEmpty && laidOut.rects(for: 1..<1).isEmpty)
    }

    @Test("Characters hidden by a line limit have no boxes and cannot be hit")
    func lineLimitHides() {
        let request = TextLayoutRequest(text: "one two three four five six", font: font, lineBreakMode: .clip,
                                        maximumNumberOfLines: 1, maxWidth: 60)
        let laidOut = text.layout(request)
        #expect(laidOut.measurement.lineCount == 1)
        #expect(laidOut.rects(for: 20..<27).isEmpty)
    }

    @Test("Line starts: each shown line's first character, across paragraphs, in characters, none past the line limit")
    func lineStarts() throws {
        let string = "👋 one two three four\nfive six"
        let laidOut = layout(AttributedText(string), maxWidth: 80)
        let starts = laidOut.lineStarts
        #expect(starts.first == 0 && starts.count == laidOut.measurement.lineCount && starts.count >= 3, "\(starts)")
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        let characters = Array(string)
        // Each later line starts a word, after a space or the line break.
        for start in starts.dropFirst() { #expect(characters[start - 1] == " " || characters[start - 1] == "\n", "\(start)") }
        #expect(starts.contains(try #require(characters.firstIndex(of: "\n")) + 1))
        let limited = text.layout(TextLayoutRequest(text: AttributedText(string), font: font, lineBreakMode: .clip,
                                                    maximumNumberOfLines: 2, maxWidth: 80))
        #expect(limited.lineStarts == Array(starts.prefix(2)))
    }

    @Test("Character offsets are characters: an emoji before a link does not shift it")
    func graphemes() throws {
        let string = AttributedText("👩‍👩‍👧 é ") + AttributedText("link")
        let laidOut = layout(string)
        let rect = try #require(laidOut.rects(for: 4..<5).first)
        #expect(laidOut.characterIndex(at: center(rect)) == 4)
        let emoji = try #require(laidOut.rects(for: 0..<1).first)
        #expect(laidOut.characterIndex(at: center(emoji)) == 0)
    }

    @Test("Kerning widens each character by its amount")
    func kerning() {
        let plain = text.measure(TextLayoutRequest(text: "kerning", font: font)).size
        let kerned = text.measure(TextLayoutRequest(text: AttributedText("kerning", kerning: 2), font: font)).size
        #expect(abs(kerned.width - plain.width - 7 * 2) < 0.05, "plain \(plain.width), kerned \(kerned.width)")
        #expect(kerned.height == plain.height)
    }

    @Test("A raised run makes its line taller by the offset; a line-height multiple multiplies each line")
    func baselineAndLineHeight() {
        let plain = text.measure(TextLayoutRequest(text: "x2", font: font)).size
        let raised = text.measure(TextLayoutRequest(text: AttributedText("x") + AttributedText("2", baselineOffset: 5), font: font))
        #expect(abs(raised.size.height - plain.height - 5) < 0.05)
        #expect(raised.firstBaseline > text.measure(TextLayoutRequest(text: "x2", font: font)).firstBaseline + 4.9)
        let tall = text.measure(TextLayoutRequest(
            text: AttributedText("one\ntwo", paragraphStyle: ParagraphStyle(lineHeightMultiple: 1.5)), font: font)).size
        #expect(abs(tall.height - 2 * 1.5 * plain.height) < 0.05)
    }

    @Test("Line spacing goes between lines; paragraph spacing between paragraphs, not after the last")
    func spacing() throws {
        let line = text.measure(TextLayoutRequest(text: "x", font: font)).size.height
        let spaced = text.measure(TextLayoutRequest(
            text: AttributedText("a\nb\nc", paragraphStyle: ParagraphStyle(lineSpacing: 4)), font: font))
        #expect(abs(spaced.size.height - (3 * line + 2 * 4)) < 0.05)
        let paragraphs = AttributedText("a\nb\nc", paragraphStyle: ParagraphStyle(lineSpacing: 2, paragraphSpacing: 10, paragraphSpacingBefore: 3))
        let measured = text.measure(TextLayoutRequest(text: paragraphs, font: font))
        #expect(measured.lineCount == 3)
        #expect(abs(measured.size.height - (3 * line + 2 * (2 + 10 + 3))) < 0.05)
        let laidOut = layout(paragraphs)
        let c = try #require(laidOut.rects(for: 4..<5).first)
        #expect(abs(c.minY - 2 * (line + 15)) < 0.05)
        #expect(laidOut.characterIndex(at: center(c)) == 4)
        #expect(laidOut.characterIndex(at: CGPoint(x: 2, y: line + 7)) == nil, "the gap between paragraphs holds no character")
    }

    @Test("A line limit counts lines across spaced paragraphs")
    func limitAcrossParagraphs() {
        let paragraphs = AttributedText("a\nb\nc", paragraphStyle: ParagraphStyle(paragraphSpacing: 10))
        let measured = text.measure(TextLayoutRequest(text: paragraphs, font: font, maximumNumberOfLines: 2))
        let line = text.measure(TextLayoutRequest(text: "x", font: font)).size.height
        #expect(measured.lineCount == 2 && measured.isTruncated)
        #expect(abs(measured.size.height - (2 * line + 10)) < 0.05)
    }

    @Test("Indents: the first line starts at its indent, the others at the head indent, and the tail indent narrows lines")
    func indents() throws {
        let style = ParagraphStyle(firstLineHeadIndent: 24, headIndent: 8, tailIndent: 10)
        let string = "Indented paragraphs wrap under their head indent"
        let laidOut = layout(AttributedText(string, paragraphStyle: style), maxWidth: 160)
        let first = try #require(laidOut.rects(for: 0..<1).first)
        #expect(abs(first.minX - 24) < 0.01)
        let all = laidOut.rects(for: 0..<string.count)
        #expect(all.count >= 2)
        for rect in all.dropFirst() { #expect(abs(rect.minX - 8) < 0.01) }
        for rect in all { #expect(rect.maxX <= 150.01) }
        // A hanging indent: the first line further left than the rest.
        let hanging = layout(AttributedText(string, paragraphStyle: ParagraphStyle(firstLineHeadIndent: 0, headIndent: 20)), maxWidth: 160)
        let lines = hanging.rects(for: 0..<string.count)
        #expect(abs(lines[0].minX) < 0.01 && lines.dropFirst().allSatisfy { abs($0.minX - 20) < 0.01 })
        // Unlimited width: the measured width includes the indents.
        let plain = text.measure(TextLayoutRequest(text: "Indent", font: font)).size.width
        let indented = text.measure(TextLayoutRequest(text: AttributedText("Indent", paragraphStyle: style), font: font)).size.width
        #expect(abs(indented - (plain + 24 + 10)) < 0.01)
    }

    @Test("Justified lines but the last fill the width")
    func justified() {
        let string = "Justified text spreads its words over every line but the last one"
        let laidOut = layout(AttributedText(string, paragraphStyle: ParagraphStyle(alignment: .justified)), maxWidth: 150)
        let lines = laidOut.rects(for: 0..<string.count)
        #expect(lines.count >= 3)
        for line in lines.dropLast() { #expect(abs(line.maxX - 150) < 0.5, "\(line)") }
        #expect(lines.last!.maxX < 140)
    }

    @Test("Truncation modes in a paragraph style apply, and its alignment wins over the request's")
    func paragraphLineBreakMode() throws {
        let style = ParagraphStyle(alignment: .right, lineBreakMode: .truncateHead)
        let request = TextLayoutRequest(text: AttributedText("A sentence much too long for the box", paragraphStyle: style),
                                        font: font, alignment: .left, lineBreakMode: .wordWrap, maximumNumberOfLines: 1, maxWidth: 100)
        let laidOut = text.layout(request)
        #expect(laidOut.measurement.isTruncated && laidOut.measurement.lineCount == 1)
        let last = try #require(laidOut.rects(for: 35..<36).first)
        #expect(abs(last.maxX - 100) < 0.5, "the end of the text is kept, at the right edge")
    }

    @Test("A label finds the link under a point through its text layout, centered vertically as drawn")
    func labelLinks() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        label.font = font
        label.textMeasurer = text
        label.text = AttributedText("Read the ") + AttributedText("terms", link: TextLink("terms")) + AttributedText(" and ")
            + AttributedText("privacy", link: TextLink("privacy"))
        let terms = try #require(label.rects(forCharacters: 9..<14).first)
        #expect(terms.minY > 15, "a one-line text in a 60-point label sits in its middle")
        #expect(label.linkIndex(at: center(terms)) == 0)
        let privacy = try #require(label.rects(forCharacters: 19..<26).first)
        #expect(label.linkIndex(at: center(privacy)) == 1)
        #expect(label.linkIndex(at: CGPoint(x: 5, y: terms.midY)) == nil)
        #expect(label.linkIndex(at: CGPoint(x: terms.midX, y: 2)) == nil)
    }
}
