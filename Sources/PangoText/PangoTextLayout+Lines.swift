import CPangoCairo
import Foundation
import ViewTree

extension PangoTextLayout {
    /// The character offset where each shown line starts, in text order:
    /// a new paragraph's first line included, lines cut by the line limit not.
    func lineStarts() -> [Int] {
        var starts: [Int] = []
        for paragraph in paragraphs {
            let iterator = pango_layout_get_iter(paragraph.layout)
            defer { pango_layout_iter_free(iterator) }
            for _ in 0..<paragraph.shownLineCount {
                defer { _ = pango_layout_iter_next_line(iterator) }
                guard let line = pango_layout_iter_get_line_readonly(iterator)?.pointee else { continue }
                starts.append(characterIndex(ofByte: paragraph.byteStart + Int(line.start_index)))
            }
        }
        return starts
    }
}
