import Foundation
import ViewTree

/// One attribute of a view configuration: an identifier, a value, how to
/// apply it to a view, and optionally how to take it back off a reused view.
///
/// Attributes compare by identifier and value; two configurations that
/// differ only in an attribute's value update a mounted view with one set.
/// Make them through ``Attribute`` so they are checked against the view type.
public struct ViewAttribute: Sendable, Hashable, CustomStringConvertible {
    /// Names the attribute; at most one attribute per identifier in a configuration.
    public let identifier: String
    /// The value, compared to decide whether a mounted view needs an update.
    public let value: AnyAttributeValue
    let apply: @MainActor @Sendable (View) -> Void
    let unapply: (@MainActor @Sendable (View) -> Void)?

    /// Whether the attribute can be taken off a reused view. Attributes
    /// without an unapply are part of the recycle key.
    public var hasUnapply: Bool { unapply != nil }

    init(
        identifier: String, value: AnyAttributeValue, apply: @escaping @MainActor @Sendable (View) -> Void,
        unapply: (@MainActor @Sendable (View) -> Void)?
    ) {
        self.identifier = identifier
        self.value = value
        self.apply = apply
        self.unapply = unapply
    }

    public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
        lhs.identifier == rhs.identifier && lhs.value == rhs.value && lhs.hasUnapply == rhs.hasUnapply
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(value)
    }

    public var description: String { "\(identifier)=\(value)" }
}

/// A type-erased, `Sendable`, hashable attribute value.
public struct AnyAttributeValue: Sendable, Hashable, CustomStringConvertible {
    private let box: any (Hashable & Sendable)

    /// Wraps `value`.
    public init(_ value: some Hashable & Sendable) {
        box = value
    }

    public static func == (lhs: AnyAttributeValue, rhs: AnyAttributeValue) -> Bool {
        // Opening the existential compares the concrete values without boxing.
        isEqual(lhs.box, rhs.box)
    }

    private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(box))
    }

    /// The wrapped value, if it is a `T`.
    public func value<T>(as type: T.Type) -> T? { box as? T }

    public var description: String { String(describing: box) }
}
