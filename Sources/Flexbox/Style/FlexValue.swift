/// A length in a flexbox style: points, a percentage of the containing block, `auto`, or unset.
///
/// ```swift
/// var style = FlexStyle()
/// style.width = .points(100)
/// style.height = .percent(50)   // half the parent's inner height
/// ```
public enum FlexValue: Sendable, Hashable {
    /// Not set; the property takes its default behaviour.
    case undefined
    /// `auto`: sized from content or, for margins, absorbs free space.
    case auto
    /// An absolute length in points.
    case points(Double)
    /// A percentage (0...100 and beyond) of the reference length.
    case percent(Double)

    /// Whether the value was set at all (`auto` counts as set).
    @_transparent public var isDefined: Bool {
        if case .undefined = self { return false }
        return true
    }

    /// The value in points against `reference`, or NaN when it has none
    /// (unset, `auto`, or a percentage of an undefined reference).
    @_transparent
    func resolve(_ reference: Double) -> Double {
        switch self {
        case .points(let value): return value
        case .percent(let value): return value * reference * 0.01
        case .undefined, .auto: return .nan
        }
    }
}

extension FlexValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A literal number is a length in points.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal number is a length in points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
