import Foundation

/// How the lines of a text are placed, as `NSParagraphStyle`: alignment,
/// spacing between lines and paragraphs, indents and line breaking.
///
/// A text's paragraph style applies to all of it (a label lays its text out
/// as one block); paragraphs are separated by line breaks ("\n"). Lengths are
/// in points. Text without a paragraph style uses the label's alignment and
/// line break mode and no extra spacing.
///
/// ```swift
/// var style = ParagraphStyle(alignment: .justified, lineSpacing: 4)
/// style.firstLineHeadIndent = 16
/// let text = AttributedText("Once upon a time…", paragraphStyle: style)
/// ```
public struct ParagraphStyle: Hashable, Sendable {
    /// Line alignment.
    public var alignment: TextAlignment
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode
    /// Extra space between the lines of a paragraph (and between paragraphs), in points.
    public var lineSpacing: CGFloat {
        didSet { lineSpacing = Self.length(lineSpacing) }
    }
    /// Each line's natural height is multiplied by this (1 for none); spacing adds to it.
    public var lineHeightMultiple: CGFloat {
        didSet { lineHeightMultiple = Self.multiple(lineHeightMultiple) }
    }
    /// Extra space after each paragraph but the last, in points.
    public var paragraphSpacing: CGFloat {
        didSet { paragraphSpacing = Self.length(paragraphSpacing) }
    }
    /// Extra space before each paragraph but the first, in points.
    public var paragraphSpacingBefore: CGFloat {
        didSet { paragraphSpacingBefore = Self.length(paragraphSpacingBefore) }
    }
    /// Indent of each paragraph's first line from the leading edge, in points.
    public var firstLineHeadIndent: CGFloat {
        didSet { firstLineHeadIndent = Self.length(firstLineHeadIndent) }
    }
    /// Indent of every other line from the leading edge, in points.
    public var headIndent: CGFloat {
        didSet { headIndent = Self.length(headIndent) }
    }
    /// Indent of every line from the trailing edge, in points (a positive
    /// distance, unlike `NSParagraphStyle`'s sign convention).
    public var tailIndent: CGFloat {
        didSet { tailIndent = Self.length(tailIndent) }
    }

    /// A paragraph style. Negative or non-finite lengths are treated as 0,
    /// and a line height multiple that is not positive and finite as 1.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap, lineSpacing: CGFloat = 0,
        lineHeightMultiple: CGFloat = 1, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0,
        firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = Self.length(lineSpacing)
        self.lineHeightMultiple = Self.multiple(lineHeightMultiple)
        self.paragraphSpacing = Self.length(paragraphSpacing)
        self.paragraphSpacingBefore = Self.length(paragraphSpacingBefore)
        self.firstLineHeadIndent = Self.length(firstLineHeadIndent)
        self.headIndent = Self.length(headIndent)
        self.tailIndent = Self.length(tailIndent)
    }

    /// Whether the style adds nothing to plain alignment and line breaking.
    public var hasSpacingOrIndents: Bool {
        lineSpacing != 0 || lineHeightMultiple != 1 || paragraphSpacing != 0 || paragraphSpacingBefore != 0
            || firstLineHeadIndent != 0 || headIndent != 0 || tailIndent != 0
    }

    // Lengths past a screen's worth of points are nonsense in a label; the cap
    // keeps Pango's 22.10 fixed-point units from overflowing.
    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.min(Swift.max(0, value), 10_000) : 0
    }

    private static func multiple(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? Swift.min(value, 100) : 1
    }
}
