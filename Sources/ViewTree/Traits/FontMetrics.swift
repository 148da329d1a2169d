import Foundation

/// Scales an app's own sizes and fonts with the user's text size, as a text
/// style scales (UIKit's `UIFontMetrics`).
///
/// A font of the app's own family at 15 points, set where body text would
/// be, grows and shrinks as ``Font/TextStyle/body`` does; spacing and icon
/// sizes can follow too:
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// let quote = metrics.scaledFont(for: Font(family: "Caladea", size: 15), compatibleWith: .extraExtraLarge)   // 19 pt
/// let gap = metrics.scaledValue(for: 8, compatibleWith: .extraExtraLarge)                                    // 9.9
/// ```
///
/// In a component, ComponentKit's `scaledValue(for:)` and
/// `scaledFont(for:maximumPointSize:)` read the text size of the component
/// being built.
public struct FontMetrics: Hashable, Sendable {
    /// The style whose growth this follows.
    public let textStyle: Font.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: Font.TextStyle = .body) {
        self.textStyle = textStyle
    }

    /// How much the style is scaled at `category`: its size there over its
    /// default size (1 at ``ContentSizeCategory/large``).
    public func scale(for category: ContentSizeCategory) -> CGFloat {
        textStyle.size(for: category) / textStyle.defaultSize
    }

    /// `value` scaled as the style is at `category`. A value that is not
    /// finite is returned unchanged.
    public func scaledValue(for value: CGFloat, compatibleWith category: ContentSizeCategory) -> CGFloat {
        guard value.isFinite else { return value }
        return value * scale(for: category)
    }

    /// `font` at its size scaled as the style is at `category`, rounded to
    /// whole points, and no larger than `maximumPointSize` when that is
    /// positive.
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat = 0, compatibleWith category: ContentSizeCategory
    ) -> Font {
        var size = (font.size * scale(for: category)).rounded()
        if maximumPointSize > 0, maximumPointSize.isFinite { size = Swift.min(size, maximumPointSize) }
        return font.withSize(size)
    }
}
