/// What a fallback element stands for: the problem that kept the real one
/// from being made.
public struct FallbackData: ComponentData, Hashable {
    /// Why the element could not be made, in words.
    public var reason: String
    /// Where it came from (a JSON path for server screens), if known.
    public var location: String?

    /// Fallback data for a problem.
    public init(reason: String, location: String? = nil) {
        self.reason = reason
        self.location = location
    }
}
