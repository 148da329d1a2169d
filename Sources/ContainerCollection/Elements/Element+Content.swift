extension Element {
    /// Whether `other` shows the same thing: the same factory type, reuse
    /// identifier and equal data. Data that is not `Equatable` never counts
    /// as the same, so its component is always updated.
    func hasSameContent(as other: Element) -> Bool {
        guard type(of: factory) == type(of: other.factory), let data = data as? any Equatable else { return false }
        return data.isEqual(toAny: other.data) && reuseIdentifier == other.reuseIdentifier && actions == other.actions
            && partActions == other.partActions
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
