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
    let perform: @MainActor @Sendable () -> Void

    /// An action; `identifier` decides equality.
    public init(_ identifier: String, perform: @escaping @MainActor @Sendable () -> Void) {
        self.identifier = identifier
        self.perform = perform
    }

    /// A control action that sends `action` with `value`.
    public init<Value: Sendable & CustomStringConvertible>(_ action: Action<Value>, value: Value) {
        self.init("\(action.identity)|\(value)") { action.send(value) }
    }

    /// A control action that sends `action`.
    public init(_ action: Action<Void>) {
        self.init(action.identity) { action.send(()) }
    }

    /// Runs the action.
    @MainActor
    public func send() { perform() }

    public static func == (lhs: ControlAction, rhs: ControlAction) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
