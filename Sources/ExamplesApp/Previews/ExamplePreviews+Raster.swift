import ComponentKit
import Foundation
import ImageCodecs
import RasterBackend

extension ExamplePreviews {
    /// A variant of `preview` drawn by the raster backend as a PNG, for the
    /// gallery's one-look comparison: laid out and mounted in a window with
    /// the variant's traits, on the window's background, at twice the points.
    @MainActor
    public static func rasterImage(of preview: Preview, in variant: PreviewVariant, scale: CGFloat = 2) throws -> Data {
        let traits = variant.traits(displayScale: scale)
        let layout = try preview.layout(for: variant, textMeasurer: PangoTextSystem.shared, pointScale: scale)
        let size = CGSize(width: max(1, layout.size.width), height: max(1, layout.size.height))
        let window = Window(size: size)
        window.traitCollection = traits
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = SemanticColor.systemBackground.resolved(for: traits)
        try window.rootView.addSubview(root)
        ComponentMounter().mount(layout, in: root)
        return try ImageCodec.pngData(of: try RasterRenderer(scale: scale).render(window))
    }
}
