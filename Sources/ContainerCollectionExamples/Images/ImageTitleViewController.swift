import ContainerCollection
import Foundation
import ViewTree

/// Shows an ``ImageTitleData`` in the variant it was made for: the seed's
/// `ImageViewController`, whose two storyboard scenes are our two variants.
/// Its factory gives each variant its own reuse identifier, so a controller
/// only ever shows data of its variant.
@MainActor
public final class ImageTitleViewController: ComponentViewController, ConfigurableComponent {
    /// The layout this controller draws.
    public let variant: ImageTitleData.Variant
    /// Downloads images.
    public let downloader: any ImageDownloading
    /// The data shown.
    public private(set) var data: ImageTitleData?

    /// A controller for one variant.
    public init(variant: ImageTitleData.Variant, downloader: any ImageDownloading, layoutContext: LayoutContext) {
        self.variant = variant
        self.downloader = downloader
        super.init(layoutContext: layoutContext)
    }

    public func configure(with data: (any ComponentData)?) {
        guard let data = data as? ImageTitleData else {
            self.data = nil
            return show(ViewComponent())
        }
        self.data = data
        show(ImageTitleComponent(data: data, variant: variant, downloader: downloader))
    }
}
