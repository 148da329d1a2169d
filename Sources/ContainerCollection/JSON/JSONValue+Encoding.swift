extension JSONValue {
    /// The value written back as compact JSON (numbers as they were
    /// written), or nil if it holds an ``invalid(_:)`` value anywhere.
    public func encoded() -> [UInt8]? {
        var output: [UInt8] = []
        return write(into: &output) ? output : nil
    }

    /// The first invalid value inside this one (depth first, in document
    /// order), with its path relative to this value.
    public func firstIssue() -> (path: JSONPath, issue: JSONValueIssue)? {
        switch self {
        case let .invalid(issue):
            return (.root, issue)
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                if let found = element.firstIssue() { return (JSONPath([.index(index)]).appending(found.path), found.issue) }
            }
            return nil
        case let .object(members):
            for member in members {
                if let found = member.value.firstIssue() { return (JSONPath([.key(member.key)]).appending(found.path), found.issue) }
            }
            return nil
        case .null, .bool, .number, .string:
            return nil
        }
    }

    private func write(into output: inout [UInt8]) -> Bool {
        switch self {
        case .null: output += Array("null".utf8)
        case let .bool(value): output += Array((value ? "true" : "false").utf8)
        case let .number(literal): output += Array(literal.utf8)
        case let .string(text): Self.writeString(text, into: &output)
        case let .array(elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                guard element.write(into: &output) else { return false }
            }
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                guard member.value.write(into: &output) else { return false }
            }
            output.append(UInt8(ascii: "}"))
        case .invalid:
            return false
        }
        return true
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20: output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
