import Foundation

/// Everything that decides how a piece of text is laid out.
///
/// The same request given to a ``TextMeasuring`` and drawn by a backend
/// yields the same lines, so measured sizes fit what is drawn.
public struct TextLayoutRequest: Hashable, Sendable {
    /// The text.
    public var text: AttributedText
    /// Font for runs that name none.
    public var font: Font
    /// Line alignment (text with a paragraph style uses the style's).
    public var alignment: TextAlignment
    /// Wrapping and truncation (text with a paragraph style uses the style's).
    public var lineBreakMode: LineBreakMode
    /// Most lines shown; 0 means no limit.
    public var maximumNumberOfLines: Int
    /// Widest a line may be, in points; `.infinity` for no limit.
    public var maxWidth: CGFloat
    /// Which way paragraphs run; right to left puts natural alignment on
    /// the right.
    public var writingDirection: UserInterfaceLayoutDirection

    /// A request; `maximumNumberOfLines` below 0 is treated as 0 (no limit),
    /// and a NaN or negative `maxWidth` as 0.
    public init(
        text: AttributedText, font: Font = .body, alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .truncateTail, maximumNumberOfLines: Int = 0,
        maxWidth: CGFloat = .infinity, writingDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.writingDirection = writingDirection
        self.text = text
        self.font = font
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.maximumNumberOfLines = Swift.max(0, maximumNumberOfLines)
        self.maxWidth = maxWidth.isNaN ? 0 : Swift.max(0, maxWidth)
    }

    /// The paragraph style the text is laid out with: the text's own, or
    /// the request's alignment and line break mode with no extra spacing.
    public var paragraphStyle: ParagraphStyle {
        text.paragraphStyle ?? ParagraphStyle(alignment: alignment, lineBreakMode: lineBreakMode)
    }
}
