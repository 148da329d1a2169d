import Foundation

/// Lays out a component, then stretches an overlay component to exactly its
/// size in front of it.
///
/// ```swift
/// OverlayComponent(photo, overlay: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.black.withAlpha(0.3))])))
/// ```
public struct OverlayComponent: Component {
    /// The component that decides the size.
    public let component: any Component
    /// Drawn in front, at the same size.
    public let overlay: any Component

    /// An overlay layout.
    public init(_ component: any Component, overlay: any Component) {
        self.component = component
        self.overlay = overlay
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let content = component.layout(constrainedTo: range, parentSize: parentSize, context: context)
        let front = overlay.layout(constrainedTo: .exactly(content.size), parentSize: content.size, context: context)
        return Layout(component: self, size: content.size, children: [
            Layout.Child(position: .zero, layout: content), Layout.Child(position: .zero, layout: front),
        ])
    }
}
