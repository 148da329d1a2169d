import Foundation
import ViewTree

/// A scroll view whose content is a component: a rail of cards that
/// scrolls sideways inside a row of a vertical list, or a long form that
/// scrolls in a fixed frame.
///
/// The child is laid out with no limit along ``axis`` and within the size
/// range across it; the component is as long as its child up to what its
/// own range allows, and the ``/ViewTree/ScrollView`` it mounts gets the
/// child's size as its content size. Everything in the child mounts (a
/// rail is for tens of items; a rail of thousands wants a horizontal
/// ``/ViewTree/ListView`` of its own, which mounts only what shows).
///
/// The scroll offset is kept per scope, as a `UICollectionView`'s nested
/// rails keep theirs when an app saves them: a row that scrolls away and
/// comes back on another reused view finds its rail where it left it, and a
/// row shown on a view another row scrolled starts at its own start (the
/// right end in a right-to-left tree). Give sibling scroll components
/// distinct ``key``s so each keeps its own. The offset is kept by the
/// component's controller, so it needs a scope: the rows, headers and
/// footers of a data source's list and a ``HostingView`` have one; a
/// layout mounted by hand with a ``ComponentMounter`` has none, and its
/// scroll view keeps whatever offset it has.
///
/// The keyboard reaches what is inside through Tab, and a control that
/// takes focus is scrolled into view; a rail with nothing to focus takes
/// focus itself and scrolls by the arrow keys. Name it for screen readers
/// with `.accessibilityLabel(_:)` among its ``attributes``.
///
/// ```swift
/// ScrollComponent(axis: .horizontal, key: "authors", attributes: [.accessibilityLabel("Authors")]) {
///     StackComponent(axis: .horizontal, spacing: 12) {
///         for author in authors { AuthorChip(author: author) }
///     }
/// }
/// ```
public struct ScrollComponent: ControlledComponent {
    /// The controller that keeps each scope's scroll offset.
    public typealias Controller = ScrollComponentController

    /// The direction the content scrolls in.
    public enum Axis: Hashable, Sendable {
        /// Sideways: the content is as wide as it needs.
        case horizontal
        /// Up and down: the content is as tall as it needs.
        case vertical
    }

    /// The direction the content scrolls in.
    public let axis: Axis
    /// Tells sibling scroll components apart, so each keeps its own offset.
    public let key: String?
    /// Attributes of the mounted ``/ViewTree/ScrollView`` (a background, an
    /// accessibility label); a content size given here is replaced by the child's.
    public let attributes: [Attribute<ScrollView>]
    /// The size asked for; auto takes the child's length, up to the range.
    public let componentSize: ComponentSize
    /// What scrolls.
    public let child: any Component

    /// A scroll component along `axis` around `child`.
    public init(axis: Axis, key: String? = nil, attributes: [Attribute<ScrollView>] = [], size: ComponentSize = .auto,
                child: any Component) {
        self.axis = axis
        self.key = key
        self.attributes = attributes
        self.componentSize = size
        self.child = child
    }

    /// A scroll component along `axis` around the one child the block builds.
    public init(axis: Axis, key: String? = nil, attributes: [Attribute<ScrollView>] = [], size: ComponentSize = .auto,
                @SingleComponentBuilder child: () -> any Component) {
        self.init(axis: axis, key: key, attributes: attributes, size: size, child: child())
    }

    /// The key given.
    public var scopeKey: String? { key }

    /// The scroll view and its content, laid out.
    public func body(state: Void, scope: Scope<Void>) -> ScrollContentComponent {
        ScrollContentComponent(axis: axis, attributes: attributes, child: child)
    }
}
