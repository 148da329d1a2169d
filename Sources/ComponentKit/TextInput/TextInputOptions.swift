import Foundation
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
    /// The text's color; ``ViewTree/Color/label`` by default.
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
    /// What the text is, for password managers and autofill.
    public var contentType: TextContentType?
    /// Whether the input takes focus and input.
    public var isEnabled: Bool
    /// Whether the text can be changed (false: read-only).
    public var isEditable: Bool
    /// Identifier for tests and automation.
    public var accessibilityIdentifier: String?
    /// The name screen readers read for the input; without one, the
    /// placeholder names it. Give one when a visible label sits beside the
    /// field with other words, or when there is no placeholder.
    public var accessibilityLabel: String?
    /// What the input is for, read after its name ("Names of at least two letters").
    public var accessibilityHint: String?
    /// Why the text is wrong ("Enter a name"), shown beside the field by the
    /// app and read with it: screen readers say the input is invalid and
    /// read this when it takes focus. Nil when nothing is wrong.
    public var errorMessage: String?
    /// Fill behind the text; nil draws none.
    public var backgroundColor: Color?
    /// Radius of the background's and border's corners.
    public var cornerRadius: CGFloat
    /// Width of the border drawn inside the bounds; 0 draws none.
    public var borderWidth: CGFloat
    /// The border's color; ``ViewTree/Color/separator`` by default.
    public var borderColor: Color

    /// Options; every one has the default of a new ``/ViewTree/TextField``.
    ///
    /// The default colours are semantic (``ViewTree/Color/label`` text, a
    /// ``ViewTree/Color/separator`` border), resolved for the traits of the
    /// component being built: make options in `body` (or a provider's
    /// closure), where a dark tree gets white text, not in a `static let`.
    public init(
        placeholder: String? = nil, font: Font = .body, textColor: Color = .label, alignment: TextAlignment = .natural,
        isSecure: Bool = false, maximumLength: Int? = nil, filter: TextInputFilter? = nil,
        keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default,
        autocapitalization: Autocapitalization = .sentences, autocorrection: Bool = true,
        contentType: TextContentType? = nil, isEnabled: Bool = true, isEditable: Bool = true, accessibilityIdentifier: String? = nil,
        accessibilityLabel: String? = nil, accessibilityHint: String? = nil, errorMessage: String? = nil,
        backgroundColor: Color? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: Color = .separator
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
        self.contentType = contentType
        self.isEnabled = isEnabled
        self.isEditable = isEditable
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.errorMessage = errorMessage
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }

    /// A rounded field filled with ``ViewTree/Color/secondarySystemBackground`` (light
    /// grey, near black in dark mode), as search fields look.
    public static func rounded(placeholder: String? = nil) -> TextInputOptions {
        TextInputOptions(placeholder: placeholder, backgroundColor: .secondarySystemBackground, cornerRadius: 10)
    }

    func attributes<V: TextInputView>() -> [Attribute<V>] {
        var attributes: [Attribute<V>] = [
            Attribute(.placeholder(placeholder)), Attribute(.font(font)), Attribute(.textColor(textColor)),
            Attribute(.textAlignment(alignment)), Attribute(.secureTextEntry(isSecure)),
            Attribute(.maximumLength(maximumLength)), Attribute(.keyboardType(keyboardType)),
            Attribute(.returnKeyType(returnKeyType)), Attribute(.autocapitalization(autocapitalization)),
            Attribute(.autocorrection(autocorrection)), Attribute(.textContentType(contentType)),
            Attribute(.enabled(isEnabled)), Attribute(.editable(isEditable)),
            Attribute(.accessibilityIdentifier(accessibilityIdentifier)), Attribute(.accessibilityLabel(accessibilityLabel)),
            Attribute(.accessibilityHint(accessibilityHint)), Attribute(.accessibilityErrorMessage(errorMessage)),
            Attribute(.backgroundColor(backgroundColor)),
            Attribute(.cornerRadius(cornerRadius)), Attribute(.borderWidth(borderWidth)), Attribute(.borderColor(borderColor)),
        ]
        attributes.append(.custom(
            "inputFilter", filter, apply: { view, filter in view.inputFilter = filter?.filter },
            unapply: { $0.inputFilter = nil }))
        return attributes
    }
}
