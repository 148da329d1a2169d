/// Why bytes are not a snapshot this code can restore: the session starts
/// fresh at its URL instead.
public struct WindowSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, and where.
    public let reason: String

    /// An error for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "not a usable window snapshot: \(reason)" }
}
