import Synchronization

/// A parent's way to call its child's handler: ComponentKit's `CKTrigger`.
///
/// Actions go up, from a child to whoever handles them; a trigger goes
/// down. The parent makes one and keeps it (in its state, or its
/// controller), passes it to the child, and the child resolves it in its
/// body to a handler of its own; the parent's ``invoke(_:)`` then reaches
/// the child's latest handler, on the main actor. The child resolves it on
/// every render, so the handler always sees its current scope.
///
/// ```swift
/// struct Feed: StatefulComponent {
///     func initialState() -> Trigger<Void> { Trigger() }   // made once, kept by the scope
///     func body(state scrollToTop: Trigger<Void>, scope: Scope<Trigger<Void>>) -> some Component {
///         StackComponent {
///             ButtonComponent(title: "Top", action: ControlAction("top") { scrollToTop.invoke(()) })
///             FeedList(scrollToTop: scrollToTop)
///         }
///     }
/// }
///
/// // In FeedList's body:
/// scrollToTop.resolve(scope) { scope, _ in scope.updateState { $0.offset = 0 } }
/// ```
public final class Trigger<Value: Sendable>: Sendable, Hashable {
    private let handler = Mutex<(@MainActor @Sendable (Value) -> Void)?>(nil)

    /// A trigger nobody has resolved yet: invoking it does nothing.
    public init() {}

    /// Makes `handler` what the trigger calls, in place of any earlier one.
    /// Children call it from their body, which may run off the main actor.
    public func resolve(_ handler: @escaping @MainActor @Sendable (Value) -> Void) {
        self.handler.withLock { $0 = handler }
    }

    /// Makes the trigger call `handler` with `scope`, the resolving
    /// component's scope: the usual way for a stateful child to change its
    /// state when its parent asks.
    public func resolve<State: Sendable>(_ scope: Scope<State>,
                                         _ handler: @escaping @MainActor @Sendable (Scope<State>, Value) -> Void) {
        resolve { value in handler(scope, value) }
    }

    /// Calls the handler the child resolved last; returns false, doing
    /// nothing, when no child has resolved the trigger.
    @MainActor
    @discardableResult
    public func invoke(_ value: Value) -> Bool {
        guard let handler = handler.withLock({ $0 }) else { return false }
        handler(value)
        return true
    }

    /// Whether a child has resolved the trigger.
    public var isResolved: Bool { handler.withLock { $0 != nil } }

    /// Triggers are equal only to themselves, so a component holding one
    /// stays equal to itself across renders while it keeps the same trigger.
    public static func == (lhs: Trigger, rhs: Trigger) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
