import Foundation

/// Why a chart's data was refused.
public enum BarChartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A bar's value was NaN, negative or past ``BarChart/Bar/maximumValue``.
    case invalidValue(name: String, value: Double)

    public var description: String {
        switch self {
        case let .invalidValue(name, value): "the bar '\(name)' needs a value from 0 to \(Int(BarChart.Bar.maximumValue)), not \(value)"
        }
    }
}
