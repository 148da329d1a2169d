extension ClientMessage {
    /// `json` with every escape of a lone UTF-16 surrogate (`"\ud800"`)
    /// replaced by one of U+FFFD, the replacement character; `json` itself
    /// when it has none.
    ///
    /// JavaScript strings may hold half of a surrogate pair (a script cut an
    /// emoji in two, a broken paste), and `JSON.stringify` writes it as such
    /// an escape: valid JSON, but not Unicode, which Foundation's decoder
    /// refuses. Replaced as the page's own `toWellFormed()` would, the
    /// message keeps its length in UTF-16 units, so its offsets still hold.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length of `json`; a copy only
    ///   when it has a backslash.
    static func replacingLoneSurrogateEscapes(in json: String) -> String {
        guard json.utf8.contains(backslash) else { return json }
        let bytes = Array(json.utf8)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            // Backslashes only occur in strings: every escape starts at one, so `\\u` is never read as `\u`.
            guard bytes[index] == backslash, index + 1 < bytes.count else {
                index += 1
                continue
            }
            guard bytes[index + 1] == letterU, let unit = hexUnit(in: bytes, at: index + 2) else {
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(unit), index + 11 < bytes.count, bytes[index + 6] == backslash,
               bytes[index + 7] == letterU, let low = hexUnit(in: bytes, at: index + 8), (0xDC00...0xDFFF).contains(low) {
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                output += bytes[copied..<index]
                output += Array(#"\ufffd"#.utf8)
                index += 6
                copied = index
            } else {
                index += 6
            }
        }
        guard copied > 0 else { return json }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let letterU = UInt8(ascii: "u")

    /// The four hexadecimal digits at `offset` as a number, or nil.
    private static func hexUnit(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[offset..<(offset + 4)] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | Int(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | Int(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }
}
