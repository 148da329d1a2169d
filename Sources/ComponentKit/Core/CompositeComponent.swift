import Foundation

/// A component made of one other component, hiding how it is built: the way
/// to write your own components.
///
/// The composite's layout is its body's, at the same size; a composite may
/// also have a view of its own, which then contains the body's views.
///
/// ```swift
/// struct PhotoCell: CompositeComponent {
///     let photo: Photo
///     var body: some Component {
///         InsetComponent(insets: EdgeInsets(all: 8)) {
///             LabelComponent(photo.title, font: .system(size: 17, weight: .semibold))
///         }
///     }
/// }
/// ```
public protocol CompositeComponent: Component {
    /// The component this one is made of.
    associatedtype Body: Component
    /// Builds the wrapped component; `if` and `switch` may pick components
    /// of different types (see ``ComponentBodyBuilder``).
    @ComponentBodyBuilder var body: Body { get }
}

extension CompositeComponent {
    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        context.analyticsPass?.countCompositeBody()
        let child = ComponentContext.bindIfNeeded(context.componentContext) {
            body.layout(constrainedTo: range, parentSize: parentSize, context: context)
        }
        return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
    }
}
