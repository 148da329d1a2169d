/// A view's identity within the process; backends key their mirrors by it.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number, unique among the views made in this process.
    public let rawValue: UInt64

    /// An identifier with a given number (for decoding and tests).
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
