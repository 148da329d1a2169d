/// A parsed JSON value that keeps what strict decoders lose: object member
/// order, number literals as written, and values that were well delimited
/// but could not be accepted (``invalid(_:)``), so one bad string does not
/// sink a whole document.
///
/// ```swift
/// let value = try JSONParser().parse(Array(#"{"title": "Hi", "count": 3}"#.utf8))
/// value["title"]?.stringValue   // "Hi"
/// ```
public indirect enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written in the document.
    case number(literal: String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order.
    case object([Member])
    /// A value the parser delimited but refused, and why.
    case invalid(JSONValueIssue)

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The member's name.
        public var key: String
        /// Its value.
        public var value: JSONValue

        /// A member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The member named `key` of an object (nil for other values or a missing member).
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, for a string value.
    public var stringValue: String? {
        if case let .string(value) = self { value } else { nil }
    }

    /// The members, for an object.
    public var members: [Member]? {
        if case let .object(members) = self { members } else { nil }
    }

    /// The elements, for an array.
    public var elements: [JSONValue]? {
        if case let .array(elements) = self { elements } else { nil }
    }

    /// The JSON type's name as error messages use it: "object", "array",
    /// "string", "number", "boolean", "null", or "invalid value".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        case .invalid: "invalid value"
        }
    }
}

/// Why the parser refused a value it could delimit.
public enum JSONValueIssue: Hashable, Sendable, CustomStringConvertible {
    /// A string whose bytes are not UTF-8, with the offset of the string in the document.
    case invalidUTF8(byteOffset: Int)
    /// A `\u` escape naming half of a surrogate pair alone.
    case unpairedSurrogate(byteOffset: Int)
    /// A number too large for a 64-bit float.
    case numberOutOfRange(literal: String)
    /// Arrays and objects nested deeper than the limit.
    case tooDeep(limit: Int)
    /// A member name that occurs twice in one object.
    case duplicateKey(String)

    public var description: String {
        switch self {
        case let .invalidUTF8(offset): "string at byte \(offset) is not valid UTF-8"
        case let .unpairedSurrogate(offset): "string at byte \(offset) escapes an unpaired UTF-16 surrogate"
        case let .numberOutOfRange(literal): "number \(literal) is out of range"
        case let .tooDeep(limit): "arrays and objects are nested deeper than \(limit) levels"
        case let .duplicateKey(key): "member \"\(key)\" occurs more than once in one object"
        }
    }
}
