import Foundation

/// An OpenType feature turned on or off for a ``Font``: tabular digits,
/// small capitals, a stylistic set, as `UIFontDescriptor`'s feature settings.
///
/// A feature takes effect where the face has it (Caladea has tabular
/// digits, JetBrains Mono a slashed zero); a face without it draws as if it
/// were not set, in both backends alike: Pango shapes with it, and the page
/// sets CSS's `font-feature-settings`.
///
/// ```swift
/// let price = Font(family: "Caladea", size: 17, features: [.tabularDigits])
/// let code = Font(family: "JetBrains Mono", size: 14).withFeatures([.slashedZero])
/// let custom = try FontFeature(tag: "ss02")
/// ```
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The feature's four-character tag, as the OpenType registry spells it.
    public let tag: String
    /// 1 turns the feature on, 0 off; features with alternates take their index.
    public let value: Int

    /// A feature by tag. The tag must be four characters from `!` to `~`
    /// (no quotes or backslashes); the value must lie in 0...65535.
    public init(tag: String, value: Int = 1) throws(FontFeatureError) {
        let scalars = Array(tag.unicodeScalars)
        guard scalars.count == 4, scalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\"" && $0 != "'" && $0 != "\\" }) else {
            throw .invalidTag(tag)
        }
        guard (0...65_535).contains(value) else { throw .invalidValue(tag: tag, value: value) }
        self.tag = tag
        self.value = value
    }

    private init(known tag: String, value: Int = 1) {
        self.tag = tag
        self.value = value
    }

    /// Digits of one width, so columns of figures line up (`tnum`).
    public static let tabularDigits = FontFeature(known: "tnum")
    /// Digits of their own widths (`pnum`).
    public static let proportionalDigits = FontFeature(known: "pnum")
    /// Digits with ascenders and descenders, for running text (`onum`).
    public static let oldstyleDigits = FontFeature(known: "onum")
    /// Lowercase letters as small capitals (`smcp`).
    public static let smallCaps = FontFeature(known: "smcp")
    /// Capitals as small capitals too (`c2sc`).
    public static let capitalsToSmallCaps = FontFeature(known: "c2sc")
    /// A zero with a slash, told apart from O (`zero`).
    public static let slashedZero = FontFeature(known: "zero")
    /// Figures around a slash set as a fraction (`frac`).
    public static let fractions = FontFeature(known: "frac")
    /// Standard ligatures off (`liga` 0).
    public static let noLigatures = FontFeature(known: "liga", value: 0)
    /// Contextual alternates off (`calt` 0): no programming ligatures in a code face.
    public static let noContextualAlternates = FontFeature(known: "calt", value: 0)

    /// The feature as Pango's and CSS's settings write it: `tnum 1` (Pango)
    /// or `"tnum" 1` (CSS).
    public var description: String { "\(tag) \(value)" }
}

/// Why a ``FontFeature`` was refused.
public enum FontFeatureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag is not four characters from `!` to `~`, or has quotes or a backslash.
    case invalidTag(String)
    /// The value is outside 0...65535.
    case invalidValue(tag: String, value: Int)

    public var description: String {
        switch self {
        case let .invalidTag(tag): "font feature tag \(String(reflecting: tag)) is not four printable ASCII characters"
        case let .invalidValue(tag, value): "font feature \(tag) has value \(value), outside 0...65535"
        }
    }
}
