import Foundation
import ViewTree

/// Work to run on the main actor when a control fires, identified so two
/// renders of the same component compare equal and a mounted button is not
/// reconfigured on every render.
///
/// ```swift
/// ButtonComponent(title: "Follow", action: ControlAction("follow:\(user.id)") { follow(user) })
/// ```
public struct ControlAction: Sendable, Hashable {
    /// What makes two actions the same; give each distinct action its own.
    public let identifier: String
    /// Runs the action, sent from the control given (where an action sent to the host starts).
    let perform: @MainActor @Sendable (View?) -> Void

    /// An action; `identifier` decides equality.
    public init(_ identifier: String, perform: @escaping @MainActor @Sendable () -> Void) {
        self.identifier = identifier
        self.perform = { _ in perform() }
    }

    /// A control action that sends `action` with `value`.
    public init<Value: Sendable & CustomStringConvertible>(_ action: Action<Value>, value: Value) {
        self.identifier = "\(action.identity)|\(value)"
        self.perform = { view in action.send(value, from: view) }
    }

    /// A control action that sends `action`.
    public init(_ action: Action<Void>) {
        self.identifier = action.identity
        self.perform = { view in action.send((), from: view) }
    }

    /// Runs the action.
    @MainActor
    public func send() { perform(nil) }

    /// Runs the action as sent by `control`: an ``Action`` sent to the
    /// host (``Action/sendToHost(_:)``) goes up the views from it.
    @MainActor
    public func send(from control: View?) { perform(control) }

    public static func == (lhs: ControlAction, rhs: ControlAction) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
