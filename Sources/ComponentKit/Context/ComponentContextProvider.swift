import Foundation

/// Provides context values to everything built inside it: ComponentKit's
/// `CKComponentContext` push, as a component.
///
/// The children are built by the closure while the provider lays out, so
/// even their initializers' arguments (`color: .label`) see the values.
///
/// ```swift
/// ComponentContextProvider(\.colorScheme, .dark) {
///     LabelComponent("Night mode", color: .label)   // white
/// }
/// ```
public struct ComponentContextProvider: Component {
    private let provide: @Sendable (inout ComponentContext) -> Void
    private let content: @Sendable () -> any Component

    /// Provides `value` at `keyPath` to the components `content` builds.
    public init<Value: Sendable>(
        _ keyPath: WritableKeyPath<ComponentContext, Value> & Sendable, _ value: Value,
        @SingleComponentBuilder content: @escaping @Sendable () -> any Component
    ) {
        self.provide = { $0[keyPath: keyPath] = value }
        self.content = content
    }

    /// Provides `value` for `key` to the components `content` builds.
    public init<Key: ComponentContextKey>(
        _ key: Key.Type, _ value: Key.Value, @SingleComponentBuilder content: @escaping @Sendable () -> any Component
    ) {
        self.provide = { $0[key] = value }
        self.content = content
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        var inner = context
        let before = inner.componentContext.entries
        let log = inner.componentContext.log
        // Setting through a key path may read the old value first: that is
        // not a read of the subtree.
        inner.componentContext.log = nil
        provide(&inner.componentContext)
        inner.componentContext.log = log
        // The keys this provider set (a key path may set several, as
        // `traits` does) are its own: reads of them inside do not depend on
        // anything outside.
        let provided = inner.componentContext.entries.compactMap { key, entry in before[key] === entry ? nil : key }
        log?.begin()
        let child = inner.componentContext.makeCurrent {
            content().layout(constrainedTo: range, parentSize: parentSize, context: inner)
        }
        _ = log?.end(excluding: provided)
        return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
    }
}

extension Component {
    /// This component with `value` provided at `keyPath` to everything it
    /// builds in its `body` (not to the arguments it was made with, which
    /// were evaluated before: use ``ComponentContextProvider`` to build
    /// children under a value).
    ///
    /// ```swift
    /// ProfileCard(user: user).componentContext(\.layoutDirection, .rightToLeft)
    /// ```
    public func componentContext<Value: Sendable>(
        _ keyPath: WritableKeyPath<ComponentContext, Value> & Sendable, _ value: Value
    ) -> ComponentContextProvider {
        ComponentContextProvider(keyPath, value) { self }
    }
}
