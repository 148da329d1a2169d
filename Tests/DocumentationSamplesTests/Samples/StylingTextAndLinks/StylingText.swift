// sample: styling-text-imports
import ComponentKit
import Foundation
// end-sample

/// The samples of "Styling text and links", nested so their names do not meet other articles'.
enum StylingText {
    /// What the article's mentions link to: the app's own value.
    struct UserID: Hashable, Sendable {
        let raw: Int
    }

    static let photo = "Half Dome at dawn"

    /// Runs with their own attributes.
    static func caption() -> AttributedText {
        // sample: styling-text-runs
        let caption = AttributedText("Ada", font: .system(size: 15, weight: .bold))
            + AttributedText(" liked ", color: .gray)
            + AttributedText(photo, backgroundColor: Color(red: 1, green: 0.95, blue: 0.6))
            + AttributedText(" $40", strikethrough: TextDecoration(.single, color: .red))
            + AttributedText(" $25", underline: .double, kerning: 0.5)
            + AttributedText("2", font: .system(size: 10), baselineOffset: 6)
            + AttributedText(" new", shadow: TextShadow(color: Color(white: 0, alpha: 0.4), offset: CGSize(width: 0, height: 1), blurRadius: 2))
        // end-sample
        return caption
    }

    /// A paragraph style for a whole text.
    static func article() -> LabelComponent {
        // sample: styling-text-paragraph
        var style = ParagraphStyle(alignment: .justified, lineSpacing: 4, paragraphSpacing: 12)
        style.firstLineHeadIndent = 16
        let body = AttributedText("""
            Granite domes rise above the valley floor.
            Climbers start before dawn to reach the top by noon.
            """, paragraphStyle: style)
        return LabelComponent(body, font: .system(size: 15))
        // end-sample
    }

    /// A comment whose mention and web link send actions.
    static func comment(openProfile: @escaping @MainActor @Sendable (UserID) -> Void,
                        openURL: @escaping @MainActor @Sendable (URL) -> Void,
                        share: @escaping @MainActor @Sendable (TextLink) -> Void) -> LabelComponent {
        // sample: styling-text-links
        let guidelines = URL(string: "https://example.com/guidelines")!
        let text = AttributedText("@ada", color: .tint, link: TextLink(UserID(raw: 42)))
            + AttributedText(" follows our ")
            + AttributedText("guidelines", color: .tint, underline: .single, link: TextLink(url: guidelines))
        return LabelComponent(
            text, font: .system(size: 15),
            onLinkTap: Action(identity: "open-link") { link in
                if let user = link.value(as: UserID.self) { openProfile(user) } else if let url = link.url { openURL(url) }
            },
            onLinkLongPress: Action(identity: "share-link") { link in share(link) },
            attributes: [.linkHighlightColor(Color(red: 0, green: 0.4, blue: 0.8, alpha: 0.2))])
        // end-sample
    }
}
