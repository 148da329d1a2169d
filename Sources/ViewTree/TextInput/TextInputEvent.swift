/// What a text input tells its editing handlers.
public enum TextInputEvent: Hashable, Sendable {
    /// The input took focus and editing began.
    case editingBegan
    /// The person changed the text (never sent for changes made in code).
    case changed(TextEdit)
    /// The input lost focus and editing ended.
    case editingEnded
    /// Return was pressed in a one-line field.
    case returnPressed
}

extension TextInputEvent {
    /// The control events the event is sent as: Return in a one-line field
    /// is both ``ControlEvents/editingDidEndOnExit`` and ``ControlEvents/primaryActionTriggered``.
    public var controlEvents: ControlEvents {
        switch self {
        case .editingBegan: .editingDidBegin
        case .changed: .editingChanged
        case .editingEnded: .editingDidEnd
        case .returnPressed: [.editingDidEndOnExit, .primaryActionTriggered]
        }
    }
}
