/// One value in a ``ComponentContext``. Entries are immutable and shared by
/// every copy of the context, so comparing an entry with itself (the common
/// case: nothing changed) is a pointer comparison.
class AnyContextEntry: @unchecked Sendable {
    /// Whether `other` holds a value that is the same as this one's.
    func isSame(as other: AnyContextEntry) -> Bool { self === other }
}

final class ContextEntry<Key: ComponentContextKey>: AnyContextEntry, @unchecked Sendable {
    let value: Key.Value

    init(_ value: Key.Value) {
        self.value = value
    }

    override func isSame(as other: AnyContextEntry) -> Bool {
        if self === other { return true }
        guard let other = other as? ContextEntry<Key> else { return false }
        return ValueIdentity.areSame(value, other.value)
    }
}
