import Foundation

/// A value raised and lowered by a step, as `UIStepper`: a rounded box
/// with a minus half and a plus half.
///
/// A press on the minus half lowers the value by ``ValueRange/step`` (1 when
/// the range has none), on the plus half raises it; at an end the value
/// stays, or goes round to the other end when ``wraps``. Held down, it
/// repeats (``autorepeat``, as `UIStepper`'s): after ``autorepeatDelay``,
/// a step every ``autorepeatInterval`` while the pointer stays on it. With the focus,
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
    /// Whether a half held down repeats its step.
    public var autorepeat = true
    /// How long a half is held before it repeats.
    nonisolated public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeats.
    nonisolated public static let autorepeatInterval: TimeInterval = 0.1
    /// The most repeats one look at the clock makes up for: a server that
    /// stalled does not leap the value when it catches up.
    nonisolated static let maximumRepeatsAtOnce = 10

    /// The half a pointer holds down: which one, since when, how many repeats so far.
    private var press: (plus: Bool, start: TimeInterval, repeats: Int)?

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

    /// Whether `point` is on the plus half (the halves swap right to left).
    private func isOnPlus(_ point: CGPoint) -> Bool {
        (point.x >= bounds.width / 2) != isRightToLeft
    }

    /// A press steps at once, as `UIStepper` does on touch down.
    override open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        super.pointerBegan(at: point, event: event)
        guard isEnabled else { return }
        press = (isOnPlus(point), event.time, 0)
        step(by: isOnPlus(point) ? 1 : -1)
    }

    /// Moving off the half it pressed stops the repeats; on it, they keep time.
    override open func pointerMoved(to point: CGPoint, event: PointerEvent) {
        guard let held = press else { return super.pointerMoved(to: point, event: event) }
        guard self.point(inside: point), isOnPlus(point) == held.plus else {
            press = nil
            return
        }
        repeatSteps(until: event.time)
    }

    override open func pointerHeld(until time: TimeInterval) {
        repeatSteps(until: time)
    }

    /// The press stepped already: letting go does not step again.
    override open func pointerEnded(at point: CGPoint, event: PointerEvent) {
        press = nil
        super.pointerEnded(at: point, event: event)
    }

    override open func pointerCancelled() {
        press = nil
        super.pointerCancelled()
    }

    /// The repeats due by `time` that have not been made.
    private func repeatSteps(until time: TimeInterval) {
        guard autorepeat, isEnabled, let held = press else { return }
        let since = time - held.start - Self.autorepeatDelay
        guard since >= 0, since.isFinite else { return }
        let due = Int(Swift.min(since / Self.autorepeatInterval, 1e6)) + 1
        let count = Swift.min(due - held.repeats, Self.maximumRepeatsAtOnce)
        guard count > 0 else { return }
        press?.repeats = due
        for _ in 0..<count { step(by: held.plus ? 1 : -1) }
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
