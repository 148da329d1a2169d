import Foundation
import ViewTree

/// A ``/ViewTree/Slider``, as `UISlider`: 31 points tall, as wide as it
/// may be (200 points when nothing bounds it).
///
/// The thumb follows a person's drag or keys and `onChange` hears each new
/// value (only the last one of a drag, with `isContinuous` off); keep it
/// and render again with it.
///
/// ```swift
/// SliderComponent(value: settings.volume, in: 0...10, step: 1, onChange: Action<Double>.send(.setVolume, from: scope),
///                 attributes: [.accessibilityLabel("Volume")])
/// ```
public struct SliderComponent: Component {
    /// The value.
    public let value: Double
    /// The values it takes.
    public let range: ValueRange
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A slider over `bounds` in steps of `step` (0: any value); `tint`
    /// colours the track up to the thumb (the traits' tint by default).
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, isContinuous: Bool = true,
        isEnabled: Bool = true, tint: Color? = nil, onChange: Action<Double>? = nil,
        attributes: [Attribute<Slider>] = [], size: ComponentSize = ComponentSize(height: .points(Slider.defaultHeight))
    ) {
        let range = ValueRange(bounds, step: step)
        self.value = value
        self.range = range
        componentSize = size
        var all: [Attribute<Slider>] = [
            // The range first, so the value is kept in the new one.
            .custom("range", range, apply: { $0.range = $1 }, unapply: { $0.range = .unit }),
            .custom("value", value, apply: { $0.value = $1 }, unapply: { $0.value = 0 }),
            .custom("continuous", isContinuous, apply: { $0.isContinuous = $1 }, unapply: { $0.isContinuous = true }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
            .custom("tint", tint, apply: { $0.minimumTrackTintColor = $1 }, unapply: { $0.minimumTrackTintColor = nil }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.value }) }
        viewConfiguration = ViewConfiguration(Slider.self, all + attributes)
    }

    /// As wide as allowed; 200 points when the width is unbounded.
    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let width = range.max.width.isFinite ? range.max.width : Swift.max(range.min.width, 200)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: Slider.defaultHeight)))
    }
}
