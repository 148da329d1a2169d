import Foundation

/// The keyboard in a radio group (``AccessibilityContainerType/radioGroup``),
/// as ARIA's radio group pattern has it: the group is one Tab stop, and the
/// arrow keys move the choice.
extension View {
    /// Whether this radio button is checked: a selected button, or the
    /// selected trait.
    var isRadioChecked: Bool {
        accessibility.traits.contains(.selected) || (self as? Button)?.isSelected == true
    }

    /// The radio button of this group that Tab visits: the focused one,
    /// else the checked one, else the first. Nil when the view is no radio
    /// group or none of its radio buttons can take focus.
    var radioGroupTabStop: View? {
        guard accessibility.containerType == .radioGroup else { return nil }
        let radios = focusableRadioButtons
        return radios.first(where: \.isFirstResponder) ?? radios.first(where: \.isRadioChecked) ?? radios.first
    }

    /// Whether Tab passes over this view: a radio button that is not its
    /// group's ``radioGroupTabStop`` (the arrows reach it).
    var isPassedOverByTab: Bool {
        isRadioButton && superview?.radioGroupTabStop !== self
    }

    /// The radio buttons directly inside that can take focus, in tree order.
    private var focusableRadioButtons: [View] {
        subviews.filter { $0.isRadioButton && $0.isFocusable }
    }

    /// Arrow keys on a focused radio button: Down and Up (Right and Left,
    /// swapped right to left) focus the next or previous radio button of
    /// the group, wrapping, and check it as a tap would.
    func handleRadioKey(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.modifiers.isEmpty, isRadioButton, isFirstResponder, let group = superview else {
            return false
        }
        let forward = traitCollection.layoutDirection == .leftToRight
        let step: Int
        switch event.key {
        case .arrowDown: step = 1
        case .arrowUp: step = -1
        case .arrowRight: step = forward ? 1 : -1
        case .arrowLeft: step = forward ? -1 : 1
        default: return false
        }
        let radios = group.focusableRadioButtons
        guard radios.count > 1, let index = radios.firstIndex(where: { $0 === self }) else { return false }
        let next = radios[(index + step + radios.count) % radios.count]
        guard next.becomeFirstResponder() else { return false }
        next.activateFromKeyboard()
        return true
    }
}
