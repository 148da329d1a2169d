/// A length in a flex style: undefined, auto, points, or a percentage of the
/// containing block.
///
/// ```swift
/// style.width = .points(100)
/// style.height = .percent(50)
/// style.margin.left = .auto
/// ```
public enum FlexValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Not set: the property's default applies.
    case undefined
    /// Decided by the algorithm (content size, or free space for margins).
    case auto
    /// A length in points.
    case points(Double)
    /// A percentage (0–100) of the containing block's size in the relevant axis.
    case percent(Double)

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// Whether a value is set (auto counts as set).
    public var isDefined: Bool { self != .undefined }

    /// The value in points for a reference length; NaN for undefined, auto
    /// and a percentage of an undefined reference.
    @inline(__always)
    func resolve(_ reference: Double) -> Double {
        switch self {
        case .undefined, .auto: return .nan
        case let .points(value): return value
        case let .percent(value): return value * reference * 0.01
        }
    }

    var isAuto: Bool { self == .auto }

    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .undefined: "undefined"
        case .auto: "auto"
        case let .points(value): "\(value)pt"
        case let .percent(value): "\(value)%"
        }
    }
}
