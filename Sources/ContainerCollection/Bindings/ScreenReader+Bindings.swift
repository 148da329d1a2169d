extension ScreenReader {
    /// Most data members one element binds.
    static let maximumDataBindings = 32

    /// An element's `bind`: `visible` (a boolean binding) and `data` (member
    /// name to binding). A binding naming an undeclared variable, or of the
    /// wrong type, is reported and left out; the element shows without it.
    mutating func elementBindings(_ value: JSONValue?, at path: JSONPath) -> ElementBindings {
        guard let value else { return ElementBindings() }
        guard case let .object(members) = value else {
            report(path, typeProblem(expected: "object", found: value))
            return ElementBindings()
        }
        var bindings = ElementBindings()
        for member in members {
            let memberPath = path.appending(key: member.key)
            switch member.key {
            case "visible":
                guard let binding = binding(member.value, at: memberPath) else { continue }
                guard binding.resultKind(declared: variables) == .boolean else {
                    report(memberPath, .invalidValue("visibility binds to a boolean: a boolean variable or an \"equals\" test"))
                    continue
                }
                bindings.visible = binding
            case "data":
                guard case let .object(fields) = member.value else {
                    report(memberPath, typeProblem(expected: "object", found: member.value))
                    continue
                }
                if fields.count > Self.maximumDataBindings {
                    report(memberPath, .tooManyItems(limit: Self.maximumDataBindings, count: fields.count))
                }
                for field in fields.prefix(Self.maximumDataBindings) {
                    if let binding = binding(field.value, at: memberPath.appending(key: field.key)) { bindings.data[field.key] = binding }
                }
            default:
                report(memberPath, .invalidValue("\"\(member.key)\" is not a binding; an element binds \"visible\" and \"data\""))
            }
        }
        return bindings
    }

    /// One binding: a variable's name, `{"variable", "equals"}` or `{"template"}`.
    private mutating func binding(_ value: JSONValue, at path: JSONPath) -> VariableBinding? {
        switch value {
        case let .string(name):
            return boundVariable(name, at: path).map { .value(of: $0.name) }
        case .object:
            if let text = value["template"] {
                guard let text = string(text, at: path.appending(key: "template")) else { return nil }
                guard text.utf8.count <= actionPolicy.maximumStringLength else {
                    report(path.appending(key: "template"), .overLimit(what: "template bytes", value: text.utf8.count,
                                                                       limit: actionPolicy.maximumStringLength))
                    return nil
                }
                for name in VariableBinding.placeholders(in: text).sorted() where variables[name] == nil {
                    report(path.appending(key: "template"), .invalidValue("\"{\(name)}\" names no declared variable; the binding is left out"))
                    return nil
                }
                return .template(text)
            }
            guard let name = value["variable"] else {
                report(path, .missingField("variable"))
                return nil
            }
            guard let name = string(name, at: path.appending(key: "variable")),
                  let variable = boundVariable(name, at: path.appending(key: "variable")) else { return nil }
            guard let expected = value["equals"] else { return .value(of: variable.name) }
            guard variable.accepts(expected) else {
                report(path.appending(key: "equals"), typeProblem(expected: variable.kind.rawValue, found: expected))
                return nil
            }
            return .equals(variable: variable.name, value: expected)
        default:
            report(path, typeProblem(expected: "string or object", found: value))
            return nil
        }
    }

    private mutating func boundVariable(_ name: String, at path: JSONPath) -> ScreenVariable? {
        guard let variable = variables[name] else {
            report(path, .invalidValue("\"\(name)\" is not a declared variable; the binding is left out"))
            return nil
        }
        return variable
    }
}
