import Foundation

/// Text made of runs, each with its own attributes, and an optional
/// paragraph style for the whole text.
///
/// A run without a font or color takes the label's. Build it from a string
/// literal, or by concatenating runs:
///
/// ```swift
/// let line: AttributedText = AttributedText("Ada", font: .system(size: 15, weight: .bold))
///     + AttributedText(" commented on your ", color: .gray)
///     + AttributedText("photo", color: .tint, underline: .single, link: TextLink(PhotoID(7)))
/// ```
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A stretch of text sharing one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The characters of the run.
        public var text: String
        /// The run's font, or nil for the label's.
        public var font: Font?
        /// The run's color, or nil for the label's.
        public var color: Color?
        /// Fill behind the run's characters (their line's height of the font), or nil for none.
        public var backgroundColor: Color? {
            get { decorations?.value.backgroundColor }
            set { decorate { $0.backgroundColor = newValue } }
        }
        /// A line under the run, or nil for none.
        public var underline: TextDecoration? {
            get { decorations?.value.underline }
            set { decorate { $0.underline = newValue } }
        }
        /// A line through the run, or nil for none.
        public var strikethrough: TextDecoration? {
            get { decorations?.value.strikethrough }
            set { decorate { $0.strikethrough = newValue } }
        }
        /// Extra space after each character, in points (negative tightens).
        public var kerning: CGFloat {
            get { decorations?.value.kerning ?? 0 }
            set { decorate { $0.kerning = Self.offset(newValue) } }
        }
        /// How far the run's baseline is raised, in points (negative lowers).
        public var baselineOffset: CGFloat {
            get { decorations?.value.baselineOffset ?? 0 }
            set { decorate { $0.baselineOffset = Self.offset(newValue) } }
        }
        /// A shadow behind the run's glyphs, or nil for none.
        public var shadow: TextShadow? {
            get { decorations?.value.shadow }
            set { decorate { $0.shadow = newValue } }
        }
        /// What the run links to, or nil when it is no link. Adjacent runs
        /// with equal links make one link.
        public var link: TextLink? {
            get { decorations?.value.link }
            set { decorate { $0.link = newValue } }
        }

        /// What most runs leave unset, kept in one box only when something
        /// is set: a plain run is a fifth the size.
        private struct Decorations: Hashable, Sendable {
            var backgroundColor: Color?
            var underline: TextDecoration?
            var strikethrough: TextDecoration?
            var kerning: CGFloat = 0
            var baselineOffset: CGFloat = 0
            var shadow: TextShadow?
            var link: TextLink?

            static let none = Decorations()
        }

        private var decorations: SparseBox<Decorations>?

        private mutating func decorate(_ change: (inout Decorations) -> Void) {
            var value = decorations?.value ?? .none
            change(&value)
            decorations = value == .none ? nil : SparseBox(value)
        }

        /// A run of `text` with the given attributes. Non-finite kerning and
        /// baseline offsets are treated as 0; both are limited to ±1,000 points.
        public init(
            _ text: String, font: Font? = nil, color: Color? = nil, backgroundColor: Color? = nil,
            underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, kerning: CGFloat = 0,
            baselineOffset: CGFloat = 0, shadow: TextShadow? = nil, link: TextLink? = nil
        ) {
            self.text = text
            self.font = font
            self.color = color
            let decorations = Decorations(
                backgroundColor: backgroundColor, underline: underline, strikethrough: strikethrough,
                kerning: Self.offset(kerning), baselineOffset: Self.offset(baselineOffset), shadow: shadow, link: link)
            self.decorations = decorations == .none ? nil : SparseBox(decorations)
        }

        /// A run of `text`, underlined and struck through with single lines when asked.
        public init(_ text: String, font: Font? = nil, color: Color? = nil, isUnderlined: Bool, isStruckThrough: Bool = false) {
            self.init(text, font: font, color: color, underline: isUnderlined ? .single : nil,
                      strikethrough: isStruckThrough ? .single : nil)
        }

        /// Whether the run is underlined; setting it gives a single line (or none).
        public var isUnderlined: Bool {
            get { underline != nil }
            set { underline = newValue ? (underline ?? .single) : nil }
        }

        /// Whether the run is struck through; setting it gives a single line (or none).
        public var isStruckThrough: Bool {
            get { strikethrough != nil }
            set { strikethrough = newValue ? (strikethrough ?? .single) : nil }
        }

        static func offset(_ value: CGFloat) -> CGFloat {
            value.isFinite ? Swift.min(Swift.max(value, -1_000), 1_000) : 0
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]
    /// How the text's lines are placed; nil for the label's alignment and
    /// line break mode and no extra spacing.
    public var paragraphStyle: ParagraphStyle? {
        get { paragraphBox?.value }
        set { paragraphBox = newValue.map(SparseBox.init) }
    }
    /// Boxed: most text has none, and text is copied into every label
    /// component, view and text property.
    private var paragraphBox: SparseBox<ParagraphStyle>?

    /// Text from runs.
    public init(runs: [Run], paragraphStyle: ParagraphStyle? = nil) {
        self.runs = runs
        self.paragraphBox = paragraphStyle.map(SparseBox.init)
    }

    /// A single run of `text`.
    public init(
        _ text: String, font: Font? = nil, color: Color? = nil, backgroundColor: Color? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, kerning: CGFloat = 0,
        baselineOffset: CGFloat = 0, shadow: TextShadow? = nil, link: TextLink? = nil,
        paragraphStyle: ParagraphStyle? = nil
    ) {
        self.runs = [Run(text, font: font, color: color, backgroundColor: backgroundColor, underline: underline,
                         strikethrough: strikethrough, kerning: kerning, baselineOffset: baselineOffset,
                         shadow: shadow, link: link)]
        self.paragraphBox = paragraphStyle.map(SparseBox.init)
    }

    /// A single run of `text`, underlined and struck through with single lines when asked.
    public init(_ text: String, font: Font? = nil, color: Color? = nil, isUnderlined: Bool, isStruckThrough: Bool = false) {
        self.runs = [Run(text, font: font, color: color, isUnderlined: isUnderlined, isStruckThrough: isStruckThrough)]
        self.paragraphBox = nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// No text.
    public static let empty = AttributedText(runs: [])

    /// The characters of all runs, without attributes.
    public var string: String { runs.map(\.text).joined() }

    /// Whether there are no characters.
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// The runs of `lhs` followed by those of `rhs`, with `lhs`'s paragraph
    /// style (or `rhs`'s when `lhs` has none).
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs, paragraphStyle: lhs.paragraphStyle ?? rhs.paragraphStyle)
    }

    /// The same text with `style` for its paragraphs.
    public func withParagraphStyle(_ style: ParagraphStyle?) -> AttributedText {
        AttributedText(runs: runs, paragraphStyle: style)
    }

    public var description: String { string }
}
