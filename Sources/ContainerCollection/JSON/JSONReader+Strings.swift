extension JSONReader {
    /// The string at the cursor (which is on its opening quote), and an
    /// issue when its content cannot be accepted (the text is then a lossy
    /// rendering, for messages).
    mutating func string() throws(JSONSyntaxError) -> (String, JSONValueIssue?) {
        let start = position
        position += 1
        var segmentStart = position
        var unescaped: [UInt8]? = nil
        var issue: JSONValueIssue? = nil
        while true {
            guard position < bytes.count else { throw fail("the string is not closed", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw fail("control character 0x\(String(byte, radix: 16, uppercase: true)) in a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            var buffer = unescaped ?? []
            buffer.append(contentsOf: bytes[segmentStart..<position])
            if try !escape(into: &buffer) { issue = issue ?? .unpairedSurrogate(byteOffset: start) }
            unescaped = buffer
            segmentStart = position
        }
        let content: ArraySlice<UInt8>
        if var buffer = unescaped {
            buffer.append(contentsOf: bytes[segmentStart..<position])
            content = buffer[...]
        } else {
            content = bytes[segmentStart..<position]
        }
        position += 1
        if let text = String(validating: content, as: UTF8.self) { return (text, issue) }
        return (String(decoding: content, as: UTF8.self), issue ?? .invalidUTF8(byteOffset: start))
    }

    /// Decodes the escape at the cursor (a backslash) into UTF-8 bytes;
    /// returns false for an unpaired surrogate (replaced by U+FFFD).
    private mutating func escape(into buffer: inout [UInt8]) throws(JSONSyntaxError) -> Bool {
        position += 1
        guard let code = peek else { throw fail("the string ends inside an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[code] {
            buffer.append(byte)
            position += 1
            return true
        }
        guard code == UInt8(ascii: "u") else { throw fail("invalid escape '\\\(Character(UnicodeScalar(code)))' in a string") }
        position += 1
        let first = try hexQuad()
        var scalarValue = first
        var paired = true
        if (0xD800...0xDBFF).contains(first) {
            // A high surrogate needs a low one right after it.
            if bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                let saved = position
                position += 2
                let second = try hexQuad()
                if (0xDC00...0xDFFF).contains(second) {
                    scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                } else {
                    position = saved
                    paired = false
                }
            } else {
                paired = false
            }
        } else if (0xDC00...0xDFFF).contains(first) {
            paired = false
        }
        let scalar = paired ? (Unicode.Scalar(scalarValue) ?? "\u{FFFD}") : "\u{FFFD}"
        buffer.append(contentsOf: Array(String(scalar).utf8))
        return paired
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw fail("a \\u escape needs four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("a \\u escape needs four hexadecimal digits, found \(describeCurrent())")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
