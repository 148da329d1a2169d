import ComponentKit
import Foundation
import PangoText
import ViewTree

/// A page that shows every preview of a ``/ComponentKit/PreviewRegistry``,
/// each variant rendered live side by side (each in a frame of its own,
/// a session with the variant's traits), with the raster rendering beside
/// it at a toggle, searchable, and each preview at its own URL
/// (`/_gallery/<preview-id>`). Served while the server's
/// ``BrowserServer/Configuration/previewGallery`` is set: in development.
///
/// ```swift
/// var configuration = BrowserServer.Configuration(port: 8080)
/// configuration.previewGallery = PreviewGallery(registry: try AppPreviews.registry())
/// ```
public struct PreviewGallery: Sendable {
    /// The path the gallery is served under.
    public static let path = "/_gallery"

    /// Draws a variant of a preview as a PNG with the raster backend, for
    /// the one-look comparison beside the live rendering; nil shows none.
    public typealias RasterRendering = @Sendable (Preview, PreviewVariant) async throws -> Data

    /// The previews shown.
    public let registry: PreviewRegistry
    /// Draws the raster rendering, when the app gives a way to.
    public let rasterImage: RasterRendering?

    /// A gallery of `registry`'s previews; `rasterImage` draws their raster renderings.
    public init(registry: PreviewRegistry, rasterImage: RasterRendering? = nil) {
        self.registry = registry
        self.rasterImage = rasterImage
    }

    /// The preview and variant a frame's location names (`/_gallery/frame/<preview>/<variant>`).
    func frameTarget(of location: Location?) -> (preview: Preview, variant: PreviewVariant)? {
        guard let parts = location?.pathComponents, parts.count == 4, "/" + parts[0] == Self.path, parts[1] == "frame" else { return nil }
        return registry.variant(previewID: parts[2], variantID: parts[3])
    }

    /// The view a frame's session shows: the variant's component, filling
    /// the frame; its traits come from the session (``frameTraits(for:)``).
    @MainActor
    func frameContent(_ preview: Preview, _ variant: PreviewVariant) -> View {
        let component = (try? preview.component(for: variant)) ?? AnyComponent(
            LabelComponent(AttributedText("This variant cannot be shown: \(preview.name), \(variant.title)")))
        let host = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in component }, sizeRangeProvider: .flexibleHeight, context: (),
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 1))
        host.update(model: 0)
        return host
    }

    /// The overrides a frame shows its variant with: `base` (the server's) with the variant's
    /// colour scheme, text size and direction over the page's own.
    static func frameTraits(for variant: PreviewVariant, over base: TraitOverrides) -> TraitOverrides {
        var overrides = base
        overrides.colorScheme = variant.colorScheme
        overrides.contentSizeCategory = variant.textSize
        overrides.layoutDirection = variant.layoutDirection
        return overrides
    }

    /// The height `preview` takes in `variant` (laid out as its frame lays it out), for the frame's size.
    func height(of preview: Preview, in variant: PreviewVariant) -> CGFloat {
        guard let layout = try? preview.layout(for: variant, textMeasurer: PangoTextSystem.shared, pointScale: 1) else { return 120 }
        let height = layout.size.height
        return height.isFinite ? min(max(height.rounded(.up), 1), 4_096) : 120
    }
}
