import Foundation

/// What a control says of itself to assistive technology beyond a view's
/// own properties: its role, whether it is on, and its value within its
/// range. ``View/controlAccessibility`` gives it; the built-in controls
/// (``Switch``, ``Slider``, ``Stepper``, ``ProgressView``) fill it in.
///
/// The browser backend makes it ARIA (`role=switch` with `aria-checked`,
/// `aria-valuenow`, `aria-valuemin` and `aria-valuemax`, `aria-valuetext`);
/// ``View/accessibilityDump()`` reads it as VoiceOver would.
public struct ControlAccessibility: Hashable, Sendable {
    /// The control's role.
    public var role: AccessibilityRole
    /// A switch's state; nil for controls that are not on or off.
    public var isOn: Bool?
    /// The numeric value, within ``range``; nil when there is none (an
    /// indeterminate progress view).
    public var value: Double?
    /// The values ``value`` can take.
    public var range: ClosedRange<Double>?
    /// The value as read aloud ("50%", "3"), unless the view's own
    /// ``View/accessibilityValue`` says otherwise.
    public var valueText: String?
    /// What the control opens on top of the window, if anything: a list of
    /// options or a dialog (the browser backend: `aria-haspopup`).
    public var popUp: PopUp?

    /// What a control can open on top of the window.
    public enum PopUp: String, Hashable, Sendable {
        /// A list of options to choose one from (a ``PopUpButton``'s).
        case listBox = "listbox"
        /// A dialog (a ``DatePicker``'s calendar).
        case dialog
    }

    /// What a control says of itself.
    public init(role: AccessibilityRole, isOn: Bool? = nil, value: Double? = nil, range: ClosedRange<Double>? = nil,
                valueText: String? = nil, popUp: PopUp? = nil) {
        self.role = role
        self.isOn = isOn
        self.value = value
        self.range = range
        self.valueText = valueText
        self.popUp = popUp
    }
}
