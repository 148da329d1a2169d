/// An immutable value on the heap, compared and hashed by the value.
///
/// For attributes most values leave at their default (a run's decorations,
/// a text's paragraph style): stored as an optional box, the default costs
/// one pointer instead of the whole value in every copy, array element and
/// enum payload. A change makes a new box, so copies never share a write.
package final class SparseBox<Value: Hashable & Sendable>: Hashable, Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package static func == (lhs: SparseBox, rhs: SparseBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
