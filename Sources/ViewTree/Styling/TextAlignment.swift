/// Horizontal alignment of lines of text within their box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge for the text's direction.
    case natural
    /// Lines start at the left edge.
    case left
    /// Lines are centered.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines but the last fill the width.
    case justified
}
