import Foundation

extension ScreenReader {
    /// The document's `variables`: each a name with a `type` and a
    /// `default` of that type. A broken declaration is reported and left
    /// out, so actions and bindings naming it are problems too.
    mutating func variables(_ value: JSONValue?, at path: JSONPath) -> [ScreenVariable] {
        guard let value else { return [] }
        guard case let .object(members) = value else {
            report(path, typeProblem(expected: "object", found: value))
            return []
        }
        var declared: [ScreenVariable] = []
        for member in members {
            let memberPath = path.appending(key: member.key)
            guard declared.count < actionPolicy.maximumVariables else {
                report(memberPath, .tooManyItems(limit: actionPolicy.maximumVariables, count: members.count))
                break
            }
            guard Self.isVariableName(member.key) else {
                report(memberPath, .invalidValue("\"\(member.key)\" is not a variable name (a letter or _, then up to 63 letters, digits, _ or -)"))
                continue
            }
            guard case .object = member.value else {
                report(memberPath, typeProblem(expected: "object", found: member.value))
                continue
            }
            guard let typeName = string(member.value["type"], at: memberPath.appending(key: "type")) else {
                if member.value["type"] == nil { report(memberPath, .missingField("type")) }
                continue
            }
            guard let kind = ScreenVariable.Kind(rawValue: typeName) else {
                report(memberPath.appending(key: "type"), .invalidValue("\"\(typeName)\" is not one of \"string\", \"boolean\", \"number\""))
                continue
            }
            guard let initial = member.value["default"] else {
                report(memberPath, .missingField("default"))
                continue
            }
            let variable = ScreenVariable(name: member.key, kind: kind, defaultValue: initial)
            guard variable.accepts(initial) else {
                report(memberPath.appending(key: "default"), typeProblem(expected: kind.rawValue, found: initial))
                continue
            }
            declared.append(variable)
        }
        variables = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return declared
    }

    /// An element's `actions`: `tap`, `long-press` and `appear`, each an
    /// action or a list of them. What the policy refuses is reported and
    /// left out.
    mutating func elementActions(_ value: JSONValue?, at path: JSONPath) -> ElementActions {
        guard let value else { return .none }
        guard case let .object(members) = value else {
            report(path, typeProblem(expected: "object", found: value))
            return .none
        }
        var actions = ElementActions.none
        for member in members {
            let memberPath = path.appending(key: member.key)
            var count = 0
            var reportedCount = false
            let action = self.action(member.value, at: memberPath, depth: 1, count: &count, reportedCount: &reportedCount)
            switch member.key {
            case "tap": actions.tap = action
            case "long-press": actions.longPress = action
            case "appear": actions.appear = action
            default: report(memberPath, .invalidValue("\"\(member.key)\" is not a trigger (\"tap\", \"long-press\", \"appear\"); its actions do nothing"))
            }
        }
        return actions
    }

    /// Most parts of one element that carry actions.
    static let maximumParts = 64

    /// An element's `parts`: the actions of the parts it shows (a rail's
    /// cards), by part identity, each like an element's `actions`.
    mutating func partActions(_ value: JSONValue?, at path: JSONPath) -> [String: ElementActions] {
        guard let value else { return [:] }
        guard case let .object(members) = value else {
            report(path, typeProblem(expected: "object", found: value))
            return [:]
        }
        if members.count > Self.maximumParts { report(path, .tooManyItems(limit: Self.maximumParts, count: members.count)) }
        var parts: [String: ElementActions] = [:]
        for member in members.prefix(Self.maximumParts) {
            let actions = elementActions(member.value, at: path.appending(key: member.key))
            if !actions.isEmpty { parts[member.key] = actions }
        }
        return parts
    }

    /// One action, or a list run in order. `count` counts the actions of
    /// the trigger so far, against the policy's limit.
    mutating func action(_ value: JSONValue, at path: JSONPath, depth: Int, count: inout Int,
                         reportedCount: inout Bool) -> ScreenAction? {
        guard depth <= actionPolicy.maximumDepth else {
            report(path, .invalidValue("actions nested deeper than \(actionPolicy.maximumDepth) levels; this one does nothing"))
            return nil
        }
        if case let .array(items) = value {
            var actions: [ScreenAction] = []
            for (index, item) in items.enumerated() {
                if let one = action(item, at: path.appending(index: index), depth: depth + 1, count: &count, reportedCount: &reportedCount) {
                    actions.append(one)
                }
            }
            return actions.isEmpty ? nil : .sequence(actions)
        }
        guard case .object = value else {
            report(path, typeProblem(expected: "object or array", found: value))
            return nil
        }
        count += 1
        guard count <= actionPolicy.maximumActions else {
            if !reportedCount {
                reportedCount = true
                report(path, .invalidValue("more than \(actionPolicy.maximumActions) actions for one trigger; this one and those after it do nothing"))
            }
            return nil
        }
        guard let type = requiredString(value, key: "type", at: path) else { return nil }
        switch type {
        case "navigate": return navigate(value, at: path)
        case "open-url":
            return checkedURL(value, key: "url", at: path).map { .openURL($0) }
        case "submit": return submit(value, at: path)
        case "set-variable":
            guard let variable = declaredVariable(value, key: "variable", at: path),
                  let newValue = typedValue(value, key: "value", for: variable, at: path) else { return nil }
            return .setVariable(variable.name, to: newValue)
        case "toggle":
            guard let variable = declaredVariable(value, key: "variable", at: path) else { return nil }
            guard variable.kind == .boolean else {
                report(path.appending(key: "variable"), .invalidValue("\"\(variable.name)\" is a \(variable.kind.rawValue) variable; only a boolean one toggles"))
                return nil
            }
            return .toggle(variable.name)
        case "refresh": return .refresh
        case "load-more": return .loadMore(section: string(value["section"], at: path.appending(key: "section")))
        case "log": return log(value, at: path)
        case "if": return conditional(value, at: path, depth: depth, count: &count, reportedCount: &reportedCount)
        default:
            report(path.appending(key: "type"), .invalidValue(
                "unknown action type \"\(type)\" (known: navigate, open-url, submit, set-variable, toggle, refresh, load-more, log, if); it does nothing"))
            return nil
        }
    }

    private mutating func navigate(_ value: JSONValue, at path: JSONPath) -> ScreenAction? {
        var presentation = ScreenPresentation.push
        if let name = string(value["presentation"], at: path.appending(key: "presentation")) {
            if let chosen = ScreenPresentation(rawValue: name) {
                presentation = chosen
            } else {
                report(path.appending(key: "presentation"), .invalidValue("\"\(name)\" is not one of \"push\", \"sheet\", \"replace\"; it is pushed"))
            }
        }
        switch (value["route"], value["url"]) {
        case (nil, nil):
            report(path, .missingField("route"))
            return nil
        case (.some, .some):
            report(path, .invalidValue("a navigate action has a \"route\" or a \"url\", not both; it does nothing"))
            return nil
        case let (route?, nil):
            guard let text = string(route, at: path.appending(key: "route")) else { return nil }
            if let refusal = actionPolicy.refusal(ofRoute: text) {
                report(path.appending(key: "route"), .invalidValue(refusal + "; it does nothing"))
                return nil
            }
            return .navigate(.route(text), presentation: presentation)
        case (nil, .some):
            return checkedURL(value, key: "url", at: path).map { .navigate(.document($0), presentation: presentation) }
        }
    }

    private mutating func submit(_ value: JSONValue, at path: JSONPath) -> ScreenAction? {
        guard let endpoint = checkedURL(value, key: "endpoint", at: path) else { return nil }
        guard actionPolicy.allowsSubmit(to: endpoint) else {
            report(path.appending(key: "endpoint"), .invalidValue("\"\(endpoint.absoluteString)\" is not one of the screen's submit endpoints; it does nothing"))
            return nil
        }
        var fields: [String] = []
        let fieldsPath = path.appending(key: "fields")
        for (index, item) in (array(value["fields"], at: fieldsPath, required: "fields", in: path) ?? []).enumerated() {
            let itemPath = fieldsPath.appending(index: index)
            guard let name = string(item, at: itemPath) else { continue }
            guard variables[name] != nil else {
                report(itemPath, .invalidValue("\"\(name)\" is not a declared variable; it is not sent"))
                continue
            }
            fields.append(name)
        }
        return .submit(endpoint: endpoint, fields: fields)
    }

    private mutating func log(_ value: JSONValue, at path: JSONPath) -> ScreenAction? {
        guard let event = requiredString(value, key: "event", at: path) else { return nil }
        guard !event.isEmpty, event.utf8.count <= actionPolicy.maximumStringLength else {
            report(path.appending(key: "event"), .invalidValue("an event name of \(event.utf8.count) bytes (1 to \(actionPolicy.maximumStringLength))"))
            return nil
        }
        var parameters: [String: String] = [:]
        let parametersPath = path.appending(key: "parameters")
        switch value["parameters"] {
        case nil: break
        case let .object(members)?:
            for member in members {
                let memberPath = parametersPath.appending(key: member.key)
                guard parameters.count < actionPolicy.maximumLogParameters else {
                    report(memberPath, .tooManyItems(limit: actionPolicy.maximumLogParameters, count: members.count))
                    break
                }
                guard let text = string(member.value, at: memberPath) else { continue }
                guard text.utf8.count <= actionPolicy.maximumStringLength, member.key.utf8.count <= actionPolicy.maximumStringLength else {
                    report(memberPath, .invalidValue("longer than \(actionPolicy.maximumStringLength) bytes; left out"))
                    continue
                }
                parameters[member.key] = text
            }
        case let other?:
            report(parametersPath, typeProblem(expected: "object", found: other))
        }
        return .log(event: event, parameters: parameters)
    }

    private mutating func conditional(_ value: JSONValue, at path: JSONPath, depth: Int, count: inout Int,
                                      reportedCount: inout Bool) -> ScreenAction? {
        guard let variable = declaredVariable(value, key: "variable", at: path),
              let expected = typedValue(value, key: "equals", for: variable, at: path) else { return nil }
        guard let thenValue = value["then"] else {
            report(path, .missingField("then"))
            return nil
        }
        guard let then = action(thenValue, at: path.appending(key: "then"), depth: depth + 1, count: &count, reportedCount: &reportedCount)
        else { return nil }
        var otherwise: ScreenAction?
        if let elseValue = value["else"] {
            otherwise = action(elseValue, at: path.appending(key: "else"), depth: depth + 1, count: &count, reportedCount: &reportedCount)
        }
        return .conditional(variable: variable.name, equals: expected, then: then, otherwise: otherwise)
    }

    /// The declared variable a member names; an unknown one is reported.
    private mutating func declaredVariable(_ value: JSONValue, key: String, at path: JSONPath) -> ScreenVariable? {
        guard let name = requiredString(value, key: key, at: path) else { return nil }
        guard let variable = variables[name] else {
            report(path.appending(key: key), .invalidValue("\"\(name)\" is not a declared variable; the action does nothing"))
            return nil
        }
        return variable
    }

    /// The URL in member `key`, if the policy lets a screen open it; else reported.
    private mutating func checkedURL(_ value: JSONValue, key: String, at path: JSONPath) -> URL? {
        guard let text = requiredString(value, key: key, at: path) else { return nil }
        if let refusal = actionPolicy.refusal(ofURL: text) {
            report(path.appending(key: key), .invalidValue(refusal + "; it does nothing"))
            return nil
        }
        return URL(string: text)
    }

    /// The string member `key`; a missing one or one of another type is reported.
    private mutating func requiredString(_ value: JSONValue, key: String, at path: JSONPath) -> String? {
        guard let member = value[key] else {
            report(path, .missingField(key))
            return nil
        }
        return string(member, at: path.appending(key: key))
    }

    /// The member `key`, a value of `variable`'s kind; a missing one or one of another kind is reported.
    private mutating func typedValue(_ value: JSONValue, key: String, for variable: ScreenVariable, at path: JSONPath) -> JSONValue? {
        guard let member = value[key] else {
            report(path, .missingField(key))
            return nil
        }
        guard variable.accepts(member) else {
            report(path.appending(key: key), typeProblem(expected: variable.kind.rawValue, found: member))
            return nil
        }
        return member
    }

    /// A letter or `_`, then up to 63 letters, digits, `_` or `-` (ASCII).
    static func isVariableName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 64 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 }
        return isLetter(first) && bytes.dropFirst().allSatisfy { isLetter($0) || (48...57).contains($0) || $0 == 45 }
    }
}
