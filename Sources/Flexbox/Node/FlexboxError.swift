/// A flex tree or style the engine refuses to lay out; nothing is changed.
public enum FlexboxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Inserting `child` would make a node its own ancestor.
    case cycle(path: String)
    /// The child already has a parent; remove it there first.
    case alreadyHasParent(path: String)
    /// An index outside `0...childCount`.
    case indexOutOfRange(index: Int, childCount: Int, path: String)
    /// A style value that cannot be laid out (NaN, infinite, or negative where that is not allowed).
    case invalidStyle(path: String, property: String, value: String, reason: String)
    /// An available size that is NaN-free but negative or infinite.
    case invalidAvailableSize(dimension: String, value: Double)

    public var description: String {
        switch self {
        case let .cycle(path):
            "cannot insert node \(path) under itself or one of its descendants"
        case let .alreadyHasParent(path):
            "node \(path) already has a parent; remove it from there before inserting it again"
        case let .indexOutOfRange(index, count, path):
            "index \(index) is out of range for node \(path) with \(count) children (valid: 0...\(count))"
        case let .invalidStyle(path, property, value, reason):
            "node \(path): \(property) = \(value) is invalid: \(reason)"
        case let .invalidAvailableSize(dimension, value):
            "available \(dimension) \(value) is invalid: pass a finite, non-negative size or .nan for undefined"
        }
    }
}
