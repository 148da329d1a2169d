import Foundation

/// A font: family, size in points, weight and slant.
///
/// Sizes are CSS pixels at scale 1, so a 17-point font is as tall on screen
/// as `17px` in a browser. The default family is DejaVu Sans, which every
/// backend has (Debian's `fonts-dejavu-core`).
///
/// ```swift
/// let title = Font.system(size: 17, weight: .semibold)
/// let caption = Font(family: "DejaVu Serif", size: 12, isItalic: true)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A font weight on the CSS scale, 100 (thin) to 900 (black).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS weight, clamped to 100...900.
        public let rawValue: Int
        /// A weight on the CSS scale; clamped to 100...900.
        public init(_ rawValue: Int) { self.rawValue = Swift.min(900, Swift.max(100, rawValue)) }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// 100.
        public static let thin = Weight(100)
        /// 300.
        public static let light = Weight(300)
        /// 400.
        public static let regular = Weight(400)
        /// 500.
        public static let medium = Weight(500)
        /// 600.
        public static let semibold = Weight(600)
        /// 700.
        public static let bold = Weight(700)
        /// 900.
        public static let black = Weight(900)
    }

    /// The family name as fontconfig and CSS know it.
    public var family: String
    /// Size in points; negative or NaN sizes are stored as 0.
    public var size: CGFloat
    /// Stroke weight.
    public var weight: Weight
    /// Whether the italic face is used.
    public var isItalic: Bool
    /// OpenType features turned on or off (``FontFeature``), in order; a
    /// later setting of a tag wins.
    public var features: [FontFeature]

    /// A font of `family` at `size` points.
    public init(family: String, size: CGFloat, weight: Weight = .regular, isItalic: Bool = false, features: [FontFeature] = []) {
        self.family = family
        self.size = size.isNaN ? 0 : Swift.max(0, size)
        self.weight = weight
        self.isItalic = isItalic
        self.features = features
    }

    /// The family every backend has.
    public static let defaultFamily = "DejaVu Sans"

    /// The default family at `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) -> Font {
        Font(family: defaultFamily, size: size, weight: weight, isItalic: isItalic)
    }

    /// The default label font, 17 points.
    public static let body = Font.system(size: 17)

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(family: family, size: size, weight: weight, isItalic: isItalic, features: features)
    }

    /// The same font with `features` added after its own.
    public func withFeatures(_ features: [FontFeature]) -> Font {
        Font(family: family, size: size, weight: weight, isItalic: isItalic, features: self.features + features)
    }

    /// The same font with digits of one width, as `UIFont.monospacedDigitSystemFont`:
    /// figures that change in place (a counter, a clock) do not move.
    public func monospacedDigits() -> Font { withFeatures([.tabularDigits]) }

    public var description: String {
        "\(family) \(size)pt w\(weight.rawValue)\(isItalic ? " italic" : "")"
            + (features.isEmpty ? "" : " [" + features.map(\.description).joined(separator: ", ") + "]")
    }
}
