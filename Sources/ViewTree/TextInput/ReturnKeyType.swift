/// What the Return key is labelled as doing (the browser's `enterkeyhint`).
/// Pressing it always sends ``TextInputEvent/returnPressed`` in a one-line field.
public enum ReturnKeyType: String, Hashable, Sendable, CaseIterable {
    /// Return (a new line in a text view).
    case `default`
    /// Done.
    case done
    /// Go.
    case go
    /// Next field. A ComponentKit text field with this key and no
    /// `onSubmit` moves focus to the next view in the focus order.
    case next
    /// Search.
    case search
    /// Send.
    case send
}
