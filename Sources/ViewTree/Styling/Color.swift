import Foundation

/// An sRGB color with alpha; each component runs from 0 to 1.
///
/// ```swift
/// let accent = Color(red: 0, green: 0.48, blue: 1)
/// let overlay = Color.black.withAlpha(0.4)
/// let brand = try Color(hex: "#3B5998")
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A color from sRGB components; values outside 0...1 (and NaN) are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A gray: 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    ///
    /// - Throws: ``ColorParsingError`` naming the text that is not a color.
    public init(hex: String) throws(ColorParsingError) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), [3, 6, 8].contains(digits.count) else {
            throw ColorParsingError(text: hex)
        }
        if digits.count == 3 {
            digits = Substring(digits.flatMap { [$0, $0] })
        }
        guard let value = UInt32(digits, radix: 16) else { throw ColorParsingError(text: hex) }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(
            red8: UInt8((rgb >> 16) & 0xFF), green8: UInt8((rgb >> 8) & 0xFF),
            blue8: UInt8(rgb & 0xFF), alpha8: hasAlpha ? UInt8(value & 0xFF) : 255)
    }

    /// The same color with another opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Components as 8-bit values, rounded to nearest.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        let c = rgba8
        return "#" + [c.red, c.green, c.blue, c.alpha].map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    public var description: String { hexString }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((value * 255).rounded())
    }
}

extension Color {
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// A mid gray.
    public static let gray = Color(white: 0.5)
    /// A light gray, for placeholders and separators: UIKit's `lightGrayColor` (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Pure sRGB red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure sRGB green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure sRGB blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// A dark gray, a third of the way from black.
    public static let darkGray = Color(white: 1.0 / 3)
    /// sRGB orange, as UIKit's (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// sRGB yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// sRGB purple, as UIKit's (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// sRGB brown, as UIKit's (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// sRGB cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// sRGB magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// The default tint of buttons and activity, `#0066CC`: a blue that
    /// reads at 5.6:1 on white, above WCAG's 4.5:1 for text of any size
    /// (UIKit's `#007AFF` reaches only 4.0:1).
    public static let tint = Color(red8: 0, green8: 102, blue8: 204)
}

/// Text that ``Color/init(hex:)`` could not read as a color.
public struct ColorParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    public var description: String {
        "'\(text)' is not a color: expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"
    }
}
