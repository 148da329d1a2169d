import CPangoCairo
import Foundation
import ViewTree

extension PangoTextLayout {
    /// Where Pango broke a line inside a word and drew a hyphen: the
    /// characters that start such lines, as offsets into the request's text.
    /// The browser backend marks them with soft hyphens, so the page breaks
    /// and hyphenates there too.
    func hyphenatedBreaks() -> [Int] {
        var breaks: [Int] = []
        for paragraph in paragraphs {
            var count: Int32 = 0
            guard let attributes = pango_layout_get_log_attrs_readonly(paragraph.layout, &count) else { continue }
            // Log attributes count characters (Unicode scalars) of this layout's text.
            let text = String(decoding: Array(request.text.string.utf8).dropFirst(paragraph.byteStart), as: UTF8.self)
            let scalarStarts = Self.scalarByteOffsets(text)
            let iterator = pango_layout_get_iter(paragraph.layout)
            defer { pango_layout_iter_free(iterator) }
            var first = true
            for _ in 0..<paragraph.shownLineCount {
                defer { _ = pango_layout_iter_next_line(iterator) }
                guard let line = pango_layout_iter_get_line_readonly(iterator)?.pointee else { continue }
                defer { first = false }
                guard !first else { continue }
                let byte = Int(line.start_index)
                guard let scalar = scalarStarts.firstIndex(of: byte), scalar < Int(count),
                      attributes[scalar].bits & (1 << 13) != 0 else { continue }
                breaks.append(characterIndex(ofByte: paragraph.byteStart + byte))
            }
        }
        return breaks
    }

    /// The UTF-8 offset of each Unicode scalar of `text`.
    private static func scalarByteOffsets(_ text: String) -> [Int] {
        var offsets: [Int] = []
        var byte = 0
        for scalar in text.unicodeScalars {
            offsets.append(byte)
            byte += String(scalar).utf8.count
        }
        return offsets
    }
}
