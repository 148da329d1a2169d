import Foundation
import ViewTree

extension FontMetrics {
    /// `value` scaled for the text size of the component being built
    /// (``ComponentContext/current``'s ``ComponentContext/contentSizeCategory``).
    ///
    /// ```swift
    /// InsetComponent(insets: EdgeInsets(all: FontMetrics(forTextStyle: .body).scaledValue(for: 12)), child: quote)
    /// ```
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: ComponentContext.current.contentSizeCategory)
    }

    /// `font` scaled for the text size of the component being built, no
    /// larger than `maximumPointSize` when that is positive.
    ///
    /// ```swift
    /// LabelComponent(quote.text, font: FontMetrics(forTextStyle: .title3).scaledFont(for: Font(family: "Caladea", size: 20)))
    /// ```
    public func scaledFont(for font: Font, maximumPointSize: CGFloat = 0) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: ComponentContext.current.contentSizeCategory)
    }
}
