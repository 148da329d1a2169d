import ContainerCollection
/// A block of text with an optional title.
///
/// From a server: `{"title": "About", "body": "Lisbon is …", "style": "callout"}`;
/// `style` is `"plain"` (the default) or `"callout"`.
public struct TextBlockData: ComponentData, Hashable, Decodable {
    /// How the block is set.
    public enum Style: String, Hashable, Sendable, Decodable {
        /// Text on the background (black on white, white on black in dark mode).
        case plain
        /// Text on a tinted, rounded box.
        case callout
    }

    /// The heading.
    public var title: String?
    /// The text; must not be blank.
    public var body: String
    /// How it is set.
    public var style: Style

    /// A text block.
    public init(title: String? = nil, body: String, style: Style = .plain) {
        self.title = title
        self.body = body
        self.style = style
    }

    private enum CodingKeys: String, CodingKey { case title, body, style }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        style = try container.decodeIfPresent(Style.self, forKey: .style) ?? .plain
    }
}
