/// Something a render pass noticed about scopes.
public struct ScopeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The scope path, e.g. `Feed/Cell[key "7"]#1`.
    public let path: String
    /// What happened.
    public let message: String

    public var description: String { "\(path): \(message)" }
}
