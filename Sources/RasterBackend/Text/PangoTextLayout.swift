import CPangoCairo
import Foundation
import ViewTree

/// One Pango layout built from a ``ViewTree/TextLayoutRequest``; measured and
/// drawn from the same object, so what is measured is what is drawn.
final class PangoTextLayout {
    let request: TextLayoutRequest
    let layout: OpaquePointer
    /// Lines shown (the request's line limit applied).
    let shownLineCount: Int
    let measurement: TextMeasurement

    init(request: TextLayoutRequest, context: OpaquePointer) {
        self.request = request
        layout = pango_layout_new(context)
        Self.configure(layout, for: request)
        (shownLineCount, measurement) = Self.measure(layout, request: request)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Height of the shown lines, in points (the clip when drawing).
    var shownHeight: CGFloat { measurement.size.height }

    private static func configure(_ layout: OpaquePointer, for request: TextLayoutRequest) {
        let string = request.text.string
        pango_layout_set_text(layout, string, Int32(string.utf8.count))

        let defaultDescription = fontDescription(request.font)
        pango_layout_set_font_description(layout, defaultDescription)
        pango_font_description_free(defaultDescription)
        let attributes = attributes(for: request)
        pango_layout_set_attributes(layout, attributes)
        // The layout holds its own reference; without this each layout leaked its list.
        pango_attr_list_unref(attributes)

        if request.maxWidth.isFinite {
            pango_layout_set_width(layout, Int32(clamping: Int((request.maxWidth * CGFloat(PANGO_SCALE)).rounded(.down))))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, request.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if request.maximumNumberOfLines > 0, request.lineBreakMode.truncates, request.maxWidth.isFinite {
            pango_layout_set_ellipsize(layout, ellipsizeMode(request.lineBreakMode))
            pango_layout_set_height(layout, -Int32(clamping: request.maximumNumberOfLines))
        }
        switch request.alignment {
        case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
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
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Per-run attributes, with byte ranges into the UTF-8 text.
    private static func attributes(for request: TextLayoutRequest) -> OpaquePointer {
        let list = pango_attr_list_new()!
        var start = 0
        for run in request.text.runs {
            let end = start + run.text.utf8.count
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            if let font = run.font {
                let description = fontDescription(font)
                add(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = run.color {
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                add(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            if run.isUnderlined { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.isStruckThrough { add(pango_attr_strikethrough_new(1)) }
            start = end
        }
        return list
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((value * 65535).rounded())
    }

    private static func measure(_ layout: OpaquePointer, request: TextLayoutRequest) -> (Int, TextMeasurement) {
        guard !request.text.isEmpty else {
            return (0, TextMeasurement(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0))
        }
        let totalLines = Int(pango_layout_get_line_count(layout))
        let limit = request.maximumNumberOfLines
        let shown = limit > 0 ? min(totalLines, limit) : totalLines
        let scale = CGFloat(PANGO_SCALE)
        var width: CGFloat = 0
        var height: CGFloat = 0
        var firstBaseline: CGFloat = 0
        var lastBaseline: CGFloat = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<shown {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            if index == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            width = max(width, CGFloat(logical.width) / scale)
            height = CGFloat(logical.y + logical.height) / scale
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        let truncated = shown < totalLines || pango_layout_is_ellipsized(layout) != 0
        let measurement = TextMeasurement(
            size: CGSize(width: width, height: height), lineCount: shown, isTruncated: truncated,
            firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        return (shown, measurement)
    }
}
