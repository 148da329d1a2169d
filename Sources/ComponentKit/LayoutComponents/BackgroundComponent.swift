import Foundation

/// Lays out a component, then stretches a background component to exactly
/// its size behind it.
///
/// ```swift
/// BackgroundComponent(
///     InsetComponent(insets: EdgeInsets(all: 12)) { LabelComponent("Tag") },
///     background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.tint), .cornerRadius(6)])))
/// ```
public struct BackgroundComponent: Component {
    /// The component that decides the size (an ``EmptyComponent`` when
    /// none was given).
    public let component: any Component
    /// Drawn behind, at the same size.
    public let background: (any Component)?

    /// A background layout.
    ///
    /// Either may be nil, as in ComponentKit: without a background the
    /// component is laid out alone; without a component there is nothing
    /// to size to: the layout takes the smallest size the range allows and
    /// shows no background.
    public init(_ component: (any Component)?, background: (any Component)?) {
        self.component = component ?? EmptyComponent()
        self.background = background
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let content = component.layout(constrainedTo: range, parentSize: parentSize, context: context)
        // No component means nothing to size to: ComponentKit drops the background too.
        guard let background, !(component is EmptyComponent) else {
            return Layout(component: self, size: content.size, children: [Layout.Child(position: .zero, layout: content)])
        }
        let back = background.layout(constrainedTo: .exactly(content.size), parentSize: content.size, context: context)
        return Layout(component: self, size: content.size, children: [
            Layout.Child(position: .zero, layout: back), Layout.Child(position: .zero, layout: content),
        ])
    }
}
