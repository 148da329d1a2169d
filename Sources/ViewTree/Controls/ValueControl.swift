import Foundation

/// A control with a number in a range: the base of ``Slider`` and ``Stepper``.
///
/// The value is always in ``range`` and on its step. Code that sets a
/// value outside the range (or NaN) gets its nearer end (the minimum for
/// NaN), and the control reports it once through ``ComponentDiagnostics``;
/// a value between steps takes the nearer step. A new range moves the
/// value into it.
@MainActor
open class ValueControl: Control {
    /// The values the control takes.
    public var range: ValueRange = .unit {
        didSet {
            guard range != oldValue else { return }
            record(.valueRange(range))
            let kept = range.clamped(storedValue)
            if kept != storedValue {
                storedValue = kept
                record(.controlValue(kept))
            }
            updateParts()
        }
    }

    /// The value, in ``range`` and on its step.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, byPerson: false) }
    }
    private(set) var storedValue: Double = 0

    /// Sets the value, kept in the range; code's values outside it
    /// (`byPerson` false) are reported. Returns whether the value changed;
    /// the subclass sends its events.
    @discardableResult
    func setValue(_ newValue: Double, byPerson: Bool) -> Bool {
        let kept = range.clamped(newValue)
        if !byPerson, kept != newValue, !(newValue >= range.minimum && newValue <= range.maximum) {
            reportAdjusted("value", newValue, to: kept, in: range)
        }
        guard kept != storedValue else { return false }
        storedValue = kept
        record(.controlValue(kept))
        updateParts()
        return true
    }

    /// Where a key moves the value: the slider and spinbutton keyboard patterns share it.
    enum KeyMove: Equatable {
        /// Steps up (positive) or down.
        case steps(Double)
        /// Pages (larger moves) up or down.
        case pages(Double)
        /// To the minimum.
        case minimum
        /// To the maximum.
        case maximum
    }

    /// The move a key asks of the focused, enabled control: Up and Right a
    /// step up (Right and Left swap right to left), Down and Left a step
    /// down, Page Up and Page Down a page, Home and End the ends; nil for
    /// any other key, a modified one, or a control without focus.
    func keyMove(for event: KeyEvent) -> KeyMove? {
        guard isFirstResponder, isEnabled, event.phase == .down, event.modifiers.isEmpty else { return nil }
        let toward: Double = isRightToLeft ? -1 : 1
        switch event.key {
        case .arrowUp: return .steps(1)
        case .arrowDown: return .steps(-1)
        case .arrowRight: return .steps(toward)
        case .arrowLeft: return .steps(-toward)
        case .pageUp: return .pages(1)
        case .pageDown: return .pages(-1)
        case .home: return .minimum
        case .end: return .maximum
        default: return nil
        }
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .controlValue(value): self.value = value
        case let .valueRange(range): self.range = range
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.valueRange(range), .controlValue(storedValue)]
    }
}
