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
