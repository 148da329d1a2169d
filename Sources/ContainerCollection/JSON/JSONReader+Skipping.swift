extension JSONReader {
    /// Checks the syntax of the array or object at the cursor without
    /// building it or recursing, however deep it nests: what too-deep
    /// values get instead of being parsed.
    mutating func skipNested() throws(JSONSyntaxError) {
        enum Expecting { case valueOrClose, keyOrClose, key, value, separatorOrClose }
        var closers: [UInt8] = []
        var expecting = Expecting.value
        while true {
            skipWhitespace()
            switch expecting {
            case .valueOrClose, .keyOrClose:
                if let closer = closers.last, peek == closer {
                    position += 1
                    closers.removeLast()
                    expecting = .separatorOrClose
                } else {
                    expecting = expecting == .keyOrClose ? .key : .value
                }
            case .key:
                guard peek == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes, found \(describeCurrent())") }
                _ = try string()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after a member name, found \(describeCurrent())") }
                position += 1
                expecting = .value
            case .value:
                switch peek {
                case UInt8(ascii: "{"):
                    position += 1
                    closers.append(UInt8(ascii: "}"))
                    expecting = .keyOrClose
                case UInt8(ascii: "["):
                    position += 1
                    closers.append(UInt8(ascii: "]"))
                    expecting = .valueOrClose
                default:
                    _ = try scalar()
                    expecting = .separatorOrClose
                }
            case .separatorOrClose:
                guard let closer = closers.last else { return }
                if peek == UInt8(ascii: ",") {
                    position += 1
                    expecting = closer == UInt8(ascii: "}") ? .key : .value
                } else if peek == closer {
                    position += 1
                    closers.removeLast()
                } else {
                    throw fail("expected ',' or '\(Character(UnicodeScalar(closer)))', found \(describeCurrent())")
                }
            }
        }
    }
}
