import Foundation
import ViewTree

/// A type-erased, `Sendable`, hashable attribute value.
///
/// ```swift
/// let count = AnyAttributeValue(3)
/// count.value(as: Int.self)  // 3
/// ```
public struct AnyAttributeValue: Sendable, Hashable, CustomStringConvertible {
    private let storage: Storage

    /// View properties are kept unboxed: most attributes are one.
    private enum Storage: Sendable {
        case property(ViewProperty)
        case boxed(any Hashable & Sendable)
    }

    /// Wraps `value`.
    public init(_ value: some Hashable & Sendable) {
        storage = .boxed(value)
    }

    init(property: ViewProperty) {
        storage = .property(property)
    }

    private var boxed: any Hashable & Sendable {
        switch storage {
        case let .property(property): property
        case let .boxed(value): value
        }
    }

    public static func == (lhs: AnyAttributeValue, rhs: AnyAttributeValue) -> Bool {
        if case let .property(left) = lhs.storage, case let .property(right) = rhs.storage { return left == right }
        // Opening the existential compares the concrete values without boxing.
        return isEqual(lhs.boxed, rhs.boxed)
    }

    private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    public func hash(into hasher: inout Hasher) {
        // Hashes as AnyHashable does, so a property hashes alike in both storages.
        switch storage {
        case let .property(property): hasher.combine(property)
        case let .boxed(value): hasher.combine(AnyHashable(value))
        }
    }

    /// The wrapped value, if it is a `T`.
    public func value<T>(as type: T.Type) -> T? { boxed as? T }

    public var description: String { String(describing: boxed) }
}
