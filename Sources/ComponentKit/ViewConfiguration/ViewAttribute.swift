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
    private let action: Action

    /// How the attribute reaches a view. Attributes made from a
    /// ``/ViewTree/ViewProperty`` keep only the property: every label and
    /// image of every list item makes several, often in parallel, and a
    /// value box plus two closures each would triple their allocations.
    private enum Action: Sendable {
        case property(ViewProperty)
        // Boxed: a value and three closures would double the size of every attribute, most of which are properties.
        indirect case custom(
            value: AnyAttributeValue, apply: @MainActor @Sendable (View) -> Void,
            unapply: (@MainActor @Sendable (View) -> Void)?,
            refresh: (@MainActor @Sendable (View) -> Void)?)
    }

    init(_ property: ViewProperty) {
        identifier = property.key
        action = .property(property)
    }

    init(
        identifier: String, value: AnyAttributeValue, apply: @escaping @MainActor @Sendable (View) -> Void,
        unapply: (@MainActor @Sendable (View) -> Void)?, refresh: (@MainActor @Sendable (View) -> Void)? = nil
    ) {
        self.identifier = identifier
        action = .custom(value: value, apply: apply, unapply: unapply, refresh: refresh)
    }

    /// The value, compared to decide whether a mounted view needs an update.
    public var value: AnyAttributeValue {
        switch action {
        case let .property(property): AnyAttributeValue(property: property)
        case let .custom(value, _, _, _): value
        }
    }

    /// Whether the attribute can be taken off a reused view. Attributes
    /// without an unapply are part of the recycle key.
    public var hasUnapply: Bool {
        switch action {
        case .property: true
        case let .custom(_, _, unapply, _): unapply != nil
        }
    }

    /// Sets the attribute on `view`.
    @MainActor
    func apply(to view: View) {
        switch action {
        case let .property(property): view.apply(property)
        case let .custom(_, apply, _, _): apply(view)
        }
    }

    /// Takes the attribute off `view`; false when it has no unapply.
    @MainActor
    @discardableResult
    func unapply(from view: View) -> Bool {
        switch action {
        case .property:
            view.resetProperty(forKey: identifier)
            return true
        case let .custom(_, _, unapply, _):
            guard let unapply else { return false }
            unapply(view)
            return true
        }
    }

    /// Hands `view` this render's closures when the attribute compared equal
    /// to the one already applied; false when the attribute has no refresh.
    @MainActor
    @discardableResult
    func refresh(_ view: View) -> Bool {
        guard case let .custom(_, _, _, refresh?) = action else { return false }
        refresh(view)
        return true
    }

    /// Whether `other` sets the same value the same way, without boxing
    /// property values.
    func hasSameEffect(as other: ViewAttribute) -> Bool {
        switch (action, other.action) {
        case let (.property(lhs), .property(rhs)): lhs == rhs
        default: self == other
        }
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
