extension JSONReader {
    /// The number at the cursor, following JSON's grammar exactly (no
    /// leading zeros, no bare dots, no `+`, no hexadecimal).
    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        guard let first = peek, isDigit(first) else { throw fail("expected a digit in a number, found \(describeCurrent())") }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw fail("a number cannot have a leading zero")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek, isDigit(digit) else { throw fail("expected a digit after the decimal point, found \(describeCurrent())") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek, isDigit(digit) else { throw fail("expected a digit in the exponent, found \(describeCurrent())") }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else { return .invalid(.numberOutOfRange(literal: literal)) }
        return .number(literal: literal)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { position += 1 }
    }
}
