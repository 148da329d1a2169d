/// A form field as a screen document describes it: the variable it edits,
/// its label, and for choices the options. The container sets `value`
/// from the variable and `error` after a `submit` finds the value wrong.
///
/// ```json
/// { "id": "email", "component": "text-field",
///   "data": { "variable": "email", "label": "Email", "placeholder": "you@example.com",
///             "validation": { "required": true, "pattern": "^[^@ ]+@[^@ ]+$", "message": "Enter an email address" } } }
/// ```
public struct FormFieldData: ComponentData, Hashable, Sendable, Decodable {
    /// One choice of a segmented control or a picker.
    public struct Option: Hashable, Sendable, Decodable {
        /// What the variable holds when it is chosen.
        public var value: String
        /// What a person reads.
        public var title: String
    }

    /// The declared variable the field edits.
    public var variable: String
    /// What the field is, shown above it and read as its name.
    public var label: String
    /// Shown in an empty text field.
    public var placeholder: String?
    /// The choices of a segmented control or a picker.
    public var options: [Option]
    /// What the value must be before it is sent.
    public var validation: FieldValidation
    /// Whether a text field hides what is typed.
    public var secure: Bool
    /// Whether a person can change it.
    public var enabled: Bool
    /// The variable's value now.
    public var value: FormFieldValue?
    /// Why the value is wrong, after a submit found it so.
    public var error: String?

    private enum CodingKeys: String, CodingKey { case variable, label, placeholder, options, validation, secure, enabled, value, error }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        variable = try container.decode(String.self, forKey: .variable)
        label = try container.decode(String.self, forKey: .label)
        placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
        options = try container.decodeIfPresent([Option].self, forKey: .options) ?? []
        validation = try container.decodeIfPresent(FieldValidation.self, forKey: .validation) ?? FieldValidation()
        secure = try container.decodeIfPresent(Bool.self, forKey: .secure) ?? false
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        value = try container.decodeIfPresent(FormFieldValue.self, forKey: .value)
        error = try container.decodeIfPresent(String.self, forKey: .error)
    }

    /// The value as text (a text field's, or the chosen option's value).
    var text: String {
        if case let .text(text)? = value { return text }
        return ""
    }

    /// Whether a switch is on.
    var isOn: Bool {
        if case let .flag(flag)? = value { return flag }
        return false
    }

    /// The index of the chosen option, if one is.
    var selectedIndex: Int? { options.firstIndex { $0.value == text } }
}

/// A form field's value: text (a text field, a choice) or a flag (a switch).
public enum FormFieldValue: Hashable, Sendable, Decodable {
    /// Text.
    case text(String)
    /// On or off.
    case flag(Bool)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}
