/// Text from clients made safe for a log line: control characters (a
/// newline above all, which would start a forged line) are written as
/// escapes, so every log record stays one line whatever a client sends.
///
/// ```swift
/// LogText.escaped("bad\nINFO: admin logged in")   // "bad\\nINFO: admin logged in"
/// ```
package enum LogText {
    /// `text` with `\n`, `\r` and `\t` written as those escapes, other
    /// control characters (C0, DEL, C1, and the line and paragraph
    /// separators) as `\u{…}`, and backslashes doubled so an escape in the
    /// text cannot pass for one of these.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\\": escaped += "\\\\"
            case _ where needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x5C, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
