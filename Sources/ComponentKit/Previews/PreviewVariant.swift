import Foundation
import ViewTree

/// One way a ``Preview`` is shown: a colour scheme, a text size, a layout
/// direction, a width in points (the height follows the content), and
/// which of the preview's samples it shows.
///
/// Its ``id`` is stable and URL-safe (`dark-rtl-320-extra-large`, with the
/// sample's slug appended when it names one), so galleries can link to it
/// and snapshot references can be named by it; its ``title`` is for people
/// ("Dark, right to left, 320 pt, larger text").
///
/// ```swift
/// let variant = PreviewVariant(colorScheme: .dark, textSize: .extraLarge, layoutDirection: .rightToLeft, width: 320)
/// variant.id      // "dark-rtl-320-extra-large"
/// variant.title   // "Dark, right to left, 320 pt, larger text"
/// ```
public struct PreviewVariant: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The text size: the trait collection's content size category.
    public var textSize: ContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The width the component is laid out in, in points; a registry accepts
    /// finite widths in ``PreviewVariant/widthLimits``.
    public var width: CGFloat
    /// The name of the preview's sample this variant shows; nil shows the
    /// first (or the only) one.
    public var sample: String?

    /// The widths a ``PreviewRegistry`` accepts, in points.
    public static let widthLimits: ClosedRange<CGFloat> = 1...4096

    /// A variant; the defaults are the trait collection's: light, the default
    /// text size, left to right, at a phone's 390 points.
    public init(
        colorScheme: ColorScheme = .light, textSize: ContentSizeCategory = .large,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, width: CGFloat = 390, sample: String? = nil
    ) {
        self.colorScheme = colorScheme
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.width = width
        self.sample = sample
    }

    /// The stable, URL-safe identifier: scheme, direction, width, text size
    /// and the sample's slug, joined by `-` (`light-ltr-390-large`,
    /// `dark-rtl-320-accessibility-medium-vaquita`). Only lowercase ASCII
    /// letters, digits and `-`; a fractional width is written `320p5`.
    public var id: String {
        var parts = [colorScheme.rawValue, layoutDirection == .leftToRight ? "ltr" : "rtl", Self.widthTag(width), Self.slug(of: textSize)]
        if let sample { parts.append(PreviewSlug.make(sample)) }
        return parts.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// A title for people: "Dark, right to left, 320 pt, larger text",
    /// preceded by the sample's name when there is one ("Vaquita, light,
    /// left to right, 390 pt, default text").
    public var title: String {
        let scheme = colorScheme == .light ? "light" : "dark"
        let direction = layoutDirection == .leftToRight ? "left to right" : "right to left"
        let parts = [sample, scheme, direction, "\(Self.widthTitle(width)) pt", Self.title(of: textSize)].compactMap { $0 }
        let text = parts.joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    public var description: String { id }

    /// The traits the variant is drawn with: its scheme, text size and
    /// direction, normal contrast, at `displayScale` (2 unless given).
    public func traits(displayScale: CGFloat = 2) -> TraitCollection {
        TraitCollection(colorScheme: colorScheme, contentSizeCategory: textSize, layoutDirection: layoutDirection,
                        displayScale: displayScale)
    }

    /// The traits the variant is drawn with, at scale 2: ``traits(displayScale:)``.
    public var traits: TraitCollection { traits() }

    /// Whether ``width`` is one a registry accepts: finite and within ``widthLimits``.
    public var hasValidWidth: Bool { width.isFinite && Self.widthLimits.contains(width) }

    static func widthTag(_ width: CGFloat) -> String {
        guard width.isFinite else { return width.isNaN ? "nan" : "inf" }
        if width == width.rounded() { return String(Int(width)) }
        return String(format: "%.1f", Double(width)).replacingOccurrences(of: ".", with: "p").replacingOccurrences(of: "-", with: "minus")
    }

    static func widthTitle(_ width: CGFloat) -> String {
        guard width.isFinite, width == width.rounded() else { return String(format: "%.1f", Double(width)) }
        return String(Int(width))
    }

    /// `extraExtraLarge` as `extra-extra-large`.
    static func slug(of textSize: ContentSizeCategory) -> String {
        var slug = ""
        for character in textSize.rawValue {
            if character.isUppercase { slug += "-" }
            slug += character.lowercased()
        }
        return slug
    }

    static func title(of textSize: ContentSizeCategory) -> String {
        switch textSize {
        case .extraSmall: "extra small text"
        case .small: "small text"
        case .medium: "medium text"
        case .large: "default text"
        case .extraLarge: "larger text"
        case .extraExtraLarge: "extra large text"
        case .extraExtraExtraLarge: "extra extra large text"
        case .accessibilityMedium: "accessibility medium text"
        case .accessibilityLarge: "accessibility large text"
        case .accessibilityExtraLarge: "accessibility extra large text"
        case .accessibilityExtraExtraLarge: "accessibility extra extra large text"
        case .accessibilityExtraExtraExtraLarge: "accessibility largest text"
        }
    }
}
