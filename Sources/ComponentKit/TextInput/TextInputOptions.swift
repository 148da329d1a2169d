import ViewTree

/// How a text component's input looks and behaves: everything but its text
/// and its actions.
///
/// ```swift
/// TextInputOptions(placeholder: "Email", keyboardType: .emailAddress, returnKeyType: .next,
///                  autocapitalization: .none, autocorrection: false)
/// ```
public struct TextInputOptions: Hashable, Sendable {
    /// Shown dimmed while the text is empty.
    public var placeholder: String?
    /// The text's font.
    public var font: Font
    /// The text's color.
    public var textColor: Color
    /// Line alignment.
    public var alignment: TextAlignment
    /// Shows bullets instead of the text (passwords).
    public var isSecure: Bool
    /// The most characters a person can enter.
    public var maximumLength: Int?
    /// Checks or rewrites each edit.
    public var filter: TextInputFilter?
    /// The keyboard that suits the text (a hint).
    public var keyboardType: KeyboardType
    /// What Return says it does (a hint).
    public var returnKeyType: ReturnKeyType
    /// Which letters start in capitals (a hint).
    public var autocapitalization: Autocapitalization
    /// Whether spelling is corrected (a hint).
    public var autocorrection: Bool
    /// Whether the input takes focus and input.
    public var isEnabled: Bool
    /// Whether the text can be changed (false: read-only).
    public var isEditable: Bool
    /// Identifier for tests and automation.
    public var accessibilityIdentifier: String?

    /// Options; every one has the default of a new ``ViewTree/TextField``.
    public init(
        placeholder: String? = nil, font: Font = .body, textColor: Color = .black, alignment: TextAlignment = .natural,
        isSecure: Bool = false, maximumLength: Int? = nil, filter: TextInputFilter? = nil,
        keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default,
        autocapitalization: Autocapitalization = .sentences, autocorrection: Bool = true,
        isEnabled: Bool = true, isEditable: Bool = true, accessibilityIdentifier: String? = nil
    ) {
        self.placeholder = placeholder
        self.font = font
        self.textColor = textColor
        self.alignment = alignment
        self.isSecure = isSecure
        self.maximumLength = maximumLength
        self.filter = filter
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isEnabled = isEnabled
        self.isEditable = isEditable
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    func attributes<V: TextInputView>() -> [Attribute<V>] {
        var attributes: [Attribute<V>] = [
            Attribute(.placeholder(placeholder)), Attribute(.font(font)), Attribute(.textColor(textColor)),
            Attribute(.textAlignment(alignment)), Attribute(.secureTextEntry(isSecure)),
            Attribute(.maximumLength(maximumLength)), Attribute(.keyboardType(keyboardType)),
            Attribute(.returnKeyType(returnKeyType)), Attribute(.autocapitalization(autocapitalization)),
            Attribute(.autocorrection(autocorrection)), Attribute(.enabled(isEnabled)), Attribute(.editable(isEditable)),
            Attribute(.accessibilityIdentifier(accessibilityIdentifier)),
        ]
        attributes.append(.custom(
            "inputFilter", filter, apply: { view, filter in view.inputFilter = filter?.filter },
            unapply: { $0.inputFilter = nil }))
        return attributes
    }
}
