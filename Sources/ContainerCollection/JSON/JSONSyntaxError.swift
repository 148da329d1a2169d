/// A JSON document that cannot be read at all: where it breaks and why.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected or found.
    public let reason: String
    /// Offset of the offending byte.
    public let byteOffset: Int
    /// Line of the offending byte, from 1.
    public let line: Int
    /// Column (in bytes) of the offending byte, from 1.
    public let column: Int
    /// The value being read when it broke.
    public let path: JSONPath

    /// A syntax error.
    public init(reason: String, byteOffset: Int, line: Int, column: Int, path: JSONPath) {
        self.reason = reason
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
        self.path = path
    }

    public var description: String {
        "JSON syntax error at line \(line), column \(column) (byte \(byteOffset)), in \(path): \(reason)"
    }
}
