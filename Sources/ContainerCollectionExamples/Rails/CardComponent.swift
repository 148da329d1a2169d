import ContainerCollection
import Foundation
import ViewTree

/// A rail's card: a fixed-size rounded card with an image on top and one
/// line each of title and subtitle, in the semantic colours of the tree it
/// is built in (a raised card in dark mode too).
public struct CardComponent: CompositeComponent {
    /// What is shown.
    public let data: CardData
    /// Downloads the image.
    public let downloader: any ImageDownloading

    /// The card for `data`.
    public init(data: CardData, downloader: any ImageDownloading) {
        self.data = data
        self.downloader = downloader
    }

    // Colours are read here, in `body`, so they are the traits' of the tree being built.
    public var body: StackComponent {
        let card = ViewConfiguration(View.self, [
            .backgroundColor(.tertiarySystemBackground), .cornerRadius(10), .clipsToBounds(true), .borderWidth(1),
            .borderColor(.separator),
        ])
        return StackComponent(view: card, size: ComponentSize(CardFactory.cardSize)) {
            NetworkImageComponent(url: data.image, downloader: downloader,
                                  placeholder: .filled(with: .lightGray, size: CGSize(width: 1, height: 1)),
                                  size: ComponentSize(width: .points(CardFactory.cardSize.width), height: 100))
            InsetComponent(insets: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10), child: StackComponent(spacing: 2) {
                LabelComponent(AttributedText(data.title), font: .system(size: 14, weight: .semibold), numberOfLines: 1)
                LabelComponent(AttributedText(data.subtitle ?? ""), font: .system(size: 12), color: .secondaryLabel, numberOfLines: 1)
            })
        }
    }
}
