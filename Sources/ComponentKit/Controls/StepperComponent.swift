import Foundation
import ViewTree

/// A ``/ViewTree/Stepper``, 94 × 32 points, as `UIStepper`.
///
/// Its halves, or the arrow keys, move the value by `step`; `onChange`
/// hears each new value. Keep it and render again with it.
///
/// ```swift
/// HStackComponent(spacing: 12, alignItems: .center) {
///     LabelComponent("Guests: \(guests)")
///     StepperComponent(value: Double(guests), in: 1...12, onChange: Action<Double>.send(.setGuests, from: scope),
///                      attributes: [.accessibilityLabel("Guests")])
/// }
/// ```
public struct StepperComponent: Component {
    /// The value.
    public let value: Double
    /// The values it takes.
    public let range: ValueRange
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A stepper over `bounds` in steps of `step`; with `wraps`, stepping
    /// past an end goes round to the other.
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...100, step: Double = 1, wraps: Bool = false,
        isEnabled: Bool = true, onChange: Action<Double>? = nil, attributes: [Attribute<Stepper>] = []
    ) {
        let range = ValueRange(bounds, step: step)
        self.value = value
        self.range = range
        componentSize = ComponentSize(Stepper.defaultSize)
        var all: [Attribute<Stepper>] = [
            .custom("range", range, apply: { $0.range = $1 }, unapply: { $0.range = ValueRange(0...100, step: 1) }),
            .custom("value", value, apply: { $0.value = $1 }, unapply: { $0.value = 0 }),
            .custom("wraps", wraps, apply: { $0.wraps = $1 }, unapply: { $0.wraps = false }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.value }) }
        viewConfiguration = ViewConfiguration(Stepper.self, all + attributes)
    }
}
