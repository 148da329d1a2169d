import CPangoCairo
import Foundation
import Synchronization
import ViewTree

extension PangoTextLayout {
    private struct NaturalHeights {
        var generation = -1
        var heights: [Font: Int32] = [:]
    }

    private static let naturalHeights = Mutex(NaturalHeights())

    /// The height of one line of `font`'s own glyphs, in Pango units: what a
    /// line in it is with no fallback glyphs and no line height set. Kept per
    /// font until a font is registered (which may change what a family is).
    /// Called with the text system's lock held, as every Pango call is.
    static func naturalLineHeight(of font: Font, context: OpaquePointer) -> Int32 {
        let generation = FontRegistry.shared.generation
        if let known = naturalHeights.withLock({ $0.generation == generation ? $0.heights[font] : nil }) { return known }
        var height: Int32 = 0
        if let layout = pango_layout_new(context) {
            let description = fontDescription(font)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_text(layout, "x", 1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            height = Int32(logical.height)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        naturalHeights.withLock { state in
            if state.generation != generation || state.heights.count >= 512 { state = NaturalHeights(generation: generation) }
            state.heights[font] = height
        }
        return height
    }
}
