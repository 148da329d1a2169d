/// A line drawn under or through a run of text: its style and, optionally,
/// its own color (the run's text color otherwise).
///
/// ```swift
/// AttributedText("Sale", underline: TextDecoration(.double, color: .red))
/// AttributedText("$40", strikethrough: .single)
/// ```
public struct TextDecoration: Hashable, Sendable {
    /// How the line is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// One thin line.
        case single
        /// Two thin lines.
        case double
        /// One line twice as thick as a single one.
        case thick
        /// A wavy line, as spelling errors are marked.
        case wavy
    }

    /// How the line is drawn.
    public var style: Style
    /// The line's color; nil for the run's text color.
    public var color: Color?

    /// A decoration of `style`, in `color` (nil: the text's color).
    public init(_ style: Style, color: Color? = nil) {
        self.style = style
        self.color = color
    }

    /// One thin line in the text's color.
    public static let single = TextDecoration(.single)
    /// Two thin lines in the text's color.
    public static let double = TextDecoration(.double)
    /// One thick line in the text's color.
    public static let thick = TextDecoration(.thick)
    /// A wavy line in the text's color.
    public static let wavy = TextDecoration(.wavy)
}
