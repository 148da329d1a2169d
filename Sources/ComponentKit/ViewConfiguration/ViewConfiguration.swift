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
    /// What two configurations must share for one's view to be reused by the other.
    public let recycleKey: String
    /// The recycle key with its hash computed once, for reuse-pool lookups.
    let poolKey: RecycleKey

    /// A configuration for views of type `V`.
    public init<V: View>(_ viewClass: V.Type, _ attributes: [Attribute<V>] = []) {
        // Configurations are made for every component of every item, often
        // off the main actor in parallel: no dictionary, no reflection.
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
        self.viewClass = viewClass
        self.attributes = unique
        var key = _typeName(viewClass, qualified: true)
        for part in unique.filter({ !$0.hasUnapply }).map({ "\($0.identifier)=\($0.value)" }).sorted() { key += "|" + part }
        recycleKey = key
        poolKey = RecycleKey(recycleKey)
    }

    private init() {
        viewClass = nil
        attributes = []
        recycleKey = ""
        poolKey = RecycleKey("")
    }

    /// No view: the component's children mount into its parent's view.
    public static let none = ViewConfiguration()

    /// Whether the component mounts a view.
    public var hasView: Bool { viewClass != nil }

    public static func == (lhs: ViewConfiguration, rhs: ViewConfiguration) -> Bool {
        lhs.viewClass == rhs.viewClass && lhs.attributes == rhs.attributes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(recycleKey)
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
struct RecycleKey: Hashable, Sendable {
    let text: String
    let hash: Int

    init(_ text: String) {
        self.text = text
        hash = text.hashValue
    }

    static func == (lhs: RecycleKey, rhs: RecycleKey) -> Bool {
        lhs.hash == rhs.hash && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
