import Foundation

/// The environment a screen is shown in: colour scheme, contrast, text size,
/// layout direction, display scale and motion and transparency preferences,
/// as UIKit's `UITraitCollection`.
///
/// A window has one (``Window/traitCollection``); a browser session sets it
/// from the page's media queries and follows them live. Views read it through
/// ``View/traitCollection`` and hear of changes in
/// ``View/traitCollectionDidChange(_:)``; components read it from their
/// component context while they are built.
///
/// ```swift
/// var traits = TraitCollection()
/// traits.colorScheme = .dark
/// traits.contentSizeCategory = .extraExtraLarge
/// window.traitCollection = traits   // every hosting view and list renders again
/// ```
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme
    /// Whether the user asked for more contrast.
    public var contrast: AccessibilityContrast
    /// The user's preferred text size.
    public var contentSizeCategory: ContentSizeCategory
    /// Which way lines and rows run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Pixels per point; clamped to 0.5...8 (non-finite values become 2).
    public var displayScale: CGFloat {
        didSet { displayScale = Self.scale(displayScale) }
    }
    /// Whether the user asked for less motion: animations should be cut or
    /// replaced by fades.
    public var reducesMotion: Bool
    /// Whether the user asked for less transparency: translucent surfaces
    /// should be opaque.
    public var reducesTransparency: Bool

    /// A trait collection; the defaults are UIKit's: light, normal contrast,
    /// large text, left to right, scale 2, no motion or transparency preference.
    public init(
        colorScheme: ColorScheme = .light, contrast: AccessibilityContrast = .normal,
        contentSizeCategory: ContentSizeCategory = .large, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        displayScale: CGFloat = 2, reducesMotion: Bool = false, reducesTransparency: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = Self.scale(displayScale)
        self.reducesMotion = reducesMotion
        self.reducesTransparency = reducesTransparency
    }

    public var description: String {
        var parts = ["\(colorScheme)", "\(contentSizeCategory)", layoutDirection == .leftToRight ? "ltr" : "rtl", "@\(displayScale)x"]
        if contrast == .high { parts.append("high contrast") }
        if reducesMotion { parts.append("reduced motion") }
        if reducesTransparency { parts.append("reduced transparency") }
        return parts.joined(separator: ", ")
    }

    private static func scale(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.min(8, Swift.max(0.5, value)) : 2
    }
}

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// Whether the user asked for more contrast, as `UIAccessibilityContrast`
/// (the browser's `prefers-contrast: more`).
public enum AccessibilityContrast: String, Hashable, Sendable, CaseIterable {
    /// The standard palette.
    case normal
    /// Stronger secondary text and separators.
    case high
}

/// Which way text lines, rows and leading/trailing edges run, as
/// `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left (English, French, …).
    case leftToRight
    /// Leading is right (Arabic, Hebrew, Persian, Urdu, …).
    case rightToLeft

    /// The direction a language is written in, from its BCP 47 tag
    /// (`ar`, `he-IL`, `fa`, `en-US`, …): right to left for the scripts
    /// written that way, left to right otherwise.
    ///
    /// ```swift
    /// UserInterfaceLayoutDirection(language: "ar-EG")   // .rightToLeft
    /// ```
    public init(language: String) {
        let lowered = language.lowercased()
        let primary = lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? lowered
        // An explicit script subtag decides: `az-Arab` is right to left, `ku-Latn` left to right.
        let subtags = Set(lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init))
        if !subtags.isDisjoint(with: Self.rightToLeftScripts) {
            self = .rightToLeft
        } else if subtags.contains("latn") || subtags.contains("cyrl") {
            self = .leftToRight
        } else {
            self = Self.rightToLeftLanguages.contains(primary) ? .rightToLeft : .leftToRight
        }
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]
    private static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"]
}
