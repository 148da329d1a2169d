/// Why a kept state, text, offset or focus was not given back: the new
/// tree has no such place, or its state is now of another type.
///
/// A restoration drops what no longer fits one component at a time and
/// says so here; the rest of the screen is restored.
public struct StateRestorationNote: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Where the state was kept: a scope path, or a view path for texts, offsets and focus.
    public var path: String
    /// What happened to it.
    public var reason: String

    /// A note that what was kept at `path` was dropped for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
