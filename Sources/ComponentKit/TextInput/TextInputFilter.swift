import ViewTree

/// A named input filter for text components: decides what each edit a
/// person makes inserts (see ``/ViewTree/TextInputView/InputFilter``). The
/// name decides equality, so a re-render does not reconfigure the view.
///
/// ```swift
/// TextFieldComponent(initialText: "", options: TextInputOptions(filter: .digits, keyboardType: .numberPad))
/// let noSpaces = TextInputFilter("no-spaces") { edit, _ in edit.inserted.filter { $0 != " " } }
/// ```
public struct TextInputFilter: Hashable, Sendable {
    /// What makes two filters the same.
    public let identifier: String
    /// The filter.
    public let filter: TextInputView.InputFilter

    /// A filter named `identifier`.
    public init(_ identifier: String, filter: @escaping TextInputView.InputFilter) {
        self.identifier = identifier
        self.filter = filter
    }

    /// Keeps only decimal digits of what is typed or pasted.
    public static let digits = TextInputFilter("digits") { edit, _ in edit.inserted.filter(\.isNumber) }

    public static func == (lhs: TextInputFilter, rhs: TextInputFilter) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
