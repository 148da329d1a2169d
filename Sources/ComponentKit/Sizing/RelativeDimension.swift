import Foundation

/// A length that may depend on the parent's size: points, a percentage, or auto.
///
/// ```swift
/// let half: RelativeDimension = .percent(50)
/// half.resolve(parent: 390, auto: 0)   // 195
/// half.resolve(parent: .nan, auto: 0)  // 0: a percent of an undefined parent is auto
/// ```
public enum RelativeDimension: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Decided by the content (or the rule using the dimension).
    case auto
    /// A fixed length in points.
    case points(CGFloat)
    /// A percentage (0–100) of the parent's length in the same axis.
    case percent(CGFloat)

    public init(floatLiteral value: Double) { self = .points(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .points(CGFloat(value)) }

    /// The length for a parent of `parent` points: points as given, percent
    /// of the parent rounded to whole points (as ComponentKit does), and
    /// `auto` for auto or a percent of an undefined (NaN or infinite) parent.
    public func resolve(parent: CGFloat, auto: CGFloat) -> CGFloat {
        switch self {
        case .auto: return auto
        case let .points(value): return value
        case let .percent(value):
            guard parent.isFinite else { return auto }
            return (value / 100 * parent).rounded()
        }
    }

    /// Checks that the value is usable: finite, and not negative.
    func validate(_ name: String) throws(SizingError) {
        switch self {
        case .auto: return
        case let .points(value), let .percent(value):
            guard value.isFinite else { throw .notFinite(dimension: name, value: value) }
            guard value >= 0 else { throw .negative(dimension: name, value: value) }
        }
    }

    public var description: String {
        switch self {
        case .auto: "auto"
        case let .points(value): "\(value)pt"
        case let .percent(value): "\(value)%"
        }
    }
}
