import Foundation
import Testing
import ViewTree

/// Every character 10 points wide, lines 20 tall.
private struct TenPointMeasurer: TextMeasuring {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        let width = CGFloat(request.text.characterCount) * 10
        return TextMeasurement(size: CGSize(width: width, height: 20), lineCount: 1, isTruncated: false, firstBaseline: 16, lastBaseline: 16)
    }
}

/// Every character 10 points wide, lines broken wherever the width is full.
private struct TenPointLayouts: TextLayoutProviding {
    struct Laid: TextLayout {
        let request: TextLayoutRequest
        var measurement: TextMeasurement { TenPointMeasurer().measure(request) }
        var perLine: Int { request.maxWidth.isFinite ? max(1, Int(request.maxWidth / 10)) : .max }
        func characterIndex(at point: CGPoint) -> Int? { nil }
        func rects(for range: Range<Int>) -> [CGRect] { [] }
        var lineStarts: [Int] { Array(stride(from: 0, to: request.text.characterCount, by: perLine)) }
    }

    func measure(_ request: TextLayoutRequest) -> TextMeasurement { TenPointMeasurer().measure(request) }
    func layout(_ request: TextLayoutRequest) -> any TextLayout { Laid(request: request) }
}

@MainActor
@Suite("Labels truncated in the head or the middle show the same text in both backends")
struct LabelTruncationTests {
    func label(_ text: AttributedText, mode: LineBreakMode, lines: Int = 1, width: CGFloat = 100) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        label.text = text
        label.lineBreakMode = mode
        label.numberOfLines = lines
        return label
    }

    @Test("The most characters that fit around the ellipsis: the end for the head, both ends for the middle")
    func headAndMiddle() {
        let text = AttributedText("abcdefghijklmnopqrst")
        #expect(label(text, mode: .truncateHead).truncatedText(measuredBy: TenPointMeasurer())?.string == "…lmnopqrst")
        #expect(label(text, mode: .truncateMiddle).truncatedText(measuredBy: TenPointMeasurer())?.string == "abcde…qrst")
    }

    @Test("Several lines: the lines before the last as wrapped, then a line break and the last line cut around the ellipsis")
    func severalLines() {
        let text = AttributedText("abcdefghijklmnopqrstuvwxyz0123")
        #expect(label(text, mode: .truncateHead, lines: 2).truncatedText(measuredBy: TenPointLayouts())?.string == "abcdefghij\n…vwxyz0123")
        #expect(label(text, mode: .truncateMiddle, lines: 2).truncatedText(measuredBy: TenPointLayouts())?.string == "abcdefghij\nklmno…0123")
        // Lines that all fit, and a last line holding a line break, are left to the backends.
        #expect(label(text, mode: .truncateMiddle, lines: 3).truncatedText(measuredBy: TenPointLayouts()) == nil)
        #expect(label("abcdefghijklmnopq\nrstuvwxyz0123", mode: .truncateMiddle, lines: 2).truncatedText(measuredBy: TenPointLayouts()) == nil)
    }

    @Test("Text that fits, several lines with a measurer that cannot lay out, no line limit, and tail truncation are shown as they are")
    func untouched() {
        let measurer = TenPointMeasurer()
        #expect(label("short", mode: .truncateHead).truncatedText(measuredBy: measurer) == nil)
        #expect(label("abcdefghijklmnopqrst", mode: .truncateHead, lines: 2).truncatedText(measuredBy: measurer) == nil)
        #expect(label("abcdefghijklmnopqrst", mode: .truncateHead, lines: 0).truncatedText(measuredBy: TenPointLayouts()) == nil)
        #expect(label("abcdefghijklmnopqrst", mode: .truncateTail).truncatedText(measuredBy: measurer) == nil)
        #expect(label("abcdefghijklmnopqrst", mode: .truncateMiddle, width: 0).truncatedText(measuredBy: measurer) == nil)
    }

    @Test("Runs keep their attributes; the ellipsis takes its neighbour's")
    func attributes() {
        let bold = Font.system(size: 15, weight: .bold)
        let text = AttributedText("abcdefghij", font: bold) + AttributedText("klmnopqrst", color: .red)
        let shown = label(text, mode: .truncateMiddle).truncatedText(measuredBy: TenPointMeasurer())
        #expect(shown?.runs.map(\.text) == ["abcde", "…", "qrst"])
        #expect(shown?.runs[1].font == bold && shown?.runs[2].color == .red)
        let head = label(text, mode: .truncateHead).truncatedText(measuredBy: TenPointMeasurer())
        #expect(head?.runs.map(\.text) == ["…", "lmnopqrst"] && head?.runs[0].color == .red)
    }
}
