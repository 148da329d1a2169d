/// Text made of runs, each with its own optional font and color.
///
/// A run without a font or color takes the label's. Build it from a string
/// literal, or by concatenating runs:
///
/// ```swift
/// let line: AttributedText = AttributedText("Ada", font: .system(size: 15, weight: .bold))
///     + AttributedText(" commented on your photo", color: .gray)
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
        /// Whether the run is underlined.
        public var isUnderlined: Bool
        /// Whether the run is struck through.
        public var isStruckThrough: Bool

        /// A run of `text` with the given attributes.
        public init(
            _ text: String, font: Font? = nil, color: Color? = nil,
            isUnderlined: Bool = false, isStruckThrough: Bool = false
        ) {
            self.text = text
            self.font = font
            self.color = color
            self.isUnderlined = isUnderlined
            self.isStruckThrough = isStruckThrough
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]

    /// Text from runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// A single run of `text`.
    public init(
        _ text: String, font: Font? = nil, color: Color? = nil,
        isUnderlined: Bool = false, isStruckThrough: Bool = false
    ) {
        self.runs = [Run(text, font: font, color: color, isUnderlined: isUnderlined, isStruckThrough: isStruckThrough)]
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

    /// The runs of `lhs` followed by those of `rhs`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }

    public var description: String { string }
}
