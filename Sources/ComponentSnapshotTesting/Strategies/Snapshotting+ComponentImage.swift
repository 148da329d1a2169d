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
    /// The file name says what the pixels depend on, e.g.
    /// `testCard.1.w390-h0-inf@2x.dejavu-2.37.png`. Call from `@MainActor` tests.
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
                return SnapshotRendering.image(of: root, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value: View, Format == Image {
    /// A view tree drawn at `scale` with the raster backend. Call from
    /// `@MainActor` tests.
    ///
    /// ```swift
    /// assertSnapshot(of: window.rootView, as: .image(scale: 2))
    /// ```
    public static func image(scale: CGFloat = 2, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        var base = Snapshotting<Image, Image>.componentImage(tolerance: tolerance)
        base.pathExtension = "@\(SnapshotRendering.scaleTag(scale)).\(PangoTextSystem.fontSetTag).png"
        return base.pullback { view in
            MainActor.assumeIsolated { SnapshotRendering.image(of: view, scale: scale) }
        }
    }
}
