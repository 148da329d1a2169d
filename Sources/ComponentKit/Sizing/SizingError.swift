import Foundation

/// A size or size range that cannot be used for layout.
public enum SizingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A dimension was NaN or infinite where a finite value is needed.
    case notFinite(dimension: String, value: CGFloat)
    /// A dimension was negative.
    case negative(dimension: String, value: CGFloat)
    /// A range's minimum exceeds its maximum.
    case minimumExceedsMaximum(axis: String, minimum: CGFloat, maximum: CGFloat)

    public var description: String {
        switch self {
        case let .notFinite(dimension, value):
            "\(dimension) is \(value): it must be a finite number"
        case let .negative(dimension, value):
            "\(dimension) is \(value): it must not be negative"
        case let .minimumExceedsMaximum(axis, minimum, maximum):
            "minimum \(axis) \(minimum) is larger than maximum \(axis) \(maximum)"
        }
    }
}
