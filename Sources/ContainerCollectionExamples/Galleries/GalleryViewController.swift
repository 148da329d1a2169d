import ContainerCollection
import Foundation
import ViewTree

/// A gallery of images in a box of limited height: a controller whose view
/// is a grid (or list) ``/ContainerCollection/ContainerCollectionController`` that sizes itself
/// to its content up to the data's `maxHeight` and scrolls inside beyond it
/// (the seed's `ImageGalleryViewController`, whose cells are reused here).
@MainActor
public final class GalleryViewController: ViewController, ConfigurableComponent {
    /// The embedded grid.
    public let grid: ContainerCollectionController
    private let images: GalleryImageFactory
    /// The data shown.
    public private(set) var data: GalleryData?

    /// A gallery controller.
    public init(downloader: any ImageDownloading, layoutContext: LayoutContext, fallback: FallbackFactory) {
        images = GalleryImageFactory(downloader: downloader, layoutContext: layoutContext)
        grid = ContainerCollectionController(layout: .grid(columns: 3), fallback: fallback, pointScale: layoutContext.pointScale)
        super.init()
        // A new controller is no ancestor of this one.
        try? addChild(grid)
    }

    override public func loadView() { view = grid.view }

    public func configure(with data: (any ComponentData)?) {
        let data = data as? GalleryData
        let changed = data != self.data
        self.data = data
        var layout: ContainerLayout
        switch data?.style ?? .grid {
        case .grid: layout = .grid(columns: data?.columns ?? 3, spacing: 2)
        case .widescreen: layout = .list(spacing: 8)
        }
        layout = layout.limited(to: CGFloat(data?.maxHeight ?? 320))
        let ratio: CGFloat = data?.style == .widescreen ? 9.0 / 16.0 : 1
        // Positions identify images: the same URL may appear twice.
        let elements = (data?.images ?? []).map { Element(data: GalleryImageFactory.ImageData(url: $0, ratio: ratio), factory: images) }
        grid.layout = layout
        grid.listView.accessibilityLabel = data?.title
        // Elements without ids cannot repeat an identity, so this cannot throw.
        try? grid.update(elements: elements)
        if changed { grid.listView.scroll(to: .zero) }
    }

    override public func sizeThatFits(_ available: CGSize) -> CGSize {
        grid.sizeThatFits(available)
    }
}
