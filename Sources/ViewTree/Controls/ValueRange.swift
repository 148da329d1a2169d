import Foundation

/// The values a ``Slider`` or ``Stepper`` takes: from ``minimum`` to
/// ``maximum``, in steps of ``step`` counted from the minimum (0 for any
/// value), as `UISlider`'s and `UIStepper`'s bounds.
///
/// Bounds that are not finite, and a step that is negative or not finite,
/// are not taken: the range is `0...1` (or the step 0) instead, and the
/// refusal is reported through ``ComponentDiagnostics``.
///
/// ```swift
/// let percent = ValueRange(0...100, step: 5)
/// percent.clamped(42)    // 40
/// percent.clamped(.nan)  // 0
/// ```
public struct ValueRange: Hashable, Sendable, CustomStringConvertible {
    /// The lowest value.
    public let minimum: Double
    /// The highest value.
    public let maximum: Double
    /// The distance between two values, from the minimum; 0 for any value.
    public let step: Double

    /// The range `bounds` in steps of `step`.
    public init(_ bounds: ClosedRange<Double>, step: Double = 0) {
        if bounds.lowerBound.isFinite, bounds.upperBound.isFinite {
            minimum = bounds.lowerBound
            maximum = bounds.upperBound
        } else {
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "value range \(bounds)", message: "value range \(bounds) is not finite; 0...1 is used instead"))
            minimum = 0
            maximum = 1
        }
        if step.isFinite, step >= 0 {
            self.step = step
        } else {
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "value step \(step)", message: "value step \(step) is not a finite number of 0 or more; any value is taken instead"))
            self.step = 0
        }
    }

    /// `0...1`, any value: a new slider's.
    public static let unit = ValueRange(0...1)

    /// The range as a closed range.
    public var bounds: ClosedRange<Double> { minimum...maximum }

    /// `value` within the range, on a step: NaN is the minimum, values
    /// beyond an end are that end, and a value between steps takes the
    /// nearer step (one that would pass the maximum, the step below it).
    public func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return minimum }
        var result = Swift.min(Swift.max(value, minimum), maximum)
        if step > 0 {
            let steps = ((result - minimum) / step).rounded()
            result = minimum + steps * step
            if result > maximum { result -= step }
            result = Swift.max(result, minimum)
        }
        return result
    }

    /// Whether `value` is in the range and on a step, as ``clamped(_:)`` would leave it.
    public func contains(_ value: Double) -> Bool { clamped(value) == value }

    /// Where `value` lies between the ends, 0...1 (0 for an empty range).
    public func fraction(of value: Double) -> Double {
        maximum > minimum ? (clamped(value) - minimum) / (maximum - minimum) : 0
    }

    /// The value at `fraction` (0...1) of the way from the minimum, on a step.
    public func value(atFraction fraction: Double) -> Double {
        clamped(minimum + (fraction.isFinite ? fraction : 0) * (maximum - minimum))
    }

    public var description: String { step > 0 ? "\(minimum)...\(maximum) by \(step)" : "\(minimum)...\(maximum)" }
}
