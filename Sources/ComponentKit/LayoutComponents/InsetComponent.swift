import Foundation
import ViewTree

/// Places its child inside insets. An infinite inset lets the child take its
/// own size in that axis and centers it there (both sides infinite) or pins
/// it to the opposite edge (one side infinite).
///
/// Leading and trailing insets (``/ViewTree/DirectionalEdgeInsets``) swap
/// sides in a right-to-left tree (``ComponentContext/layoutDirection``).
///
/// ```swift
/// InsetComponent(insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) {
///     LabelComponent("Padded")
/// }
/// InsetComponent(insets: DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)) {
///     LabelComponent("Indented on the leading side")
/// }
/// ```
public struct InsetComponent: Component {
    public let viewConfiguration: ViewConfiguration
    /// Inset of each edge; may be infinite. For directional insets, the
    /// left-to-right reading of them.
    public let insets: EdgeInsets
    /// The leading/trailing insets given, if any: they win over ``insets``.
    public let directionalInsets: DirectionalEdgeInsets?
    /// The inset component.
    public let child: any Component

    /// An inset component; negative or NaN insets are treated as 0.
    public init(view: ViewConfiguration = .none, insets: EdgeInsets, child: any Component) {
        self.viewConfiguration = view
        self.insets = EdgeInsets(
            top: Self.sanitized(insets.top), left: Self.sanitized(insets.left),
            bottom: Self.sanitized(insets.bottom), right: Self.sanitized(insets.right))
        self.directionalInsets = nil
        self.child = child
    }

    /// An inset component built from a block of exactly one child (more is a compile error).
    public init(view: ViewConfiguration = .none, insets: EdgeInsets, @SingleComponentBuilder child: () -> any Component) {
        self.init(view: view, insets: insets, child: child())
    }

    /// An inset component with leading and trailing insets, which follow the
    /// tree's layout direction; negative or NaN insets are treated as 0.
    public init(view: ViewConfiguration = .none, insets: DirectionalEdgeInsets, child: any Component) {
        let sanitized = DirectionalEdgeInsets(
            top: Self.sanitized(insets.top), leading: Self.sanitized(insets.leading),
            bottom: Self.sanitized(insets.bottom), trailing: Self.sanitized(insets.trailing))
        self.viewConfiguration = view
        self.insets = sanitized.resolved(for: .leftToRight)
        self.directionalInsets = sanitized
        self.child = child
    }

    /// An inset component with leading and trailing insets, built from a
    /// block of exactly one child.
    public init(view: ViewConfiguration = .none, insets: DirectionalEdgeInsets, @SingleComponentBuilder child: () -> any Component) {
        self.init(view: view, insets: insets, child: child())
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.max(0, value)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let insets = directionalInsets?.resolved(for: context.componentContext.layoutDirection) ?? insets
        let horizontal = finite(insets.left) + finite(insets.right)
        let vertical = finite(insets.top) + finite(insets.bottom)
        let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : range.min.width
        let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : range.min.height
        let childRange = SizeRange(
            unchecked: CGSize(width: Swift.max(0, minWidth - horizontal), height: Swift.max(0, minHeight - vertical)),
            CGSize(width: Swift.max(0, range.max.width - horizontal), height: Swift.max(0, range.max.height - vertical)))
        let childParent = CGSize(width: Swift.max(0, parentSize.width - horizontal), height: Swift.max(0, parentSize.height - vertical))
        let childLayout = child.layout(constrainedTo: childRange.validated(), parentSize: childParent, context: context)
        let childSize = childLayout.size

        let size = range.clamp(CGSize(
            width: finite(childSize.width + insets.left + insets.right, or: parentSize.width),
            height: finite(childSize.height + insets.top + insets.bottom, or: parentSize.height)))
        let x = offset(leading: insets.left, trailing: insets.right, outer: size.width, inner: childSize.width, scale: context.pointScale)
        let y = offset(leading: insets.top, trailing: insets.bottom, outer: size.height, inner: childSize.height, scale: context.pointScale)
        return Layout(component: self, size: size, children: [Layout.Child(position: CGPoint(x: x, y: y), layout: childLayout)])
    }

    private func finite(_ value: CGFloat, or fallback: CGFloat = 0) -> CGFloat {
        value.isFinite ? value : (fallback.isFinite ? fallback : 0)
    }

    /// The leading inset if finite; otherwise measured from the trailing
    /// edge, or centered when both are infinite.
    private func offset(leading: CGFloat, trailing: CGFloat, outer: CGFloat, inner: CGFloat, scale: CGFloat) -> CGFloat {
        if leading.isFinite { return leading }
        let trailingInset = trailing.isFinite ? trailing : PixelGrid.round((outer - inner) / 2, scale: scale)
        return outer - trailingInset - inner
    }
}

extension SizeRange {
    /// The range with its maximum raised to its minimum where it fell below.
    func validated() -> SizeRange {
        SizeRange(unchecked: min, CGSize(width: Swift.max(min.width, max.width), height: Swift.max(min.height, max.height)))
    }
}
