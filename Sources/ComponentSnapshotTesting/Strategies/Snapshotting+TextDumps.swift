import ComponentKit
import Foundation
import RasterBackend
import SnapshotTesting

extension Snapshotting where Value: Component, Format == String {
    /// The layout tree as text (``/ComponentKit/Layout/dump()``): components,
    /// positions and sizes. Cheap, and enough where pixels add nothing.
    ///
    /// ```swift
    /// assertSnapshot(of: header, as: .layout(sizeRange: .flexibleHeight(width: 390)))
    /// ```
    public static func layout(sizeRange: SizeRange, scale: CGFloat = 2) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (component: Value) in
            MainActor.assumeIsolated { SnapshotRendering.layout(component, sizeRange: sizeRange, scale: scale).dump() }
        }
        strategy.pathExtension = "\(SnapshotRendering.tag(sizeRange)).\(PangoTextSystem.fontSetTag).layout.txt"
        return strategy
    }

    /// The mounted view tree as text (ViewTree's `View.dump()`): view kinds,
    /// frames and the properties that differ from a new view's.
    public static func mountTree(sizeRange: SizeRange, scale: CGFloat = 2) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (component: Value) in
            MainActor.assumeIsolated {
                SnapshotRendering.mount(component, sizeRange: sizeRange, scale: scale, background: nil).view.dump()
            }
        }
        strategy.pathExtension = "\(SnapshotRendering.tag(sizeRange)).\(PangoTextSystem.fontSetTag).mount.txt"
        return strategy
    }
}
