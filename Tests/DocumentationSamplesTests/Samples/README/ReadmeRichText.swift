import ComponentKit
import Foundation

extension Readme {
    /// The README's rich-text block: a styled run, a paragraph style and a link with an action.
    static func richText(openProfile: Action<TextLink>) -> LabelComponent {
        // sample: readme-rich-text
        let text = AttributedText("Ada", font: .system(size: 15, weight: .bold))
            + AttributedText(" liked your photo ", color: .gray)
            + AttributedText("Half Dome", color: .tint, underline: .single, link: TextLink("photo-7"))
        return LabelComponent(text.withParagraphStyle(ParagraphStyle(lineSpacing: 4, firstLineHeadIndent: 12)),
                              onLinkTap: openProfile)   // sent with TextLink("photo-7")
        // end-sample
    }
}
