import ComponentKit
import Foundation
import RasterBackend

/// Lays out, mounts and draws components for snapshots, on the main actor.
@MainActor
enum SnapshotRendering {
    /// The layout context snapshots use: Pango text, the given pixel grid,
    /// and `traits` in the component context when given.
    static func context(scale: CGFloat, traits: TraitCollection? = nil) -> LayoutContext {
        var context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: scale)
        if let traits { context.componentContext.traits = traits }
        return context
    }

    /// Lays out in a scope root's pass, so stateful components have scopes
    /// and bodies read the traits.
    static func layout(_ component: some Component, sizeRange: SizeRange, scale: CGFloat, traits: TraitCollection? = nil) -> Layout {
        ScopeRoot(baseContext: context(scale: scale, traits: traits)).render { context in
            component.layout(constrainedTo: sizeRange, parentSize: sizeRange.max, context: context)
        }
    }

    /// A root view of the layout's size (at least 1×1) with the layout
    /// mounted; with `traits`, in a window that has them (returned too: views
    /// hold their window weakly), so views that draw semantic colours of
    /// their own follow them.
    static func mount(
        _ component: some Component, sizeRange: SizeRange, scale: CGFloat, background: Color?, traits: TraitCollection? = nil
    ) -> (view: View, window: Window?) {
        let layout = layout(component, sizeRange: sizeRange, scale: scale, traits: traits)
        let size = CGSize(width: max(1, layout.size.width), height: max(1, layout.size.height))
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = background
        var window: Window?
        if let traits {
            window = Window(size: size)
            window?.traitCollection = traits
            try? window?.rootView.addSubview(root)
        }
        ComponentMounter().mount(layout, in: root)
        return (root, window)
    }

    /// Names non-default traits in file names, `.dark.rtl` say; empty for the defaults.
    nonisolated static func tag(_ traits: TraitCollection?) -> String {
        guard let traits else { return "" }
        var parts: [String] = []
        if traits.colorScheme == .dark { parts.append("dark") }
        if traits.contrast == .high { parts.append("high-contrast") }
        if traits.contentSizeCategory != .large { parts.append(traits.contentSizeCategory.rawValue) }
        if traits.layoutDirection == .rightToLeft { parts.append("rtl") }
        if traits.reducesMotion { parts.append("reduced-motion") }
        if traits.reducesTransparency { parts.append("reduced-transparency") }
        return parts.map { "." + $0 }.joined()
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
