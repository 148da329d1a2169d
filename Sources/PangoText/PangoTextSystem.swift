import CPangoCairo
import Foundation
import ViewTree

/// Measures and lays out text with Pango, the way RasterBackend's `RasterRenderer` draws it.
///
/// Font sizes are absolute (CSS pixels at scale 1), hinting of metrics and
/// rounding of glyph positions are off, so widths agree with Chromium's for
/// the same font files and do not change with the drawing scale. Pango is not
/// thread-safe, so every use goes through one lock: measure from any thread.
/// The layouts of the last `cacheCapacity` requests are kept, so measuring
/// and drawing text that did not change does not shape it again.
///
/// ```swift
/// let text = PangoTextSystem.shared
/// let size = text.measure(TextLayoutRequest(text: "Hello", font: .system(size: 17))).size
/// ```
public final class PangoTextSystem: TextMeasuring, @unchecked Sendable {
    /// The process-wide text system.
    public static let shared = PangoTextSystem()

    // Guarded by `lock`: Pango objects are used from one thread at a time.
    private let lock = NSLock()
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    // Paragraphs run in the context's base direction, so right-to-left text
    // has a context of its own.
    private let rightToLeftContext: OpaquePointer
    private let layouts: PangoLayoutCache
    // The FontRegistry generation the font map has loaded; guarded by `lock`.
    private var fontGeneration = -1

    /// Laid-out texts kept at most, by request.
    public var cacheCapacity: Int { layouts.capacity }

    /// A text system with its own Pango font map and context, keeping the
    /// layouts of up to `cacheCapacity` recent requests (at least 1).
    public init(cacheCapacity: Int = 512) {
        layouts = PangoLayoutCache(capacity: cacheCapacity)
        fontMap = pango_cairo_font_map_new()
        context = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeftContext = Self.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
    }

    private static func makeContext(_ fontMap: OpaquePointer, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, direction)
        return context
    }

    deinit {
        // The layouts hold references to the contexts: release them first.
        layouts.removeAll()
        g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        withLayout(request) { layout in layout.measurement }
    }

    /// Lays out `request` and hands the layout to `body` while holding the lock.
    package func withLayout<Result>(_ request: TextLayoutRequest, _ body: (PangoTextLayout) -> Result) -> Result {
        let context = request.writingDirection == .rightToLeft ? rightToLeftContext : context
        let generation = FontRegistry.shared.generation
        return locked {
            if generation != fontGeneration { loadRegisteredFonts(generation) }
            return body(layouts.layout(for: request) { PangoTextLayout(request: request, context: context) })
        }
    }

    /// Hands newly registered font files to fontconfig and makes the font
    /// map list its fonts again; text measured before may have fallen back
    /// from a family registered since, so the cached layouts go. Holds the lock.
    private func loadRegisteredFonts(_ generation: Int) {
        PangoFontFamilies.addRegisteredFonts()
        pango_fc_font_map_config_changed(fontMap)
        layouts.removeAll()
        fontGeneration = generation
    }

    /// Layouts held in the cache now.
    var cachedLayoutCount: Int { locked { layouts.count } }

    /// Runs `body` holding the lock every Pango call needs.
    func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
