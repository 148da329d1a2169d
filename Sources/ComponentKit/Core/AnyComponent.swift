import Foundation

/// A component of any type, as one type: for a `body` that picks between
/// components of different types, or an array or property holding them.
///
/// The wrapper is transparent. It has no layout of its own: laying it out
/// lays out the wrapped component and returns that component's layout, so
/// mounting, state, controllers, animations and the responder chain see
/// the wrapped component exactly as if it had not been wrapped. A stateful
/// component keeps its scope (identified by its own type, not
/// `AnyComponent`), a controlled one keeps its controller, and a layout
/// dump names the wrapped component.
///
/// A `body` with an `if`/`else` or `switch` over different component types
/// erases to `AnyComponent` by itself (see ``ComponentBodyBuilder``); wrap
/// explicitly where a value is chosen outside a body:
///
/// ```swift
/// let badge: AnyComponent = unread > 0
///     ? AnyComponent(LabelComponent("\(unread)"))
///     : AnyComponent(EmptyComponent())
/// ```
public struct AnyComponent: Component {
    /// The wrapped component; never itself an `AnyComponent`.
    public let base: any Component

    /// Wraps `component`; wrapping an `AnyComponent` keeps its base rather than nesting.
    public init(_ component: any Component) {
        base = (component as? AnyComponent)?.base ?? component
    }

    /// The wrapped component's view configuration.
    public var viewConfiguration: ViewConfiguration { base.viewConfiguration }

    /// The wrapped component's size.
    public var componentSize: ComponentSize { base.componentSize }

    /// The wrapped component's layout, laid out (and counted, timed and
    /// cached) as the wrapped component's own.
    ///
    /// `layout(constrainedTo:)` asks this first, so answering here keeps the
    /// wrapper out of the layout tree, the render statistics and the
    /// analytics: the wrapped component is laid out once, under its own type.
    public func reusableLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout? {
        base.layout(constrainedTo: range, parentSize: parentSize, context: context)
    }

    /// The wrapped component's layout within `range`.
    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        base.layout(constrainedTo: range, parentSize: parentSize, context: context)
    }
}
