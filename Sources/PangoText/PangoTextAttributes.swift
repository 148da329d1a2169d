import CPangoCairo
import Foundation
import ViewTree

/// Turns runs into a Pango attribute list for one layout's piece of the text.
///
/// Every run gets an absolute line height, its font's natural one times the
/// paragraph style's multiple, so a line's height never depends on which
/// fallback fonts drew its glyphs: the browser's fixed CSS line heights work so.
///
/// Pango draws and measures fonts, colors, backgrounds, kerning (letter
/// spacing), baseline offsets (rise), line height, single, double and wavy
/// underlines and single strikethroughs, each with its color. Thick
/// underlines and double, thick or wavy strikethroughs, which Pango 1.50
/// cannot draw, and shadows are drawn by ``RasterRenderer`` from the
/// layout's geometry (``PangoTextLayout/lineSegments(forBytes:)``).
enum PangoTextAttributes {
    static func list(
        for text: AttributedText, style: ParagraphStyle, in piece: Range<Int>, font defaultFont: Font, context: OpaquePointer
    ) -> OpaquePointer? {
        guard let list = pango_attr_list_new() else { return nil }
        var runStart = 0
        for run in text.runs {
            let runEnd = runStart + run.text.utf8.count
            defer { runStart = runEnd }
            let start = max(runStart, piece.lowerBound), end = min(runEnd, piece.upperBound)
            guard start < end else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start - piece.lowerBound)
                attribute.pointee.end_index = UInt32(end - piece.lowerBound)
                pango_attr_list_insert(list, attribute)
            }
            if let font = run.font {
                let description = PangoTextLayout.fontDescription(font)
                add(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            // Each run's lines are its font's natural height (times the style's multiple), as the page sets
            // CSS's line-height per run: glyphs from a fallback font (CJK, emoji) do not make a line taller.
            let font = run.font ?? defaultFont
            if !font.features.isEmpty {
                add(pango_attr_font_features_new(font.features.map(\.description).joined(separator: ",")))
            }
            let natural = PangoTextLayout.naturalLineHeight(of: font, context: context)
            add(pango_attr_line_height_new_absolute(Int32(clamping: Int((Double(natural) * Double(style.lineHeightMultiple)).rounded()))))
            if let color = run.color {
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                add(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            if let background = run.backgroundColor {
                add(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
                add(pango_attr_background_alpha_new(max(1, channel(background.alpha))))
            }
            if let underline = run.underline {
                switch underline.style {
                case .single: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                case .double: add(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
                case .wavy: add(pango_attr_underline_new(PANGO_UNDERLINE_ERROR))
                case .thick: break
                }
                if let color = underline.color, underline.style != .thick {
                    add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
            if let strikethrough = run.strikethrough, strikethrough.style == .single {
                add(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color {
                    add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
            if run.kerning != 0 { add(pango_attr_letter_spacing_new(PangoTextLayout.units(run.kerning))) }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(PangoTextLayout.units(run.baselineOffset))) }
        }
        return list
    }

    static func channel(_ value: Double) -> UInt16 {
        UInt16((min(1, max(0, value)) * 65535).rounded())
    }
}
