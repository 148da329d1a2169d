import ContainerCollection
import Foundation

/// An image with a title and an optional subtitle, in one of two layouts.
///
/// From a server: `{"image": "pattern://gradient/4", "title": "Lisbon", "subtitle": "Portugal", "variant": "overlay"}`;
/// `variant` is `"stacked"` (the default) or `"overlay"`.
public struct ImageTitleData: ComponentData, Hashable, Decodable {
    /// The two layouts.
    public enum Variant: String, Hashable, Sendable, Decodable, CaseIterable {
        /// The image, then the text below it on white.
        case stacked
        /// The text over the bottom of the image, on a dark scrim.
        case overlay
    }

    /// Where the image is downloaded from.
    public var image: URL?
    /// The title; must not be blank.
    public var title: String
    /// The line under the title.
    public var subtitle: String?
    /// Which layout shows it.
    public var variant: Variant

    /// Data for an image with a title.
    public init(image: URL?, title: String, subtitle: String? = nil, variant: Variant = .stacked) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.variant = variant
    }

    private enum CodingKeys: String, CodingKey { case image, title, subtitle, variant }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        image = try container.decodeIfPresent(URL.self, forKey: .image)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        variant = try container.decodeIfPresent(Variant.self, forKey: .variant) ?? .stacked
    }
}
