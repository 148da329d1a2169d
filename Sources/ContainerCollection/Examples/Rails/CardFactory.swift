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
        let card = ViewConfiguration(View.self, [
            .backgroundColor(.white), .cornerRadius(10), .clipsToBounds(true), .borderWidth(1), .borderColor(Color(white: 0.88)),
        ])
        return StackComponent(view: card, size: ComponentSize(Self.cardSize)) {
            NetworkImageComponent(url: data.image, downloader: downloader,
                                  placeholder: .filled(with: .lightGray, size: CGSize(width: 1, height: 1)),
                                  size: ComponentSize(width: .points(Self.cardSize.width), height: 100))
            InsetComponent(insets: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10), child: StackComponent(spacing: 2) {
                LabelComponent(AttributedText(data.title), font: .system(size: 14, weight: .semibold), numberOfLines: 1)
                LabelComponent(AttributedText(data.subtitle ?? ""), font: .system(size: 12), color: Color(white: 0.4), numberOfLines: 1)
            })
        }
    }
}
