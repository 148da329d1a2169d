import ViewTree

/// What a text component sends as it is edited.
///
/// ```swift
/// TextInputActions(onChange: Action { query in search(query) }, onSubmit: Action { _ in submit() })
/// ```
public struct TextInputActions: Hashable, Sendable {
    /// Sent with the whole text after each change a person makes.
    public var onChange: Action<String>?
    /// Sent with the text when Return is pressed in a one-line field.
    /// Without it, a field whose return key is ``/ViewTree/ReturnKeyType/next``
    /// moves focus to the next view instead.
    public var onSubmit: Action<String>?
    /// Sent with true when editing begins (focus) and false when it ends.
    public var onEditingChanged: Action<Bool>?

    /// Actions; each is optional.
    public init(onChange: Action<String>? = nil, onSubmit: Action<String>? = nil, onEditingChanged: Action<Bool>? = nil) {
        self.onChange = onChange
        self.onSubmit = onSubmit
        self.onEditingChanged = onEditingChanged
    }

    public static func == (lhs: TextInputActions, rhs: TextInputActions) -> Bool {
        lhs.onChange?.identity == rhs.onChange?.identity && lhs.onSubmit?.identity == rhs.onSubmit?.identity
            && lhs.onEditingChanged?.identity == rhs.onEditingChanged?.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(onChange?.identity)
        hasher.combine(onSubmit?.identity)
        hasher.combine(onEditingChanged?.identity)
    }
}
