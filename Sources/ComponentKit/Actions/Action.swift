import Foundation

/// A typed action sent with a value: to the responder chain from a scope,
/// to a target's method, to a closure, or nowhere.
///
/// An action sent from a scope starts at the scope's latest component, then
/// its controller, then the parent scope's component and controller, and so
/// on up to the hosting view's context handler; the first that handles it
/// stops it. Sending from a scope that has left the tree does nothing.
///
/// ```swift
/// ButtonComponent(title: "Open", action: ControlAction(Action<Photo>.send(.openPhoto, from: scope), value: photo))
/// let log = Action<String> { message in print(message) }
/// let save = Action(target: store, method: PhotoStore.save)
/// ```
public struct Action<Value: Sendable>: Sendable {
    enum Kind: Sendable {
        case noop
        case closure(@MainActor @Sendable (Value) -> Void)
        case target(@MainActor @Sendable (Value) -> Bool)
        case responderChain(name: String, start: ScopeHandle)
    }

    let kind: Kind
    /// Names what the action does, for equality of values that hold it
    /// (a ``ControlAction``, an ``AccessibilityAction``).
    ///
    /// Mounting never relies on it to keep a closure: the view attributes
    /// that send actions (taps, long presses, pans, buttons, text input,
    /// accessibility actions) hand the view the latest render's action on
    /// every mount, whatever its identity.
    public let identity: String

    /// An action that does nothing.
    public static var noop: Action { Action(kind: .noop, identity: "noop") }

    /// An action that calls `handler`.
    public init(identity: String = UUID().uuidString, _ handler: @escaping @MainActor @Sendable (Value) -> Void) {
        self.init(kind: .closure(handler), identity: identity)
    }

    /// An action that calls `method` on `target`, held weakly; nothing
    /// happens once the target is gone.
    ///
    /// Swift cannot compare method references, so the identity names the
    /// target and the place the action is made: two actions on one target
    /// made in different places are different actions.
    @MainActor
    public init<Target: AnyObject>(
        target: Target, method: @escaping @MainActor (Target) -> (Value) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let box = WeakBox(target)
        let call: @MainActor @Sendable (Value) -> Bool = { value in
            guard let target = box.object else { return false }
            method(target)(value)
            return true
        }
        self.init(kind: .target(call), identity: "target:\(ObjectIdentifier(target))@\(fileID):\(line):\(column)")
    }

    /// An action named `name` that travels up the responder chain from `scope`.
    public static func send<State>(_ name: ActionName<Value>, from scope: Scope<State>) -> Action {
        Action(kind: .responderChain(name: name.rawValue, start: scope.handle), identity: "chain:\(name.rawValue)@\(scope.path)")
    }

    init(kind: Kind, identity: String) {
        self.kind = kind
        self.identity = identity
    }

    /// Sends the action with `value`; returns whether someone handled it.
    @MainActor
    @discardableResult
    public func send(_ value: Value) -> Bool {
        switch kind {
        case .noop:
            return false
        case let .closure(handler):
            handler(value)
            return true
        case let .target(call):
            return call(value)
        case let .responderChain(name, start):
            return start.dispatch(ActionEvent(name: name, value: value))
        }
    }
}

/// Holds an object weakly inside a `Sendable` action; only touched on the main actor.
private final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
