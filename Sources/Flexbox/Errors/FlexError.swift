/// Why a flexbox operation was refused. The node tree is left as it was.
///
/// Every case names where the problem is (`path`: child indices from the
/// root, like `root/2/0`) and what was wrong, so the message can be shown as is.
public enum FlexError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A style property holds a value it cannot take (NaN, infinite, negative, `auto`...).
    case invalidStyle(path: String, property: String, value: String, reason: String)
    /// Inserting the child would make a node its own ancestor.
    case cycle(path: String, child: String)
    /// The child already belongs to another parent; remove it there first.
    case alreadyHasParent(path: String, child: String, currentParent: String)
    /// A child index outside `0...count` (insert) or `0..<count` (remove).
    case indexOutOfRange(path: String, index: Int, count: Int)
    /// Measure functions are for leaves: this node has children, or a measured node was given some.
    case measureFunctionWithChildren(path: String)
    /// The available size passed to layout is NaN, negative or infinite.
    case invalidAvailableSize(dimension: String, value: Double)
    /// A point scale factor that is NaN, negative or infinite.
    case invalidPointScaleFactor(Double)
    /// A measure or baseline function returned NaN, a negative or an infinite size.
    case invalidMeasurement(path: String, function: String, value: Double)

    /// A one-line explanation naming the place and the value.
    public var description: String {
        switch self {
        case let .invalidStyle(path, property, value, reason):
            return "\(path): style.\(property) = \(value) is invalid: \(reason)"
        case let .cycle(path, child):
            return "\(path): cannot insert \(child): it is this node or one of its ancestors"
        case let .alreadyHasParent(path, child, currentParent):
            return "\(path): cannot insert \(child): it already has a parent (\(currentParent))"
        case let .indexOutOfRange(path, index, count):
            return "\(path): child index \(index) is out of range (child count \(count))"
        case let .measureFunctionWithChildren(path):
            return "\(path): a node with a measure function cannot have children"
        case let .invalidAvailableSize(dimension, value):
            return "layout: available \(dimension) \(value) must be a finite non-negative number or nil"
        case let .invalidPointScaleFactor(value):
            return "layout: point scale factor \(value) must be finite and >= 0"
        case let .invalidMeasurement(path, function, value):
            return "\(path): \(function) returned \(value); sizes must be finite and non-negative"
        }
    }
}
