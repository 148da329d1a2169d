/// Which keyboard suits a text input: a hint for on-screen keyboards (the
/// browser's `inputmode`); it restricts nothing (use an input filter).
public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
    /// Letters, the default.
    case `default`
    /// An email address.
    case emailAddress
    /// Whole numbers.
    case numberPad
    /// Numbers with a decimal point.
    case decimalPad
    /// A phone number.
    case phonePad
    /// A web address.
    case url
    /// A search query.
    case search
}
