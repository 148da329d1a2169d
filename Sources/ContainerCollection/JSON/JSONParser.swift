/// Reads JSON (RFC 8259) into ``JSONValue``s, keeping going where a strict
/// parser would give up on the whole document.
///
/// Syntax errors (a missing bracket, a stray comma) make the document
/// unreadable and throw a ``JSONSyntaxError`` with its line, column and
/// path. Values that are well delimited but unacceptable (strings that are
/// not UTF-8, unpaired surrogate escapes, numbers out of range, nesting
/// deeper than ``maximumDepth``, repeated member names) become
/// ``JSONValue/invalid(_:)`` in place, so a caller can drop just that part.
/// Nesting is limited, so hostile input cannot exhaust the stack.
///
/// ```swift
/// let value = try JSONParser(maximumDepth: 32).parse(Array(data))
/// ```
///
/// - Complexity: O(n) in the document's bytes.
public struct JSONParser: Sendable {
    /// Arrays and objects nested deeper than this are replaced by an
    /// ``JSONValueIssue/tooDeep(limit:)`` marker (their syntax is still checked).
    public var maximumDepth: Int

    /// A parser; the depth limit is at least 1.
    public init(maximumDepth: Int = 64) {
        self.maximumDepth = Swift.max(1, maximumDepth)
    }

    /// Parses a whole document; a UTF-8 byte order mark is skipped.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
        return try reader.document()
    }
}

/// The parser's cursor over the bytes, and the path of the value it reads.
struct JSONReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var position = 0
    var path: [JSONPath.Component] = []

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw fail("the document is empty") }
        let value = try value(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw fail("unexpected \(describeCurrent()) after the document's value") }
        return value
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw fail("the document ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maximumDepth else {
                try skipNested()
                return .invalid(.tooDeep(limit: maximumDepth))
            }
            return bytes[position] == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        default:
            return try scalar()
        }
    }

    /// A string, number, `true`, `false` or `null` at the cursor.
    mutating func scalar() throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw fail("the document ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let (text, issue) = try string()
            return issue.map(JSONValue.invalid) ?? .string(text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            throw fail("unexpected \(describeCurrent()) where a value was expected")
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var members: [JSONValue.Member] = []
        var seen: [String: Int] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes, found \(describeCurrent())") }
            let (key, keyIssue) = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after member name \"\(key)\", found \(describeCurrent())") }
            position += 1
            skipWhitespace()
            path.append(.key(key))
            var value = try value(depth: depth)
            path.removeLast()
            if let keyIssue { value = .invalid(keyIssue) }
            if let first = seen[key] {
                members[first].value = .invalid(.duplicateKey(key))
            } else {
                seen[key] = members.count
                members.append(JSONValue.Member(key: key, value: value))
            }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default:
                throw fail("expected ',' or '}' after a member, found \(describeCurrent())")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try value(depth: depth))
            path.removeLast()
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default:
                throw fail("expected ',' or ']' after an element, found \(describeCurrent())")
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw fail("unexpected \(describeCurrent()) where a value was expected")
        }
        position += expected.count
    }

    // MARK: - Cursor helpers

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func describeCurrent() -> String {
        guard let byte = peek else { return "the end of the document" }
        return (0x21...0x7E).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = Swift.min(offset ?? position, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(reason: reason, byteOffset: offset, line: line, column: offset - lineStart + 1, path: JSONPath(path))
    }
}
