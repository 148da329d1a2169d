import ContainerCollection
import Foundation
import ViewTree

/// Cards as component elements: a fixed-size rounded card with an image on
/// top and one line each of title and subtitle.
public struct CardFactory: ComponentElementFactory, DecodableComponentFactory {
    public typealias DecodedData = CardData

    /// A card's size in points.
    public static let cardSize = CGSize(width: 150, height: 160)

    /// Downloads images.
    public let downloader: any ImageDownloading
    public let layoutContext: LayoutContext

    /// A factory.
    public init(downloader: any ImageDownloading, layoutContext: LayoutContext) {
        self.downloader = downloader
        self.layoutContext = layoutContext
    }

    public func validate(_ data: CardData) -> ComponentValidation {
        .require(!data.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the title is empty")
    }

    public func component(for data: CardData) -> any Component {
        CardComponent(data: data, downloader: downloader)
    }
}
