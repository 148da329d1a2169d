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

        /// The largest the style grows, in points: UIKit's sizes at the largest
        /// accessibility text size. Titles grow less than body text, so a
        /// large title never takes half the screen.
        public var maximumSize: CGFloat {
            switch self {
            case .largeTitle: 60
            case .title: 58
            case .title2: 56
            case .title3: 55
            case .headline, .body: 53
            case .callout: 51
            case .subheadline: 49
            case .footnote: 44
            case .caption, .caption2: 40
            }
        }

        /// The style's size at the text size of `category`: the default size
        /// scaled as body text scales (``ContentSizeCategory/textScale``),
        /// rounded to whole points, at least 11 and at most ``maximumSize``.
        public func size(for category: ContentSizeCategory) -> CGFloat {
            Swift.min(maximumSize, Swift.max(11, (defaultSize * category.textScale).rounded()))
        }

        /// The weight of the style.
        public var weight: Font.Weight {
            self == .headline ? .semibold : .regular
        }
    }

    /// The system font for `style` at the text size of `category`
    /// (``TextStyle/size(for:)``): the default size scaled as body text
    /// scales, rounded to whole points, between 11 points and the style's
    /// ``TextStyle/maximumSize``.
    ///
    /// ```swift
    /// Font.preferred(.headline, for: .extraExtraLarge)                     // 21 pt semibold
    /// Font.preferred(.largeTitle, for: .accessibilityExtraExtraExtraLarge) // 60 pt, its maximum
    /// ```
    public static func preferred(_ style: TextStyle, for category: ContentSizeCategory) -> Font {
        .system(size: style.size(for: category), weight: style.weight)
    }
}
