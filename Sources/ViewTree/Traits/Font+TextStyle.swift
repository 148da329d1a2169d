import Foundation

extension Font {
    /// A role for text whose size follows the user's text size, as
    /// `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// 34 pt at the default size.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 15 pt.
        case subheadline
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// The size at the default text size (``ContentSizeCategory/large``).
        public var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The weight of the style.
        public var weight: Font.Weight {
            self == .headline ? .semibold : .regular
        }
    }

    /// The system font for `style` at the text size of `category`: the
    /// default size scaled as body text scales (``ContentSizeCategory/textScale``),
    /// rounded to whole points and never below 11 points.
    ///
    /// ```swift
    /// Font.preferred(.headline, for: .extraExtraLarge)   // 21 pt semibold
    /// ```
    public static func preferred(_ style: TextStyle, for category: ContentSizeCategory) -> Font {
        let size = Swift.max(11, (style.defaultSize * category.textScale).rounded())
        return .system(size: size, weight: style.weight)
    }
}
