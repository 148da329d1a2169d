import Foundation

/// Text laid out for drawing, able to say where its characters are: the
/// object a backend draws, so hit-testing and highlights agree with the pixels.
///
/// Points are in the text block's coordinates: (0, 0) is the top-left of
/// the first line's box (where a label draws the block), y grows down.
/// Character offsets count characters (grapheme clusters) of the request's
/// ``AttributedText/string``.
///
/// ```swift
/// let layout = measurer.layout(TextLayoutRequest(text: text, maxWidth: 200))
/// if let index = layout.characterIndex(at: point), let link = text.link(atCharacter: index) { open(link) }
/// let boxes = layout.rects(for: 6..<11)   // one per line the range spans
/// ```
public protocol TextLayout: Sendable {
    /// The laid-out text's size and lines, as ``TextMeasuring/measure(_:)`` gives them.
    var measurement: TextMeasurement { get }

    /// The character whose box contains `point`, or nil when the point is
    /// on no shown character (between lines' ends and the edge, past the
    /// last shown line, or in an ellipsis).
    func characterIndex(at point: CGPoint) -> Int?

    /// The boxes covering the characters in `range`, one per line (or per
    /// visual piece of a line) they are shown on, each the line's height.
    /// Characters cut off by a line limit or ellipsis have none.
    func rects(for range: Range<Int>) -> [CGRect]

    /// The character offsets where a line breaks inside a word with a
    /// hyphen drawn at its end (a word too long for its line), in text order.
    var hyphenatedBreaks: [Int] { get }

    /// The character offset where each shown line starts, in text order
    /// (the first is 0); lines past a line limit are not shown and have none.
    var lineStarts: [Int] { get }
}

extension TextLayout {
    /// None: a layout that does not hyphenate.
    public var hyphenatedBreaks: [Int] { [] }
}

/// A text measurer that also lays text out for hit-testing: the raster
/// backend's `PangoTextSystem` is one.
///
/// Labels find the link under a pointer through it; a measurer that only
/// measures leaves links reachable by keyboard alone.
public protocol TextLayoutProviding: TextMeasuring {
    /// Lays out `request` as it is drawn.
    func layout(_ request: TextLayoutRequest) -> any TextLayout
}
