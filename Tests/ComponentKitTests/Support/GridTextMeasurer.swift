import Foundation
import ViewTree

/// A text measurer with round numbers: every character is 0.6 em wide and a
/// line is 1.25 em tall; text wraps between characters at the width limit.
/// Layout tests use it so their dumps do not depend on fonts.
struct GridTextMeasurer: TextMeasuring, Equatable {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        let characters = request.text.string.count
        guard characters > 0 else {
            return TextMeasurement(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        let advance = request.font.size * 0.6
        let lineHeight = request.font.size * 1.25
        let perLine = request.maxWidth.isFinite ? max(1, Int(request.maxWidth / advance)) : characters
        let lines = (characters + perLine - 1) / perLine
        let limit = request.maximumNumberOfLines
        let shown = limit > 0 ? min(limit, lines) : lines
        let width = CGFloat(min(characters, perLine)) * advance
        return TextMeasurement(
            size: CGSize(width: width, height: CGFloat(shown) * lineHeight), lineCount: shown,
            isTruncated: shown < lines, firstBaseline: lineHeight * 0.8, lastBaseline: CGFloat(shown - 1) * lineHeight + lineHeight * 0.8)
    }
}
