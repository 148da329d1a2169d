extension ScreenProblem {
    /// Where a `DecodingError` from an element's data points (relative to the
    /// data) and what it says, naming the JSON type actually found.
    static func describe(_ error: DecodingError, in data: JSONValue) -> (JSONPath, Kind) {
        switch error {
        case let .typeMismatch(type, context):
            let path = Self.path(context.codingPath)
            return (path, .wrongType(expected: Self.name(of: type), found: data.value(at: path)?.typeName ?? "nothing"))
        case let .valueNotFound(type, context):
            let path = Self.path(context.codingPath)
            return (path, .wrongType(expected: Self.name(of: type), found: data.value(at: path)?.typeName ?? "nothing"))
        case let .keyNotFound(key, context):
            return (Self.path(context.codingPath), .missingField(key.stringValue))
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            // Foundation's JSONDecoder reports a number that does not fit the
            // member's type (2.5 or 1e19 for an Int) as "not valid JSON" with
            // no path. The data parsed, so that is the cause: point at the
            // first number that is not a whole number in Int's range.
            if let (path, literal) = data.firstNumber(where: { Int($0) == nil }) {
                return (path, .invalidValue("\(literal) does not fit this member's type (whole numbers run from \(Int.min) to \(Int.max))"))
            }
            return (.root, .invalidValue(context.debugDescription))
        case let .dataCorrupted(context):
            let path = Self.path(context.codingPath)
            return (path, .invalidValue(Self.reworded(context.debugDescription, found: data.value(at: path))))
        @unknown default:
            return (.root, .invalidValue("\(error)"))
        }
    }

    /// Foundation's wording for a string no case of an enum has
    /// ("Cannot initialize Condition from invalid String value foggy") in
    /// the library's: `"foggy" is not a valid Condition`.
    static func reworded(_ description: String, found value: JSONValue?) -> String {
        let prefix = "Cannot initialize "
        guard description.hasPrefix(prefix), let from = description.range(of: " from invalid ") else { return description }
        let type = description[description.index(description.startIndex, offsetBy: prefix.count)..<from.lowerBound]
        // "…from invalid String value foggy": the raw value follows the word "value".
        let raw = description.range(of: " value ", range: from.upperBound..<description.endIndex)
            .map { String(description[$0.upperBound...]) } ?? "the value"
        let shown = value?.encoded().map { String(decoding: $0, as: UTF8.self) } ?? raw
        return "\(shown) is not a valid \(type)"
    }

    /// A coding path as a JSON path. `JSONDecoder` names array positions
    /// "Index n" with an integer value.
    static func path(_ codingPath: [any CodingKey]) -> JSONPath {
        JSONPath(codingPath.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        })
    }

    /// A Swift type's name in JSON terms where there is one.
    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Bool.Type: "boolean"
        case is Int.Type, is Double.Type, is Float.Type, is Int64.Type, is Int32.Type, is UInt.Type: "number"
        case is [Any].Type: "array"
        case is [String: Any].Type: "object"
        default: "\(type)"
        }
    }
}

extension JSONValue {
    /// The path and literal of the first number, in document order, whose literal satisfies `predicate`.
    func firstNumber(where predicate: (String) -> Bool, at path: JSONPath = .root) -> (JSONPath, String)? {
        switch self {
        case let .number(literal):
            return predicate(literal) ? (path, literal) : nil
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                if let found = element.firstNumber(where: predicate, at: path.appending(index: index)) { return found }
            }
            return nil
        case let .object(members):
            for member in members {
                if let found = member.value.firstNumber(where: predicate, at: path.appending(key: member.key)) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The value at `path` inside this one, if there is one.
    func value(at path: JSONPath) -> JSONValue? {
        var current = self
        for component in path.components {
            switch component {
            case let .key(key):
                guard let next = current[key] else { return nil }
                current = next
            case let .index(index):
                guard let elements = current.elements, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }
}

extension JSONPath {
    /// Path order: a parent before its children, array elements by index, object members by name.
    func isBefore(_ other: JSONPath) -> Bool {
        for (a, b) in zip(components, other.components) where a != b {
            switch (a, b) {
            case let (.index(x), .index(y)): return x < y
            case let (.key(x), .key(y)): return x < y
            case (.index, .key): return true
            case (.key, .index): return false
            }
        }
        return components.count < other.components.count
    }
}
