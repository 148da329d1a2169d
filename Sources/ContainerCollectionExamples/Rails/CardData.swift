import ContainerCollection
import Foundation

/// A card of a rail: an image, a title and a subtitle.
///
/// From a server: `{"id": "c1", "title": "Porto", "subtitle": "2 h by train", "image": "pattern://gradient/3"}`.
public struct CardData: ComponentData, Hashable, Decodable {
    /// The card's identity in its rail, if any.
    public var id: String?
    /// The title; must not be blank.
    public var title: String
    /// The line under the title.
    public var subtitle: String?
    /// Where the image is downloaded from.
    public var image: URL?

    /// A card.
    public init(id: String? = nil, title: String, subtitle: String? = nil, image: URL? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
