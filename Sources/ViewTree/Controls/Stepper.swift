import Foundation

/// A value raised and lowered by a step, as `UIStepper`: a rounded box
/// with a minus half and a plus half.
///
/// A tap on the minus half lowers the value by ``ValueRange/step`` (1 when
/// the range has none), on the plus half raises it; at an end the value
/// stays, or goes round to the other end when ``wraps``. With the focus,
/// Up and Right raise it, Down and Left lower it (Right and Left swap
/// right to left, where the halves swap too), Page Up and Page Down move
/// by ten steps, Home and End go to the ends; a held key repeats as the
/// keyboard repeats it. Every change a person makes sends
/// ``ControlEvents/valueChanged``.
///
/// To assistive technology it is one adjustable element with its value
/// and range (`role=spinbutton`): one Tab stop.
///
/// ```swift
/// let guests = Stepper()                        // 94 × 32 points
/// guests.range = ValueRange(1...12, step: 1)
/// guests.value = 2
/// guests.accessibilityLabel = "Guests"
/// ```
@MainActor
open class Stepper: ValueControl {
    /// A stepper's size, `UIStepper`'s.
    nonisolated public static let defaultSize = CGSize(width: 94, height: 32)

    private let background = View()
    private let separator = View()
    private let minus = Label()
    private let plus = Label()

    /// Whether stepping past an end goes round to the other end.
    public var wraps = false {
        didSet { if wraps != oldValue { updateParts() } }
    }

    /// The distance one tap moves: the range's step, or 1 when it has none.
    public var stepValue: Double { range.step > 0 ? range.step : 1 }

    public required init(frame: CGRect = CGRect(origin: .zero, size: Stepper.defaultSize)) {
        super.init(frame: frame)
        range = ValueRange(0...100, step: 1)
        background.semanticBackgroundColor = .fill
        background.cornerRadius = 8
        separator.semanticBackgroundColor = .separator
        for (label, sign) in [(minus, "−"), (plus, "+")] {
            label.text = AttributedText(sign)
            label.font = .system(size: 22)
            label.textAlignment = .center
        }
        for part in [background, separator, minus, plus] as [View] { try? content.addSubview(part) }
        updateParts()
    }

    /// Moves the value `steps` steps as a person does: at an end it stays,
    /// or wraps; sends ``ControlEvents/valueChanged`` when it moved.
    func step(by steps: Double) {
        guard isEnabled else { return }
        var target = storedValue + steps * stepValue
        if target > range.maximum { target = wraps && storedValue >= range.maximum ? range.minimum : range.maximum }
        if target < range.minimum { target = wraps && storedValue <= range.minimum ? range.maximum : range.minimum }
        if setValue(target, byPerson: true) { sendActions(for: .valueChanged) }
    }

    override open func updateParts() {
        background.frame = bounds
        let half = bounds.width / 2
        separator.frame = CGRect(x: half - 0.5, y: (bounds.height - 18) / 2, width: 1, height: min(18, bounds.height))
        // Right to left, the halves swap: plus leads.
        let leading = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        let trailing = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        minus.frame = isRightToLeft ? trailing : leading
        plus.frame = isRightToLeft ? leading : trailing
        let label = SemanticColor.label.resolved(for: traitCollection), dimmed = SemanticColor.tertiaryLabel.resolved(for: traitCollection)
        minus.textColor = wraps || storedValue > range.minimum ? label : dimmed
        plus.textColor = wraps || storedValue < range.maximum ? label : dimmed
    }

    override open var controlAccessibility: ControlAccessibility? {
        let text = storedValue.rounded() == storedValue && abs(storedValue) < 1e15 ? String(Int(storedValue)) : String(storedValue)
        return ControlAccessibility(role: .adjustable, value: storedValue, range: range.bounds, valueText: text)
    }

    /// One step up.
    override open func accessibilityIncrement() { step(by: 1) }
    /// One step down.
    override open func accessibilityDecrement() { step(by: -1) }

    /// A tap on the minus half steps down, on the plus half up (the halves swap right to left).
    override open func tapped(at point: CGPoint) {
        let onPlus = (point.x >= bounds.width / 2) != isRightToLeft
        step(by: onPlus ? 1 : -1)
    }

    override open func keyDown(_ event: KeyEvent) -> Bool {
        guard let move = keyMove(for: event) else { return super.keyDown(event) }
        switch move {
        case let .steps(count): step(by: count)
        case let .pages(count): step(by: 10 * count)
        case .minimum: step(by: (range.minimum - storedValue) / stepValue)
        case .maximum: step(by: (range.maximum - storedValue) / stepValue)
        }
        return true
    }

}
