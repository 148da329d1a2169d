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

    @Test("Text that fits, more than one line, and tail truncation are shown as they are")
    func untouched() {
        let measurer = TenPointMeasurer()
        #expect(label("short", mode: .truncateHead).truncatedText(measuredBy: measurer) == nil)
        #expect(label("abcdefghijklmnopqrst", mode: .truncateHead, lines: 2).truncatedText(measuredBy: measurer) == nil)
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
