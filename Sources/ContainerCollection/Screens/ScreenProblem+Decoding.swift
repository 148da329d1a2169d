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
        case let .dataCorrupted(context):
            return (Self.path(context.codingPath), .invalidValue(context.debugDescription))
        @unknown default:
            return (.root, .invalidValue("\(error)"))
        }
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
