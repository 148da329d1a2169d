import Foundation
import ViewTree

/// Which view a component mounts and how it is configured: a view class and
/// its attributes. A component without one mounts no view.
///
/// Views are recycled between components whose configurations share a
/// ``recycleKey``: the same view class and the same attributes that cannot
/// be unapplied.
///
/// ```swift
/// let card = ViewConfiguration(View.self, [.backgroundColor(.white), .cornerRadius(12)])
/// ```
public struct ViewConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The view class, or nil for no view.
    public let viewClass: View.Type?
    /// Attributes in the order they are applied; one per identifier (the
    /// last given wins).
    public let attributes: [ViewAttribute]
    /// The recycle key, compared by view class identity and a precomputed
    /// hash, for reuse-pool lookups.
    let poolKey: RecycleKey

    /// A configuration for views of type `V`.
    public init<V: View>(_ viewClass: V.Type, _ attributes: [Attribute<V>] = []) {
        // Configurations are made for every component of every item, often
        // off the main actor in parallel: no dictionary, no reflection, no
        // strings unless an attribute joins the recycle key.
        var unique: [ViewAttribute] = []
        unique.reserveCapacity(attributes.count)
        for attribute in attributes {
            let erased = attribute.erased
            // Lists are short: a linear search beats hashing identifiers.
            if let index = unique.firstIndex(where: { $0.identifier == erased.identifier }) {
                unique[index] = erased
            } else {
                unique.append(erased)
            }
        }
        self.init(viewClass, distinct: unique)
    }

    /// A configuration from attributes known to have distinct identifiers
    /// (a built-in component's own), kept as given: no copy, no search.
    init(_ viewClass: View.Type, distinct attributes: [ViewAttribute]) {
        var keyParts: [String] = []
        for attribute in attributes where !attribute.hasUnapply { keyParts.append("\(attribute.identifier)=\(attribute.value)") }
        self.viewClass = viewClass
        self.attributes = attributes
        poolKey = RecycleKey(viewClass: viewClass, parts: keyParts.sorted())
    }

    private init() {
        viewClass = nil
        attributes = []
        poolKey = RecycleKey(viewClass: nil, parts: [])
    }

    /// No view: the component's children mount into its parent's view.
    public static let none = ViewConfiguration()

    /// Whether the component mounts a view.
    public var hasView: Bool { viewClass != nil }

    /// What two configurations must share for one's view to be reused by the
    /// other: the view class and the attributes that cannot be unapplied.
    public var recycleKey: String { poolKey.description }

    public static func == (lhs: ViewConfiguration, rhs: ViewConfiguration) -> Bool {
        lhs.viewClass == rhs.viewClass && lhs.attributes == rhs.attributes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(poolKey)
        hasher.combine(attributes)
    }

    public var description: String {
        guard let viewClass else { return "no view" }
        let name = String(describing: viewClass)
        return attributes.isEmpty ? name : "\(name) \(attributes.map(\.description).joined(separator: " "))"
    }
}

/// A recycle key that hashes as fast as an integer: mounting looks keys up
/// for every view on every pass.
struct RecycleKey: Hashable, Sendable, CustomStringConvertible {
    let viewClass: View.Type?
    /// The sorted `identifier=value` of attributes without an unapply.
    let parts: [String]
    let hash: Int

    init(viewClass: View.Type?, parts: [String]) {
        self.viewClass = viewClass
        self.parts = parts
        var hasher = Hasher()
        hasher.combine(viewClass.map(ObjectIdentifier.init))
        hasher.combine(parts)
        hash = hasher.finalize()
    }

    static func == (lhs: RecycleKey, rhs: RecycleKey) -> Bool {
        lhs.hash == rhs.hash && lhs.viewClass == rhs.viewClass && lhs.parts == rhs.parts
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    var description: String {
        guard let viewClass else { return "" }
        return ([_typeName(viewClass, qualified: true)] + parts).joined(separator: "|")
    }
}
