import Foundation

/// Traits an app forces over the ones its platform reports: a screen that
/// is always dark, a direction switch, a test that wants large text. Each
/// trait left nil passes through.
///
/// A browser session keeps the page's own traits and shows its window with
/// ``applied(to:)`` of its overrides:
///
/// ```swift
/// session.traitOverrides.layoutDirection = .rightToLeft   // whatever the browser's language
/// session.traitOverrides.colorScheme = nil                 // follow the browser's scheme again
/// ```
public struct TraitOverrides: Hashable, Sendable {
    /// Light or dark, whatever the platform prefers.
    public var colorScheme: ColorScheme?
    /// Normal or high contrast.
    public var contrast: AccessibilityContrast?
    /// A text size.
    public var contentSizeCategory: ContentSizeCategory?
    /// Left to right or right to left, whatever the language.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// Pixels per point.
    public var displayScale: CGFloat?
    /// Whether motion is reduced.
    public var reducesMotion: Bool?
    /// Whether transparency is reduced.
    public var reducesTransparency: Bool?

    /// Overrides of the traits given; by default, none.
    public init(
        colorScheme: ColorScheme? = nil, contrast: AccessibilityContrast? = nil,
        contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: UserInterfaceLayoutDirection? = nil,
        displayScale: CGFloat? = nil, reducesMotion: Bool? = nil, reducesTransparency: Bool? = nil
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.reducesMotion = reducesMotion
        self.reducesTransparency = reducesTransparency
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == TraitOverrides() }

    /// `traits` with every overridden trait replaced.
    public func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let colorScheme { result.colorScheme = colorScheme }
        if let contrast { result.contrast = contrast }
        if let contentSizeCategory { result.contentSizeCategory = contentSizeCategory }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        if let displayScale { result.displayScale = displayScale }
        if let reducesMotion { result.reducesMotion = reducesMotion }
        if let reducesTransparency { result.reducesTransparency = reducesTransparency }
        return result
    }
}
