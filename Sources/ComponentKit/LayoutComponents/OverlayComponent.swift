import Foundation

/// Lays out a component, then stretches an overlay component to exactly its
/// size in front of it.
///
/// ```swift
/// OverlayComponent(photo, overlay: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.black.withAlpha(0.3))])))
/// ```
public struct OverlayComponent: Component {
    /// The component that decides the size (an ``EmptyComponent`` when
    /// none was given).
    public let component: any Component
    /// Drawn in front, at the same size.
    public let overlay: (any Component)?

    /// An overlay layout.
    ///
    /// Either may be nil, as in ComponentKit: without an overlay the
    /// component is laid out alone; without a component there is nothing
    /// to size to: the layout takes the smallest size the range allows and
    /// shows no overlay.
    public init(_ component: (any Component)?, overlay: (any Component)?) {
        self.component = component ?? EmptyComponent()
        self.overlay = overlay
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let content = component.layout(constrainedTo: range, parentSize: parentSize, context: context)
        // No component means nothing to size to: ComponentKit drops the overlay too.
        guard let overlay, !(component is EmptyComponent) else {
            return Layout(component: self, size: content.size, children: [Layout.Child(position: .zero, layout: content)])
        }
        let front = overlay.layout(constrainedTo: .exactly(content.size), parentSize: content.size, context: context)
        return Layout(component: self, size: content.size, children: [
            Layout.Child(position: .zero, layout: content), Layout.Child(position: .zero, layout: front),
        ])
    }
}
