/// The events a control sends its handlers, as `UIControl.Event` names them
/// (and with its raw values).
///
/// ``Button`` sends the touch events, ``TextField`` and ``TextView`` the
/// editing events; no built-in control sends ``valueChanged``, which a
/// control of your own sends with ``ControlEventSending/sendActions(for:)``.
///
/// ```swift
/// button.addControlEventHandler(for: [.touchDown, .touchCancel], named: "press") { _, event in
///     print(event)   // touchDown, then touchUpInside or touchCancel
/// }
/// ```
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits, `UIControl.Event`'s.
    public let rawValue: UInt32

    /// Events from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A pointer went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A pointer that went down on the control moved, inside its bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A pointer that went down on the control moved, outside its bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A pointer that went down on the control came back into its bounds.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A pointer that went down on the control left its bounds.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A pointer went up inside the control (a tap, or Enter or Space on the focused control).
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A pointer that went down on the control went up outside it.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The window cancelled the pointer (another view took it, or it was lost).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed; sent by controls that have one.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action: a button's tap, Return in a text field.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text input took focus and editing began.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A person changed a text input's text (never sent for changes made in code).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text input lost focus and editing ended.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a one-line text field.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    /// Every editing event.
    public static let allEditingEvents: ControlEvents = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    private static let names: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The events' names, as `[touchDown, touchCancel]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
