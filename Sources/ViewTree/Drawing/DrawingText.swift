import Foundation

/// One line of text in a ``Drawing``, placed by its baseline.
///
/// ```swift
/// let caption = DrawingText("Cats", font: .system(size: 12), color: .black,
///                           at: CGPoint(x: 40, y: 170), anchor: .center)
/// ```
public struct DrawingText: Hashable, Sendable {
    /// Which point of the line ``position`` names, along the baseline.
    public enum Anchor: String, Hashable, Sendable {
        /// The line starts at the position.
        case start
        /// The line is centred on the position.
        case center
        /// The line ends at the position.
        case end
    }

    /// The most characters one text takes.
    public static let maximumLength = 1_000
    /// The largest font size a text takes, in points.
    public static let maximumFontSize: CGFloat = 1_000

    /// The text: one line (line breaks are drawn as spaces).
    public var string: String
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// A point on the baseline, in the drawing's coordinates.
    public var position: CGPoint
    /// Where along the line ``position`` is.
    public var anchor: Anchor

    /// A line of text; a ``Drawing`` checks it when it is made.
    public init(_ string: String, font: Font = .body, color: Color = .black, at position: CGPoint, anchor: Anchor = .start) {
        self.string = string
        self.font = font
        self.color = color
        self.position = position
        self.anchor = anchor
    }

    /// The text as drawn: one line, with line breaks and tabs as spaces.
    public var singleLine: String {
        String(string.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
