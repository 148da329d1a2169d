import Foundation

/// The user's preferred text size, as `UIContentSizeCategory`: seven
/// standard sizes and five larger accessibility sizes.
///
/// ``textScale`` is how much bigger than the default (``large``) text
/// set in a ``Font/TextStyle`` gets; ``Font/preferred(_:for:)`` applies it.
///
/// ```swift
/// ContentSizeCategory.extraExtraLarge.textScale   // 21 / 17
/// ContentSizeCategory(textScale: 1.5)              // .accessibilityMedium (the nearest)
/// ```
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Body text at 14 points.
    case extraSmall
    /// Body text at 15 points.
    case small
    /// Body text at 16 points.
    case medium
    /// Body text at 17 points: the default.
    case large
    /// Body text at 19 points.
    case extraLarge
    /// Body text at 21 points.
    case extraExtraLarge
    /// Body text at 23 points.
    case extraExtraExtraLarge
    /// Body text at 28 points.
    case accessibilityMedium
    /// Body text at 33 points.
    case accessibilityLarge
    /// Body text at 40 points.
    case accessibilityExtraLarge
    /// Body text at 47 points.
    case accessibilityExtraExtraLarge
    /// Body text at 53 points.
    case accessibilityExtraExtraExtraLarge

    /// The size of body text in this category, in points (UIKit's figures).
    public var bodySize: CGFloat {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// Body text's size relative to the default category's: 1 for ``large``.
    public var textScale: CGFloat { bodySize / Self.large.bodySize }

    /// Whether this is one of the accessibility sizes, where layouts
    /// should stack what sits side by side.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category whose ``textScale`` is nearest `textScale` (a browser's
    /// root font size over its default 16 px, say). Non-finite or
    /// non-positive scales give ``large``.
    public init(textScale: CGFloat) {
        guard textScale.isFinite, textScale > 0 else {
            self = .large
            return
        }
        let wanted = textScale * Self.large.bodySize
        self = Self.allCases.min { abs($0.bodySize - wanted) < abs($1.bodySize - wanted) } ?? .large
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.bodySize < rhs.bodySize
    }
}
