import Foundation

/// A component whose baseline is not its bottom edge, for flexboxes that
/// align items by baseline (``/Flexbox/FlexAlign/baseline``): ComponentKit's
/// `usesCustomBaseline` with the layout's baseline extra.
///
/// Labels, buttons and text inputs have baselines of their own, and other
/// components forward their children's (``Layout/baselines(in:)``); a
/// component with neither aligns by its bottom edge (what ComponentKit's
/// `useHeightAsBaseline` asks for).
///
/// ```swift
/// struct Badge: BaselineProviding {
///     var componentSize: ComponentSize { ComponentSize(width: 40, height: 20) }
///     func baseline(of layout: Layout) -> CGFloat { layout.size.height - 4 }
/// }
/// ```
public protocol BaselineProviding: Component {
    /// The first baseline of this component laid out as `layout`, in points
    /// from its top edge.
    func baseline(of layout: Layout) -> CGFloat

    /// The last baseline, in points from the top edge; the first baseline
    /// unless the component says otherwise.
    func lastBaseline(of layout: Layout) -> CGFloat
}

extension BaselineProviding {
    /// The first baseline: a one-line component's only one.
    public func lastBaseline(of layout: Layout) -> CGFloat { baseline(of: layout) }
}
