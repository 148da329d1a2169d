import CPangoCairo
import Foundation
import ViewTree

extension PangoTextLayout {
    /// A piece of a shown line covering some of the text: its box (the
    /// line's height) in text-block coordinates and the line's baseline.
    package struct LineSegment {
        package var rect: CGRect
        package var baseline: CGFloat
    }

    /// The character under `point` (text-block coordinates), found by
    /// Pango in the layout that draws it; nil off the shown characters.
    func characterIndex(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        for paragraph in paragraphs where point.y >= paragraph.top && point.y < paragraph.top + paragraph.shownHeight {
            var index: Int32 = 0, trailing: Int32 = 0
            let inside = pango_layout_xy_to_index(
                paragraph.layout, Self.units(point.x - originX), Self.units(point.y - paragraph.top), &index, &trailing)
            guard inside != 0 else { return nil }
            return characterIndex(ofByte: paragraph.byteStart + Int(index))
        }
        return nil
    }

    /// The boxes of the characters in `range`, one per shown line piece.
    package func rects(for range: Range<Int>) -> [CGRect] {
        lineSegments(forBytes: byteRange(of: range)).map(\.rect)
    }

    /// The character offset of the character containing UTF-8 offset `byte`.
    func characterIndex(ofByte byte: Int) -> Int {
        // The last offset not past `byte`: offsets are ascending.
        var low = 0, high = characterByteOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if characterByteOffsets[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return min(low, max(0, characterByteOffsets.count - 2))
    }

    /// UTF-8 offsets of a character range, clamped to the text.
    func byteRange(of range: Range<Int>) -> Range<Int> {
        let last = characterByteOffsets.count - 1
        let lower = characterByteOffsets[min(max(0, range.lowerBound), last)]
        let upper = characterByteOffsets[min(max(0, range.upperBound), last)]
        return lower..<max(lower, upper)
    }

    /// The shown line pieces covering the UTF-8 range `bytes`, in reading order.
    package func lineSegments(forBytes bytes: Range<Int>) -> [LineSegment] {
        guard !bytes.isEmpty else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        var segments: [LineSegment] = []
        for paragraph in paragraphs {
            let iterator = pango_layout_get_iter(paragraph.layout)
            defer { pango_layout_iter_free(iterator) }
            for _ in 0..<paragraph.shownLineCount {
                defer { _ = pango_layout_iter_next_line(iterator) }
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
                let lineStart = paragraph.byteStart + Int(line.pointee.start_index)
                let lineEnd = lineStart + Int(line.pointee.length)
                let start = max(bytes.lowerBound, lineStart), end = min(bytes.upperBound, lineEnd)
                guard start < end else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let baseline = paragraph.top + CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(
                    line, Int32(start - paragraph.byteStart), Int32(end - paragraph.byteStart), &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges else { continue }
                for piece in 0..<Int(count) {
                    let left = CGFloat(ranges[2 * piece]) / scale, right = CGFloat(ranges[2 * piece + 1]) / scale
                    guard right > left else { continue }
                    let rect = CGRect(
                        x: originX + left, y: paragraph.top + CGFloat(logical.y) / scale,
                        width: right - left, height: CGFloat(logical.height) / scale)
                    segments.append(LineSegment(rect: rect, baseline: baseline))
                }
            }
        }
        return segments
    }
}
