/// Compares values of any type for "is this the same input": `Equatable`
/// values with `==`, objects by identity, anything else by its bits (so a
/// struct passed again unchanged is the same, and one rebuilt with equal
/// contents may not be: slower, never wrong).
package enum ValueIdentity {
    /// Whether `lhs` and `rhs` are the same input.
    package static func areSame<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        if type(of: lhs as Any) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
