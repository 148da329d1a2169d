import ContainerCollection
import Foundation
import ViewTree

/// One gallery image as a component element: a network image filling a
/// square (grid) or a 16:9 box (widescreen).
struct GalleryImageFactory: ComponentElementFactory {
    struct ImageData: ComponentData, Hashable {
        var url: URL
        var ratio: CGFloat
    }

    let downloader: any ImageDownloading
    let layoutContext: LayoutContext

    func validate(_ data: ImageData) -> ComponentValidation { .valid }

    func component(for data: ImageData) -> any Component {
        let image = NetworkImageComponent(url: data.url, downloader: downloader,
                                          placeholder: .filled(with: .lightGray, size: CGSize(width: 1, height: 1)))
        // Ratios come from the gallery's two styles, both valid.
        return (try? RatioComponent(ratio: data.ratio, child: image)) ?? image
    }
}
