import ContainerCollection
import Foundation
import ViewTree

/// The component of an ``ImageTitleData`` in one variant: a 16:9 network
/// image with the title and subtitle below it (stacked, in the semantic
/// colours of the tree) or over it (overlay: white on a dark scrim).
public struct ImageTitleComponent: CompositeComponent {
    /// What is shown.
    public let data: ImageTitleData
    /// The layout, fixed by the controller showing it.
    public let variant: ImageTitleData.Variant
    /// Downloads the image.
    public let downloader: any ImageDownloading

    /// The component for `data` in `variant`.
    public init(data: ImageTitleData, variant: ImageTitleData.Variant, downloader: any ImageDownloading) {
        self.data = data
        self.variant = variant
        self.downloader = downloader
    }

    public var body: StackComponent {
        switch variant {
        case .stacked:
            return StackComponent(view: ViewConfiguration(View.self, [.backgroundColor(.systemBackground)])) {
                image
                InsetComponent(insets: EdgeInsets(top: 10, left: 16, bottom: 14, right: 16), child: text(color: .label, secondary: .secondaryLabel))
            }
        case .overlay:
            let scrim = ViewConfiguration(View.self, [.backgroundColor(Color.black.withAlpha(0.45))])
            let caption = InsetComponent(
                insets: EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0),
                child: InsetComponent(view: scrim, insets: EdgeInsets(top: 10, left: 16, bottom: 12, right: 16),
                                      child: text(color: .white, secondary: Color(white: 0.85))))
            // A stack of one, so both variants have one body type.
            return StackComponent { OverlayComponent(image, overlay: caption) }
        }
    }

    private var image: any Component {
        // A ratio of 9/16 is valid, so this cannot throw.
        (try? RatioComponent(ratio: 9.0 / 16.0, child: NetworkImageComponent(
            url: data.image, downloader: downloader,
            placeholder: .filled(with: .lightGray, size: CGSize(width: 1, height: 1))))) ?? ViewComponent()
    }

    private func text(color: Color, secondary: Color) -> any Component {
        StackComponent(spacing: 2) {
            LabelComponent(AttributedText(data.title), font: .system(size: 17, weight: .semibold), color: color, numberOfLines: 2)
            if let subtitle = data.subtitle, !subtitle.isEmpty {
                LabelComponent(AttributedText(subtitle), font: .system(size: 14), color: secondary, numberOfLines: 1)
            }
        }
    }
}
