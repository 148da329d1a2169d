import Foundation
import ViewTree

/// A typed action sent with a value: to the responder chain from a scope,
/// to the host of the view that sends it, to a target's method, to a
/// closure, or nowhere.
///
/// An action sent from a scope starts at the scope's latest component, then
/// its controller, then the parent scope's component and controller, and so
/// on up to the hosting view's context handler; the first that handles it
/// stops it. Sending from a scope that has left the tree does nothing.
///
/// An action sent to the host (``sendToHost(_:)``) holds no scope and no
/// object, so components made once for many hosts (a ``SharedSubtree``)
/// can carry it: it goes up the views from the one that sends it to the
/// nearest host (a ``HostingView``, a list's cell) and to that host's
/// context handler (``ScopeRoot/contextResponder``).
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
        /// To the nearest host's context handler, with `value` instead of the sent one when set.
        case host(name: String, value: (any Sendable)?)
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

    /// An action named `name` that goes to the host of the view that sends
    /// it: up the views to the nearest ``HostingView`` or list cell, then to
    /// that host's context handler (``ScopeRoot/contextResponder``, which a
    /// list's data source sets to its `actionResponder`).
    ///
    /// ```swift
    /// .onTap(Action<Void>.sendToHost(.openExample, value: "photos"))
    /// host.scopeRoot.contextResponder = ExampleOpener(navigation: navigation)
    /// ```
    ///
    /// Only a view can send it (the attributes that send actions do: taps,
    /// presses, controls, text input, links, accessibility actions);
    /// ``send(_:)`` with no view reaches no host and returns false.
    public static func sendToHost(_ name: ActionName<Value>) -> Action {
        Action(kind: .host(name: name.rawValue, value: nil), identity: "host:\(name.rawValue)")
    }

    init(kind: Kind, identity: String) {
        self.kind = kind
        self.identity = identity
    }

    /// Sends the action with `value`; returns whether someone handled it.
    @MainActor
    @discardableResult
    public func send(_ value: Value) -> Bool {
        send(value, from: nil)
    }

    /// Sends the action with `value` from `view`, where an action sent to
    /// the host (``sendToHost(_:)``) starts; returns whether someone handled it.
    @MainActor
    @discardableResult
    public func send(_ value: Value, from view: View?) -> Bool {
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
        case let .host(name, fixed):
            guard let root = view?.nearestHostedScopeRoot else { return false }
            return root.contextResponder?.handle(ActionEvent(name: name, value: fixed ?? value)) ?? false
        }
    }
}

extension Action where Value == Void {
    /// An action named `name` that goes to the host of the view that sends
    /// it with `value` (see ``sendToHost(_:)``): a tap on one of many cards
    /// names its card.
    ///
    /// ```swift
    /// .onTap(Action<Void>.sendToHost(.openExample, value: "photos"))
    /// ```
    public static func sendToHost<Sent: Sendable>(_ name: ActionName<Sent>, value: Sent) -> Action {
        Action(kind: .host(name: name.rawValue, value: value), identity: "host:\(name.rawValue)|\(value)")
    }
}

/// Holds an object weakly inside a `Sendable` action; only touched on the main actor.
private final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
