import ContainerCollection
import Foundation

/// Builds ``ImageTitleViewController``s: the reuse identifier carries the
/// variant (`image.stacked`, `image.overlay`), so the two layouts never
/// share controllers. Data with a blank title is invalid.
///
/// ```swift
/// let factory = ImageTitleFactory(downloader: downloader, layoutContext: context)
/// Element(data: ImageTitleData(image: url, title: "Lisbon", variant: .overlay), factory: factory)
/// ```
public struct ImageTitleFactory: DecodableComponentFactory {
    public typealias DecodedData = ImageTitleData

    /// Downloads images.
    public let downloader: any ImageDownloading
    /// What layout measures text with.
    public let layoutContext: LayoutContext

    /// A factory.
    public init(downloader: any ImageDownloading, layoutContext: LayoutContext) {
        self.downloader = downloader
        self.layoutContext = layoutContext
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard let data = data as? ImageTitleData else { return nil }
        return ImageTitleViewController(variant: data.variant, downloader: downloader, layoutContext: layoutContext)
    }

    public func identifyComponent(using data: any ComponentData) -> String {
        "image.\((data as? ImageTitleData)?.variant.rawValue ?? "invalid")"
    }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let data = data as? ImageTitleData else { return .invalid("expected ImageTitleData, got \(type(of: data))") }
        return .require(!data.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the title is empty")
    }

    /// The laid-out size: the component is the whole controller, so no controller is needed to measure it.
    public func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? {
        guard let data = data as? ImageTitleData else { return nil }
        return ImageTitleComponent(data: data, variant: data.variant, downloader: downloader)
            .layout(constrainedTo: SizeRangeProvider.flexibleHeight.sizeRange(for: available), parentSize: available,
                    context: layoutContext).size
    }
}
