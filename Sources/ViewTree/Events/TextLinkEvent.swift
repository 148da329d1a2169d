/// A link in a label's text was activated: tapped, long-pressed, or
/// activated from the keyboard (Enter, or a link element in the browser).
public struct TextLinkEvent: Hashable, Sendable {
    /// How the link was activated.
    public enum Kind: String, Hashable, Sendable {
        /// A tap, a click, or Enter on the focused link.
        case tap
        /// A press held on the link.
        case longPress
    }

    /// How the link was activated.
    public let kind: Kind
    /// What the characters link to.
    public let link: TextLink
    /// The link's characters in the label's text.
    public let range: Range<Int>
    /// The link's place among the text's links (``AttributedText/links``).
    public let index: Int

    /// An event.
    public init(kind: Kind, link: TextLink, range: Range<Int>, index: Int) {
        self.kind = kind
        self.link = link
        self.range = range
        self.index = index
    }
}
