import CPangoCairo
import Foundation
import ViewTree

/// Text laid out by Pango from a ``/ViewTree/TextLayoutRequest``; measured,
/// hit-tested and drawn from the same objects, so what is measured is what
/// is drawn.
///
/// One Pango layout holds the whole text, except when the paragraph style
/// spaces paragraphs apart (Pango 1.50 has no paragraph spacing): then each
/// paragraph is its own layout, stacked with the spacing between them, and
/// the line limit counts lines across them.
package final class PangoTextLayout {
    /// One Pango layout and where it sits in the text block.
    package struct Paragraph {
        package let layout: OpaquePointer
        /// Where its text starts in the request's UTF-8 text.
        package let byteStart: Int
        /// Its top in text-block coordinates, in points.
        package let top: CGFloat
        /// Lines shown (the line limit applied).
        package let shownLineCount: Int
        /// Height of the shown lines, in points.
        package let shownHeight: CGFloat
    }

    package let request: TextLayoutRequest
    package let style: ParagraphStyle
    package let paragraphs: [Paragraph]
    /// How far every line is moved right for head indents, in points.
    package let originX: CGFloat
    package let measurement: TextMeasurement
    /// The UTF-8 offset of each character of the text, and the text's
    /// length last; made when hit-testing first needs it, as measuring does not.
    private(set) lazy var characterByteOffsets: [Int] = {
        var offsets: [Int] = []
        var byte = 0
        for character in request.text.string {
            offsets.append(byte)
            byte += character.utf8.count
        }
        offsets.append(byte)
        return offsets
    }()

    init(request: TextLayoutRequest, context: OpaquePointer) {
        self.request = request
        style = request.paragraphStyle
        originX = min(style.firstLineHeadIndent, style.headIndent)
        (paragraphs, measurement) = Self.build(request, style: style, originX: originX, context: context)
    }

    deinit {
        for paragraph in paragraphs { g_object_unref(UnsafeMutableRawPointer(paragraph.layout)) }
    }

    /// Height of the shown lines, in points (the clip when drawing).
    package var shownHeight: CGFloat { measurement.size.height }

    /// The first paragraph's layout: the whole text's when the paragraph
    /// style spaces no paragraphs apart (text inputs' always).
    package var layout: OpaquePointer { paragraphs[0].layout }

    // MARK: Building

    private static func build(
        _ request: TextLayoutRequest, style: ParagraphStyle, originX: CGFloat, context: OpaquePointer
    ) -> ([Paragraph], TextMeasurement) {
        let bytes = Array(request.text.string.utf8)
        var pieces: [Range<Int>] = []
        if style.paragraphSpacing > 0 || style.paragraphSpacingBefore > 0 {
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                pieces.append(start..<index)
                start = index + 1
            }
            pieces.append(start..<bytes.count)
        } else {
            pieces = [0..<bytes.count]
        }
        let limit = request.maximumNumberOfLines
        var remaining = limit > 0 ? limit : Int.max
        var paragraphs: [Paragraph] = []
        var top: CGFloat = 0
        var width: CGFloat = 0
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        var truncated = false
        let gap = style.lineSpacing + style.paragraphSpacing + style.paragraphSpacingBefore
        let trailingKerning = Self.trailingKerning(of: request.text, bytes: bytes)
        for piece in pieces {
            guard remaining > 0 else { truncated = true; break }
            // GLib aborts rather than return nil when memory runs out; stop measuring if it ever does.
            guard let layout = pango_layout_new(context) else { break }
            configure(layout, request: request, style: style, bytes: bytes, piece: piece, lines: limit > 0 ? remaining : 0,
                      context: context)
            let lines = measureLines(layout, bytes: bytes, byteStart: piece.lowerBound, style: style, originX: originX,
                                     limit: remaining, kerning: trailingKerning)
            if !paragraphs.isEmpty { top += gap }
            if paragraphs.isEmpty { firstBaseline = top + lines.firstBaseline }
            lastBaseline = top + lines.lastBaseline
            width = max(width, lines.width)
            truncated = truncated || lines.truncated
            paragraphs.append(Paragraph(layout: layout, byteStart: piece.lowerBound, top: top,
                                        shownLineCount: lines.shown, shownHeight: lines.height))
            top += lines.height
            remaining -= lines.shown
        }
        guard !request.text.isEmpty else {
            return (paragraphs, TextMeasurement(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0))
        }
        let measurement = TextMeasurement(
            size: CGSize(width: width, height: top), lineCount: paragraphs.reduce(0) { $0 + $1.shownLineCount },
            isTruncated: truncated, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        return (paragraphs, measurement)
    }

    private static func configure(
        _ layout: OpaquePointer, request: TextLayoutRequest, style: ParagraphStyle, bytes: [UInt8], piece: Range<Int>, lines: Int,
        context: OpaquePointer
    ) {
        // Pieces end at line breaks, so each is whole UTF-8.
        let text = piece.count == bytes.count ? request.text.string : String(decoding: bytes[piece], as: UTF8.self)
        pango_layout_set_text(layout, text, Int32(piece.count))
        let defaultDescription = fontDescription(request.font)
        pango_layout_set_font_description(layout, defaultDescription)
        pango_font_description_free(defaultDescription)
        if let attributes = PangoTextAttributes.list(for: request.text, style: style, in: piece, font: request.font,
                                                     context: context) {
            pango_layout_set_attributes(layout, attributes)
            // The layout holds its own reference; without this each layout leaked its list.
            pango_attr_list_unref(attributes)
        }

        let originX = min(style.firstLineHeadIndent, style.headIndent)
        if request.maxWidth.isFinite {
            let width = max(0, request.maxWidth - originX - style.tailIndent)
            pango_layout_set_width(layout, Int32(clamping: Int((width * CGFloat(PANGO_SCALE)).rounded(.down))))
        } else {
            pango_layout_set_width(layout, -1)
        }
        let mode = style.lineBreakMode
        pango_layout_set_wrap(layout, mode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if lines > 0, mode.truncates, request.maxWidth.isFinite {
            pango_layout_set_ellipsize(layout, ellipsizeMode(mode))
            pango_layout_set_height(layout, -Int32(clamping: lines))
        }
        pango_layout_set_auto_dir(layout, 0)
        let leading = request.writingDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        switch style.alignment {
        case .natural: pango_layout_set_alignment(layout, leading)
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, leading)
            pango_layout_set_justify(layout, 1)
        }
        if style.lineSpacing > 0 { pango_layout_set_spacing(layout, units(style.lineSpacing)) }
        let indent = style.firstLineHeadIndent - style.headIndent
        if indent != 0 { pango_layout_set_indent(layout, units(indent)) }
    }

    static func units(_ points: CGFloat) -> Int32 {
        Int32(clamping: Int((points * CGFloat(PANGO_SCALE)).rounded()))
    }

    private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, PangoFontFamilies.fallbackList(for: font.family))
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Kerning adds space after each character, the last of a line too (as
    /// in UIKit and CSS); Pango drops half of it at a line's start and end,
    /// which cancels at the start (the first glyph stays at the edge) and
    /// leaves the end one amount short. This gives that amount for a line's
    /// byte range, or nil when no run is kerned.
    private static func trailingKerning(of text: AttributedText, bytes: [UInt8]) -> ((Int, Int) -> CGFloat)? {
        guard text.runs.contains(where: { $0.kerning != 0 }) else { return nil }
        var ends: [(end: Int, kerning: CGFloat)] = []
        var offset = 0
        for run in text.runs {
            offset += run.text.utf8.count
            ends.append((offset, run.kerning))
        }
        return { start, end in
            var last = end
            // A line's break (a newline or the space it wrapped at) takes no kerning of its own.
            while last > start, bytes[last - 1] == UInt8(ascii: "\n") || bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
            guard last > start else { return 0 }
            return ends.first { $0.end >= last }?.kerning ?? 0
        }
    }

    private struct Lines {
        var shown = 0, width: CGFloat = 0, height: CGFloat = 0
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0
        var truncated = false
    }

    /// The shown lines' extents. A line's width counts its indent (Pango
    /// reports it in the line's x) and the block's head and tail indents.
    private static func measureLines(
        _ layout: OpaquePointer, bytes: [UInt8], byteStart: Int, style: ParagraphStyle, originX: CGFloat, limit: Int,
        kerning: ((Int, Int) -> CGFloat)?
    ) -> Lines {
        var lines = Lines()
        let total = Int(pango_layout_get_line_count(layout))
        lines.shown = min(total, limit)
        let scale = CGFloat(PANGO_SCALE)
        let indent = style.firstLineHeadIndent - style.headIndent
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<lines.shown {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            if index == 0 { lines.firstBaseline = baseline }
            lines.lastBaseline = baseline
            var lineWidth = CGFloat(logical.width) / scale
            // Pango gives every line of a valid iterator; without one there is nothing to adjust.
            let line = pango_layout_iter_get_line_readonly(iterator)?.pointee
            if let kerning, let line {
                lineWidth += kerning(byteStart + Int(line.start_index), byteStart + Int(line.start_index + line.length))
            }
            if style.hasSpacingOrIndents, let line {
                let start = Int(line.start_index) + byteStart
                let startsParagraph = start == byteStart || bytes[start - 1] == UInt8(ascii: "\n")
                let ownIndent = startsParagraph ? max(0, indent) : max(0, -indent)
                lineWidth += originX + ownIndent + style.tailIndent
            }
            lines.width = max(lines.width, lineWidth)
            lines.height = CGFloat(logical.y + logical.height) / scale
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        lines.truncated = lines.shown < total || pango_layout_is_ellipsized(layout) != 0
        return lines
    }
}
