import ComponentKit
import Foundation
import RasterBackend
import SnapshotTesting

extension Snapshotting where Value: Component, Format == Image {
    /// A component drawn as a preview variant shows it: laid out at the
    /// variant's width with a flexible height, with its traits (scheme,
    /// text size, direction) at `scale`, over the scheme's system
    /// background.
    ///
    /// The file name says only the scale and the font set
    /// (`2x.dejavu-2.37.png`): the variant is in the snapshot's name, as
    /// `assertPreviewSnapshots(_:)`
    /// names it. Call from `@MainActor` tests.
    ///
    /// ```swift
    /// let variant = PreviewVariant(colorScheme: .dark, width: 320)
    /// assertComponentSnapshot(of: try preview.component(for: variant), as: .image(variant: variant), named: variant.id)
    /// ```
    public static func image(variant: PreviewVariant, scale: CGFloat = 2, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        var base = Snapshotting<Image, Image>.componentImage(tolerance: tolerance)
        base.pathExtension = "\(SnapshotRendering.scaleTag(scale)).\(PangoTextSystem.fontSetTag).png"
        let traits = variant.traits(displayScale: scale)
        let sizeRange = SizeRange.flexibleHeight(width: variant.width)
        return base.pullback { component in
            MainActor.assumeIsolated {
                let root = SnapshotRendering.mount(
                    component, sizeRange: sizeRange, scale: scale,
                    background: SemanticColor.systemBackground.resolved(for: traits), traits: traits)
                return withExtendedLifetime(root.window) { SnapshotRendering.image(of: root.view, scale: scale) }
            }
        }
    }
}
