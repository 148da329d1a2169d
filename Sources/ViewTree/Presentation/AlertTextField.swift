/// A text field in an ``Alert``, as `UIAlertController.addTextField`.
///
/// ```swift
/// AlertTextField(placeholder: "Name", text: animal.name)
/// AlertTextField(placeholder: "Password", isSecureTextEntry: true)
/// ```
public struct AlertTextField: Hashable, Sendable {
    /// Shown while the field is empty; also its accessibility label.
    public var placeholder: String
    /// The text it starts with.
    public var text: String
    /// Whether the text is hidden as typed.
    public var isSecureTextEntry: Bool
    /// Finds the field in tests and dumps; nil gives `alert.field.<index>`.
    public var identifier: String?

    /// A field.
    public init(placeholder: String, text: String = "", isSecureTextEntry: Bool = false, identifier: String? = nil) {
        self.placeholder = placeholder
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
        self.identifier = identifier
    }
}
