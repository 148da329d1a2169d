/// How much of a server screen the decoder accepts, so hostile or broken
/// input costs bounded time and memory.
public struct ScreenLimits: Hashable, Sendable {
    /// Largest document, in bytes; a larger one is refused whole.
    public var maximumByteCount: Int
    /// Deepest nesting of arrays and objects; deeper values are reported and replaced.
    public var maximumDepth: Int
    /// Most sections kept; the rest are reported and dropped.
    public var maximumSections: Int
    /// Most elements kept per section; the rest are reported and dropped.
    public var maximumElementsPerSection: Int

    /// Limits; the defaults suit any screen a person scrolls through.
    public init(maximumByteCount: Int = 8 << 20, maximumDepth: Int = 32, maximumSections: Int = 100,
                maximumElementsPerSection: Int = 500) {
        self.maximumByteCount = Swift.max(0, maximumByteCount)
        self.maximumDepth = Swift.max(4, maximumDepth)
        self.maximumSections = Swift.max(0, maximumSections)
        self.maximumElementsPerSection = Swift.max(0, maximumElementsPerSection)
    }

    /// The default limits.
    public static let `default` = ScreenLimits()
}
