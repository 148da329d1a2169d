import ComponentKit
import Foundation
import RasterBackend
import SnapshotTesting

extension Snapshotting where Value == Image, Format == Image {
    /// Images compared with ``Diffing/componentImage(tolerance:)``, stored as PNG.
    public static func componentImage(tolerance: SnapshotTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .componentImage(tolerance: tolerance))
    }
}

extension Snapshotting where Value: Component, Format == Image {
    /// A component laid out in `sizeRange` with Pango text, mounted and drawn
    /// at `scale` over `background`: FBSnapshotTestCase's
    /// `FBSnapshotVerifyComponent`.
    ///
    /// The file name says what the pixels depend on: the size range, the
    /// scale and the font set. `.flexibleHeight(width: 390)` at scale 2 in a
    /// test named `testCard` records `testCard.1.w390_h0-inf@2x.dejavu-2.37.png`
    /// (each axis as its length or `lowest-highest`, the axes joined by `_`);
    /// an exact size is written `390x844`. Call from `@MainActor` tests.
    ///
    /// ```swift
    /// assertSnapshot(of: PhotoCell(photo: .sample), as: .image(sizeRange: .flexibleHeight(width: 390)))
    /// ```
    public static func image(
        sizeRange: SizeRange, scale: CGFloat = 2, tolerance: SnapshotTolerance = .default, background: Color? = .white
    ) -> Snapshotting {
        var base = Snapshotting<Image, Image>.componentImage(tolerance: tolerance)
        base.pathExtension = "\(SnapshotRendering.tag(sizeRange))@\(SnapshotRendering.scaleTag(scale)).\(PangoTextSystem.fontSetTag).png"
        return base.pullback { component in
            MainActor.assumeIsolated {
                let root = SnapshotRendering.mount(component, sizeRange: sizeRange, scale: scale, background: background)
                return SnapshotRendering.image(of: root.view, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value: Component, Format == Image {
    /// A component laid out and drawn for `traits`: dark, a text size,
    /// right to left. What the component builds in `body` resolves semantic
    /// colours and preferred fonts for them, and views drawing their own
    /// colours follow them; the background is the traits' system
    /// background unless another is given. The file name adds the traits
    /// that are not the defaults: `testCard.1.w390_h0-inf.dark.rtl@2x.dejavu-2.37.png`.
    ///
    /// A component made in the test itself resolved its arguments there
    /// (`LabelComponent("Hi", color: .label)` is black); snapshot the
    /// composite that builds it, or build it in ``/ComponentKit/ComponentContext/makeCurrent(_:)``.
    ///
    /// ```swift
    /// assertSnapshot(of: AnimalRow(animal: .lion),
    ///                as: .image(sizeRange: .flexibleHeight(width: 390), traits: TraitCollection(colorScheme: .dark)))
    /// ```
    public static func image(
        sizeRange: SizeRange, traits: TraitCollection, scale: CGFloat = 2, tolerance: SnapshotTolerance = .default,
        background: Color? = nil
    ) -> Snapshotting {
        var base = Snapshotting<Image, Image>.componentImage(tolerance: tolerance)
        base.pathExtension = "\(SnapshotRendering.tag(sizeRange))\(SnapshotRendering.tag(traits))@\(SnapshotRendering.scaleTag(scale))"
            + ".\(PangoTextSystem.fontSetTag).png"
        return base.pullback { component in
            MainActor.assumeIsolated {
                let root = SnapshotRendering.mount(
                    component, sizeRange: sizeRange, scale: scale,
                    background: background ?? SemanticColor.systemBackground.resolved(for: traits), traits: traits)
                return withExtendedLifetime(root.window) { SnapshotRendering.image(of: root.view, scale: scale) }
            }
        }
    }
}

extension Snapshotting where Value: View, Format == Image {
    /// A view tree, at the view's own size, drawn at `scale` with the
    /// raster backend: a whole screen, a window's root view, a list. Call
    /// from `@MainActor` tests.
    ///
    /// The file name says `view` where a component's says its size range,
    /// then the scale and the font set: a test named `testScreen` records
    /// `testScreen.1.view@2x.dejavu-2.37.png`.
    ///
    /// ```swift
    /// assertComponentSnapshot(of: window.rootView, as: .image(scale: 2))
    /// ```
    public static func image(scale: CGFloat = 2, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        var base = Snapshotting<Image, Image>.componentImage(tolerance: tolerance)
        base.pathExtension = "view@\(SnapshotRendering.scaleTag(scale)).\(PangoTextSystem.fontSetTag).png"
        return base.pullback { view in
            MainActor.assumeIsolated { SnapshotRendering.image(of: view, scale: scale) }
        }
    }
}
