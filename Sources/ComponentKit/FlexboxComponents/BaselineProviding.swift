import Foundation

/// A component whose baseline is not its bottom edge, for flexboxes that
/// align items by baseline (``/Flexbox/FlexAlign/baseline``): ComponentKit's
/// `usesCustomBaseline` with the layout's baseline extra.
///
/// Any other child's baseline is its bottom edge (what ComponentKit's
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
}
