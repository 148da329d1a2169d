import Foundation

/// Decodes server screens: versioned JSON listing sections of elements by
/// component identifier with their data (the format is described by
/// `Documentation/ScreenFormat/screen.schema.json`).
///
/// Decoding is partial. A screen is refused whole (a
/// ``ScreenDecodingError``) only when it is not JSON, not an object, too
/// large, or without a version. A version newer than ``supportedVersion``
/// is shown as far as this client understands it, with a problem at
/// `$.version` and one for each part it does not know. Anything wrong
/// inside (an unknown component, data of the wrong shape, a value that is
/// not UTF-8, nesting too deep, too many elements) becomes a
/// ``ScreenProblem`` with its JSON path, and the broken element a fallback,
/// so the rest of the screen renders.
///
/// ```swift
/// let mapper = ExampleFactories(layoutContext: context, downloader: downloader).mapper()
/// let decoder = ScreenDecoder(mapper: mapper, fallback: FallbackFactory(layoutContext: context))
/// let screen = try decoder.decode(Data(contentsOf: url))
/// try container.update(sections: screen.sections)
/// ```
public struct ScreenDecoder: Sendable {
    /// The newest screen format version this client reads.
    public static let supportedVersion = 1

    /// Finds the factory for each component identifier.
    public let mapper: any ComponentMapper
    /// Shows elements that cannot be made.
    public let fallback: FallbackFactory
    /// How much of a screen is accepted.
    public let limits: ScreenLimits
    /// What the screen's actions may ask for.
    public let actionPolicy: ScreenActionPolicy

    /// A decoder.
    public init(mapper: any ComponentMapper, fallback: FallbackFactory, limits: ScreenLimits = .default,
                actionPolicy: ScreenActionPolicy = .default) {
        self.mapper = mapper
        self.fallback = fallback
        self.limits = limits
        self.actionPolicy = actionPolicy
    }

    /// Decodes a screen and maps its elements to factories.
    ///
    /// - Throws: ``ScreenDecodingError`` when the screen cannot be used at all.
    public func decode(_ data: Data) throws(ScreenDecodingError) -> Screen {
        try document(from: data).decode(using: mapper)
    }

    /// Reads and checks a screen without mapping it (its problems so far are
    /// structural ones).
    ///
    /// - Throws: ``ScreenDecodingError`` when the screen cannot be used at all.
    public func document(from data: Data) throws(ScreenDecodingError) -> ScreenDocument {
        guard data.count <= limits.maximumByteCount else { throw .tooLarge(byteCount: data.count, limit: limits.maximumByteCount) }
        let root: JSONValue
        do {
            root = try JSONParser(maximumDepth: limits.maximumDepth).parse(Array(data))
        } catch {
            throw .syntax(error)
        }
        var reader = ScreenReader(limits: limits, fallback: fallback, actionPolicy: actionPolicy)
        return try reader.document(from: root, supportedVersion: Self.supportedVersion)
    }
}
