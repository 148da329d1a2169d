/// Names an action that travels up the responder chain, with the type of
/// value it carries: the Swift form of a ComponentKit action selector.
///
/// ```swift
/// extension ActionName where Value == Photo {
///     static let openPhoto = ActionName("openPhoto")
/// }
/// ```
public struct ActionName<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The name; actions with the same name and value type are the same action.
    public let rawValue: String

    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

/// An action in flight up the responder chain: its name and value.
public struct ActionEvent: Sendable, CustomStringConvertible {
    /// The action's name.
    public let name: String
    /// The value sent.
    public let value: any Sendable

    /// The value, if this event is `action`.
    public func value<Value>(for action: ActionName<Value>) -> Value? {
        guard name == action.rawValue else { return nil }
        return value as? Value
    }

    /// Whether this event is `action` (name and value type match).
    public func matches<Value>(_ action: ActionName<Value>) -> Bool {
        value(for: action) != nil
    }

    public var description: String { "\(name)(\(value))" }
}

/// Something on the responder chain: a component, a controller, or a
/// hosting view's context handler.
public protocol ActionResponding {
    /// Handles `event` and returns true, or returns false to pass it up.
    @MainActor func handle(_ event: ActionEvent) -> Bool
}
