import ComponentKit
import Foundation
import RasterBackend

/// Lays out, mounts and draws components for snapshots, on the main actor.
@MainActor
enum SnapshotRendering {
    /// The layout context snapshots use: Pango text, the given pixel grid.
    static func context(scale: CGFloat) -> LayoutContext {
        LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: scale)
    }

    static func layout(_ component: some Component, sizeRange: SizeRange, scale: CGFloat) -> Layout {
        component.layout(constrainedTo: sizeRange, parentSize: sizeRange.max, context: context(scale: scale))
    }

    /// A root view of the layout's size (at least 1×1) with the layout mounted.
    static func mount(_ component: some Component, sizeRange: SizeRange, scale: CGFloat, background: Color?) -> View {
        let layout = layout(component, sizeRange: sizeRange, scale: scale)
        let root = View(frame: CGRect(x: 0, y: 0, width: max(1, layout.size.width), height: max(1, layout.size.height)))
        root.backgroundColor = background
        ComponentMounter().mount(layout, in: root)
        return root
    }

    static func image(of view: View, scale: CGFloat) -> Image {
        do {
            return try RasterRenderer(scale: scale).render(view)
        } catch {
            // Compares as a size mismatch, whose message names the sizes.
            return Image.filled(with: .clear, size: CGSize(width: 1, height: 1))
        }
    }

    /// Names a size range in file names: `390x844` for an exact size;
    /// otherwise each axis as `w` or `h` and its length, or its lowest and
    /// highest lengths joined by `-`, the axes joined by `_`:
    /// `.flexibleHeight(width: 390)` is `w390_h0-inf`.
    nonisolated static func tag(_ range: SizeRange) -> String {
        func number(_ value: CGFloat) -> String {
            value.isInfinite ? "inf" : (value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value)))
        }
        if range.min == range.max { return "\(number(range.min.width))x\(number(range.min.height))" }
        func axis(_ name: String, _ low: CGFloat, _ high: CGFloat) -> String {
            low == high ? "\(name)\(number(low))" : "\(name)\(number(low))-\(number(high))"
        }
        return axis("w", range.min.width, range.max.width) + "_" + axis("h", range.min.height, range.max.height)
    }

    nonisolated static func scaleTag(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? "\(Int(scale))x" : String(format: "%.1fx", Double(scale))
    }
}
