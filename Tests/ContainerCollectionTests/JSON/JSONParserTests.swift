import Foundation
import Testing
@testable import ContainerCollection

@Suite("JSON parser: RFC 8259, values refused in place, syntax errors with line, column and path")
struct JSONParserTests {
    private func parse(_ text: String, depth: Int = 64) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser(maximumDepth: depth).parse(Array(text.utf8))
    }

    @Test("Every kind of value, member order and number literals kept")
    func values() throws {
        let value = try parse(#" {"b": [1, -0.5, 2e3, 1E-2], "a": {"t": true, "f": false, "n": null}, "s": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"} "#)
        #expect(value.members?.map(\.key) == ["b", "a", "s"])
        #expect(value["b"] == .array([.number(literal: "1"), .number(literal: "-0.5"), .number(literal: "2e3"), .number(literal: "1E-2")]))
        #expect(value["a"] == .object([.init(key: "t", value: .bool(true)), .init(key: "f", value: .bool(false)), .init(key: "n", value: .null)]))
        #expect(value["s"]?.stringValue == "x\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(try parse("\u{FEFF}[]") == .array([]))   // byte order mark
        #expect(try parse("\"plain ünïcode\"") == .string("plain ünïcode"))
    }

    @Test("Syntax errors name the line, column and the value being read", arguments: [
        ("", "the document is empty", 1, 1, "$"),
        ("{\"a\": [1, 2,]}", "unexpected ']' where a value was expected", 1, 13, "$.a[2]"),
        ("{\"a\": 1,}", "expected a member name in double quotes, found '}'", 1, 9, "$"),
        ("{\n  \"a\" 1\n}", "expected ':' after member name \"a\", found '1'", 2, 7, "$"),
        ("[01]", "a number cannot have a leading zero", 1, 3, "$[0]"),
        ("[1.]", "expected a digit after the decimal point, found ']'", 1, 4, "$[0]"),
        ("[-]", "expected a digit in a number, found ']'", 1, 3, "$[0]"),
        ("[1e]", "expected a digit in the exponent, found ']'", 1, 4, "$[0]"),
        ("{\"a\": tru}", "unexpected 't' where a value was expected", 1, 7, "$.a"),
        ("\"abc", "the string is not closed", 1, 1, "$"),
        ("[\"a\u{1}\"]", "control character 0x1 in a string must be escaped", 1, 4, "$[0]"),
        ("[\"\\x\"]", "invalid escape '\\x' in a string", 1, 4, "$[0]"),
        ("[\"\\u12\"]", "a \\u escape needs four hexadecimal digits, found '\"'", 1, 7, "$[0]"),
        ("[1] [2]", "unexpected '[' after the document's value", 1, 5, "$"),
        ("{\"a\": [1 2]}", "expected ',' or ']' after an element, found '2'", 1, 10, "$.a"),
        ("[", "the document ends where a value was expected", 1, 2, "$[0]"),
    ])
    func syntaxErrors(text: String, reason: String, line: Int, column: Int, path: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.reason == reason && error.line == line && error.column == column && error.path.description == path
        }
    }

    @Test("Strings that are not UTF-8 and unpaired surrogates become invalid values in place")
    func invalidStrings() throws {
        var bytes = Array(#"{"ok": "yes", "bad": "a"#.utf8)
        bytes += [0xC3, 0x28]   // a lead byte followed by a non-continuation byte
        bytes += Array(#"", "lone": "\ud800x"}"#.utf8)
        let value = try JSONParser().parse(bytes)
        #expect(value["ok"] == .string("yes"))
        #expect(value["bad"] == .invalid(.invalidUTF8(byteOffset: 21)))
        #expect(value["lone"] == .invalid(.unpairedSurrogate(byteOffset: 36)))
        // A member name that is not UTF-8 makes its value invalid.
        var named = Array(#"{"k"#.utf8) + [0xFF] + Array(#"": 1}"#.utf8)
        #expect(try JSONParser().parse(named).members?.first?.value == .invalid(.invalidUTF8(byteOffset: 1)))
        named = Array(#"["\udc00"]"#.utf8)
        #expect(try JSONParser().parse(named) == .array([.invalid(.unpairedSurrogate(byteOffset: 1))]))
    }

    @Test("Numbers too large for a double are refused in place")
    func numbersOutOfRange() throws {
        #expect(try parse("[1e400, -1e400, 1e-400]") == .array([
            .invalid(.numberOutOfRange(literal: "1e400")), .invalid(.numberOutOfRange(literal: "-1e400")), .number(literal: "1e-400"),
        ]))
    }

    @Test("Repeated member names make that member invalid")
    func duplicateKeys() throws {
        let value = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.members?.map(\.key) == ["a", "b"])
        #expect(value["a"] == .invalid(.duplicateKey("a")))
    }

    @Test("Nesting beyond the limit is replaced by a marker, checked for syntax without recursion")
    func depthLimit() throws {
        #expect(try parse("[[[1]]]", depth: 3) == .array([.array([.array([.number(literal: "1")])])]))
        #expect(try parse("[[[[1]]]]", depth: 3) == .array([.array([.array([.invalid(.tooDeep(limit: 3))])])]))
        // A hundred thousand levels: no stack overflow, and the rest of the document survives.
        let deep = String(repeating: "[{\"k\":", count: 100_000) + "0" + String(repeating: "}]", count: 100_000)
        let value = try parse("{\"deep\": \(deep), \"after\": \"kept\"}", depth: 8)
        #expect(value["after"] == .string("kept"))
        #expect(value.firstIssue()?.issue == .tooDeep(limit: 8))
        // Broken syntax inside a skipped value is still an error, with its place.
        let broken = String(repeating: "[", count: 20) + "1,]" + String(repeating: "]", count: 19)
        #expect(throws: JSONSyntaxError.self) { _ = try parse(broken, depth: 4) }
        #expect(throws: JSONSyntaxError.self) { _ = try parse("[[[[{\"a\" 1}]]]]", depth: 2) }
        #expect(throws: JSONSyntaxError.self) { _ = try parse("[[[[1}]]]", depth: 2) }
        #expect(throws: JSONSyntaxError.self) { _ = try parse("[[[[", depth: 2) }
    }

    @Test("Values encode back to JSON that parses to the same value")
    func roundTrip() throws {
        let text = #"{"s": "quote \" back \\ nl \n ctl \u0001 é", "n": [0, -1.5e-3, 12345678901234567890], "o": {}, "a": [], "z": null}"#
        let value = try parse(text)
        let encoded = try #require(value.encoded())
        #expect(try JSONParser().parse(encoded) == value)
        #expect(JSONValue.array([.invalid(.tooDeep(limit: 1))]).encoded() == nil)
        #expect(try parse(#"{"a": [1, {"b": 1e999}]}"#).firstIssue()?.path.description == "$.a[1].b")
    }

    @Test("Paths are written as JSONPath, quoting names that are not identifiers")
    func paths() {
        let path = JSONPath.root.appending(key: "sections").appending(index: 2).appending(key: "odd key").appending(key: "q\"\n")
        #expect(path.description == #"$.sections[2]["odd key"]["q\"\u000a"]"#)
        #expect(path.hasPrefix(JSONPath.root.appending(key: "sections")))
        #expect(!JSONPath.root.appending(key: "a").hasPrefix(path))
    }
}
