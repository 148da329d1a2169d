import ContainerCollection
import Foundation

/// Builds ``GalleryViewController``s; data is valid with at least one
/// image, 1 to 6 columns and a height limit from 80 to 2,000 points.
public struct GalleryFactory: DecodableComponentFactory {
    public typealias DecodedData = GalleryData

    /// Downloads images.
    public let downloader: any ImageDownloading
    /// What layout measures text with.
    public let layoutContext: LayoutContext
    /// Shows images that cannot be made.
    public let fallback: FallbackFactory

    /// A factory.
    public init(downloader: any ImageDownloading, layoutContext: LayoutContext, fallback: FallbackFactory) {
        self.downloader = downloader
        self.layoutContext = layoutContext
        self.fallback = fallback
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is GalleryData else { return nil }
        return GalleryViewController(downloader: downloader, layoutContext: layoutContext, fallback: fallback)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "gallery" }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let gallery = data as? GalleryData else { return .invalid("expected GalleryData, got \(type(of: data))") }
        return .require(gallery.isValid, "a gallery needs images, 1...6 columns and a maximum height of 80...2000")
    }
}
