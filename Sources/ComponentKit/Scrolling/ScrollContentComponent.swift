import Foundation
import ViewTree

/// What a ``ScrollComponent`` renders: its ``/ViewTree/ScrollView`` with
/// the child laid out inside, the child's size as the content size.
///
/// Use ``ScrollComponent``, which keeps the scroll offset across reuse;
/// this one mounts the view and nothing more.
public struct ScrollContentComponent: Component {
    /// The direction the content scrolls in.
    public let axis: ScrollComponent.Axis
    /// Attributes of the scroll view, before the content size.
    public let attributes: [Attribute<ScrollView>]
    /// What scrolls.
    public let child: any Component
    /// The scroll view, and the content size once laid out.
    public let viewConfiguration: ViewConfiguration

    /// A scroll view around `child`, its content size not known yet.
    public init(axis: ScrollComponent.Axis, attributes: [Attribute<ScrollView>], child: any Component) {
        self.init(axis: axis, attributes: attributes, child: child, contentSize: nil)
    }

    private init(axis: ScrollComponent.Axis, attributes: [Attribute<ScrollView>], child: any Component, contentSize: CGSize?) {
        self.axis = axis
        self.attributes = attributes
        self.child = child
        viewConfiguration = ViewConfiguration(ScrollView.self, attributes + (contentSize.map { [.contentSize($0)] } ?? []))
    }

    /// Lays the child out without a limit along the axis and within the
    /// range across it; the scroll view is the child's length, clamped to
    /// the range, and scrolls over the rest.
    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let horizontal = axis == .horizontal
        let childRange = horizontal
            ? SizeRange(unchecked: CGSize(width: 0, height: range.min.height), CGSize(width: .infinity, height: range.max.height))
            : SizeRange(unchecked: CGSize(width: range.min.width, height: 0), CGSize(width: range.max.width, height: .infinity))
        let childParent = horizontal ? CGSize(width: .nan, height: parentSize.height) : CGSize(width: parentSize.width, height: .nan)
        let content = child.layout(constrainedTo: childRange, parentSize: childParent, context: context)
        // A child that asked for an infinite length cannot be scrolled through: it gets none.
        let contentSize = CGSize(width: content.size.width.isFinite ? content.size.width : 0,
                                 height: content.size.height.isFinite ? content.size.height : 0)
        let size = range.clamp(contentSize)
        let mounted = ScrollContentComponent(axis: axis, attributes: attributes, child: child, contentSize: contentSize)
        return Layout(component: mounted, size: size, children: [Layout.Child(position: .zero, layout: content)])
    }
}
