import Foundation

/// Names a part of a component's tree so that an ancestor's animations can
/// run on it: ComponentKit's `CKComponentAnimation` aimed at a child
/// component.
///
/// An ``AnimatedComponent`` returns a ``ComponentAnimation`` with
/// `on: "name"`; it plays on the view of the nearest descendant marked with
/// that name (its own view, or the first view in its subtree). Apply the
/// mark before flexbox options, so the flexbox still sees them.
///
/// ```swift
/// struct Quote: CompositeComponent, AnimatedComponent {
///     let text: String
///     var body: some Component {
///         InsetComponent(insets: EdgeInsets(all: 8)) {
///             LabelComponent(text).animationTarget("text")
///         }
///     }
///     func animations(from previous: Quote) -> [ComponentAnimation] {
///         previous.text == text ? [] : [.fadeIn(on: "text")]
///     }
/// }
/// ```
public struct AnimationTargetComponent<Content: Component>: Component {
    /// The name animations use to reach this part.
    public let name: String
    /// The marked component.
    public let content: Content

    /// Marks `content` with `name`.
    public init(_ name: String, content: Content) {
        self.name = name
        self.content = content
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let child = content.layout(constrainedTo: range, parentSize: parentSize, context: context)
        return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
    }
}

/// What the mounter reads off a mark without knowing its content's type.
protocol AnimationTargetMarking {
    var animationTargetName: String { get }
}

extension AnimationTargetComponent: AnimationTargetMarking {
    var animationTargetName: String { name }
}

extension Component {
    /// This component marked as `name`, for an ancestor's animations
    /// (see ``AnimationTargetComponent``).
    public func animationTarget(_ name: String) -> AnimationTargetComponent<Self> {
        AnimationTargetComponent(name, content: self)
    }
}
