import ViewTree

/// How much of a server screen the client accepts, so hostile or broken
/// input costs bounded time and memory.
///
/// The decoder enforces the document limits (bytes, nesting, sections,
/// elements, items inside one element, pixels an element declares); the
/// example factories carry the pixel limit and the decoded-byte budget to
/// the controllers and image loaders that allocate pictures. The defaults
/// are far above any screen a person scrolls through.
///
/// ```swift
/// let limits = ScreenLimits(maximumElements: 500, maximumDecodedByteCount: 128 << 20)
/// let factories = ExampleFactories(layoutContext: context, downloader: downloader, limits: limits)
/// let decoder = ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback, limits: limits)
/// ```
public struct ScreenLimits: Hashable, Sendable {
    /// Largest document, in bytes; a larger one is refused whole.
    public var maximumByteCount: Int
    /// Deepest nesting of arrays and objects; deeper values are reported and replaced.
    public var maximumDepth: Int
    /// Most sections kept; the rest are reported and dropped.
    public var maximumSections: Int
    /// Most elements kept per section; the rest are reported and dropped.
    public var maximumElementsPerSection: Int
    /// Most elements kept in the whole screen (headers and footers not
    /// counted); the rest are reported and dropped.
    public var maximumElements: Int
    /// Most items inside one element (a gallery's images, a rail's cards);
    /// an element with more is reported and shown as a fallback.
    public var maximumItemsPerElement: Int
    /// Most pixels (width × height) of one picture an element declares or
    /// a loader draws or decodes; larger ones are refused before any pixel
    /// memory is allocated.
    public var maximumImagePixelCount: Int
    /// Most bytes of decoded pictures (pixels × 4) one screen's heavy
    /// controllers hold at once; a picture that would go over is not
    /// decoded and its element says why.
    public var maximumDecodedByteCount: Int

    /// Limits; the defaults suit any screen a person scrolls through.
    public init(maximumByteCount: Int = 8 << 20, maximumDepth: Int = 32, maximumSections: Int = 100,
                maximumElementsPerSection: Int = 500, maximumElements: Int = 2_000, maximumItemsPerElement: Int = 1_000,
                maximumImagePixelCount: Int = Image.defaultMaximumPixelCount, maximumDecodedByteCount: Int = 512 << 20) {
        self.maximumByteCount = Swift.max(0, maximumByteCount)
        self.maximumDepth = Swift.max(4, maximumDepth)
        self.maximumSections = Swift.max(0, maximumSections)
        self.maximumElementsPerSection = Swift.max(0, maximumElementsPerSection)
        self.maximumElements = Swift.max(0, maximumElements)
        self.maximumItemsPerElement = Swift.max(0, maximumItemsPerElement)
        self.maximumImagePixelCount = Swift.max(1, maximumImagePixelCount)
        self.maximumDecodedByteCount = Swift.max(0, maximumDecodedByteCount)
    }

    /// The default limits.
    public static let `default` = ScreenLimits()
}
