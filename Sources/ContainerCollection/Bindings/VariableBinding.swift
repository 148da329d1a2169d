/// How one element field reads the screen's variables: the variable's
/// value as it is, whether it equals a value, or text with variables in it.
///
/// In a screen document a binding is a variable's name, or an object:
///
/// ```json
/// "bind": {
///   "visible": "expanded",
///   "data": {
///     "selected": { "variable": "filter", "equals": "birds" },
///     "title": { "template": "Showing {filter}" }
///   }
/// }
/// ```
public enum VariableBinding: Hashable, Sendable {
    /// The variable's value, of the variable's type.
    case value(of: String)
    /// True when the variable equals `value`, else false.
    case equals(variable: String, value: JSONValue)
    /// `text` with each `{name}` replaced by that variable's value, as text.
    case template(String)

    /// The variables it reads.
    public var variables: Set<String> {
        switch self {
        case let .value(name), let .equals(name, _): [name]
        case let .template(text): Self.placeholders(in: text)
        }
    }

    /// What the field holds: a boolean, a string, or the variable's kind.
    public func resultKind(declared: [String: ScreenVariable]) -> ScreenVariable.Kind? {
        switch self {
        case let .value(name): declared[name]?.kind
        case .equals: .boolean
        case .template: .string
        }
    }

    /// The field's value with the variables at `values`; nil when a variable has none.
    public func value(with values: [String: JSONValue]) -> JSONValue? {
        switch self {
        case let .value(name):
            return values[name]
        case let .equals(name, expected):
            guard let current = values[name] else { return nil }
            return .bool(current == expected)
        case let .template(text):
            var result = ""
            Self.scan(text, literal: { result += $0 }, placeholder: { name, written in
                result += values[name].map(Self.text(of:)) ?? String(written)
            })
            return .string(result)
        }
    }

    /// The names between braces in `text` that could be variable names.
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        scan(text, literal: { _ in }, placeholder: { name, _ in if ScreenReader.isVariableName(name) { names.insert(name) } })
        return names
    }

    /// Walks `text`: the runs outside braces to `literal`, and each `{name}`
    /// to `placeholder` with the name and the text as written.
    private static func scan(_ text: String, literal: (Substring) -> Void, placeholder: (String, Substring) -> Void) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literal(rest[..<open])
            placeholder(String(rest[rest.index(after: open)..<close]), rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        literal(rest)
    }

    /// A value as a person reads it: text as is, numbers as written, `true`/`false`.
    static func text(of value: JSONValue) -> String {
        switch value {
        case let .string(text): text
        case let .number(literal): literal
        case let .bool(flag): flag ? "true" : "false"
        default: ""
        }
    }
}
