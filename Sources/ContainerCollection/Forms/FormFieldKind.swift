/// The controls a screen's form fields are shown with, by component name.
public enum FormFieldKind: String, Hashable, Sendable, CaseIterable {
    /// One line of text (`text-field`), a string variable.
    case textField = "text-field"
    /// On or off (`switch`), a boolean variable.
    case `switch`
    /// A few options side by side (`segmented`), a string variable holding the chosen value.
    case segmented
    /// Options in a pop-up list (`picker`), a string variable holding the chosen value.
    case picker

    /// The kind of variable it edits.
    public var variableKind: ScreenVariable.Kind { self == .switch ? .boolean : .string }
}
