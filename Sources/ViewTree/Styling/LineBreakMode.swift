/// How text that does not fit is wrapped or truncated, as `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word longer than a line breaks between characters.
    case wordWrap
    /// Wrap between any two characters.
    case charWrap
    /// Wrap at words; text past the last allowed line is cut off.
    case clip
    /// The last allowed line starts with an ellipsis: "…end of text".
    case truncateHead
    /// The last allowed line ends with an ellipsis: "start of te…".
    case truncateTail
    /// The last allowed line has an ellipsis in the middle: "start…text".
    case truncateMiddle

    /// Whether the mode shows an ellipsis where text is cut.
    public var truncates: Bool {
        self == .truncateHead || self == .truncateTail || self == .truncateMiddle
    }
}
