import ComponentKit
import Foundation

/// The Typography screen's content: the app's registered families
/// (``ExamplesFonts``) in mixed weights and italics, right-to-left Arabic
/// and Hebrew, and Japanese and Chinese, which break between characters.
/// Amounts in tabular digits close it. Glyphs a family lacks come from the fallback fonts, alike in both
/// backends; the cross-backend tests check that every label breaks its
/// lines at the same places in the browser as on the server.
struct TypographyBody: CompositeComponent {
    static let serifText: AttributedText = {
        let serif = ExamplesFonts.serif
        return AttributedText("Caladea is a serif with four faces: ", font: Font(family: serif, size: 17))
            + AttributedText("bold", font: Font(family: serif, size: 17, weight: .bold))
            + AttributedText(", ", font: Font(family: serif, size: 17))
            + AttributedText("italic", font: Font(family: serif, size: 17, isItalic: true))
            + AttributedText(" and ", font: Font(family: serif, size: 17))
            + AttributedText("bold italic", font: Font(family: serif, size: 17, weight: .bold, isItalic: true))
            + AttributedText(". A weight between two faces takes the nearer one, as fontconfig picks it: ", font: Font(family: serif, size: 17))
            + AttributedText("semibold is bold.", font: Font(family: serif, size: 17, weight: .semibold))
    }()

    static let monoText: AttributedText = {
        let mono = ExamplesFonts.mono
        return AttributedText("let light = Font(family: \"JetBrains Mono\", size: 14, weight: .light)\n", font: Font(family: mono, size: 14, weight: .light))
            + AttributedText("let regular = light.withSize(14)  // eight weights\n", font: Font(family: mono, size: 14))
            + AttributedText("let bold = Font(family: \"JetBrains Mono\", size: 14, weight: .bold)", font: Font(family: mono, size: 14, weight: .bold))
            + AttributedText(" // and italics", font: Font(family: mono, size: 14, isItalic: true))
    }()

    static let arabic = "مرحبا بالعالم. هذا نص عربي يلتف على عدة أسطر، ويُقرأ من اليمين إلى اليسار في الواجهتين."
    static let hebrew = "שלום עולם. זהו טקסט בעברית שנשבר לכמה שורות ונקרא מימין לשמאל."
    static let path = "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-ExtraBoldItalic.ttf, registered at start-up"
    static let japanese = "日本語の文章は単語の間に空白がないので、行は文字と文字の間で折り返されます。中文也是这样排版的。"

    var body: some Component {
        InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 12), child: StackComponent(axis: .vertical, spacing: 14, alignItems: .stretch) {
            LabelComponent("Typography", font: Font(family: ExamplesFonts.display, size: 34, weight: .bold, isItalic: true),
                           attributes: [.accessibilityHeading(level: 2)])
            LabelComponent(Self.serifText, font: Font(family: ExamplesFonts.serif, size: 17))
            LabelComponent(Self.monoText, font: Font(family: ExamplesFonts.mono, size: 14),
                           attributes: [.accessibilityLabel("Code in JetBrains Mono, light, regular and bold")])
            // In the default family, which has Arabic: in a family without it, the page takes the spaces between
            // Arabic words from that family and Pango from the fallback, and the words sit a little apart (UsingYourOwnFonts).
            // Each read in its own language (the page's lang), so a screen reader switches voices.
            LabelComponent(AttributedText(Self.arabic), font: .system(size: 17),
                           attributes: [.writingDirection(.rightToLeft), .accessibilityLanguage("ar")])
            LabelComponent(AttributedText(Self.hebrew), font: .system(size: 16, isItalic: true),
                           attributes: [.writingDirection(.rightToLeft), .accessibilityLanguage("he")])
            LabelComponent(AttributedText(Self.japanese), font: .system(size: 17), attributes: [.accessibilityLanguage("ja")])
            // A word longer than the line: Pango breaks it with a hyphen, and the page is told where (LabelShownText).
            LabelComponent("Long words break with a hyphen in both backends: Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz.",
                           font: Font(family: ExamplesFonts.serif, size: 17))
            // One line, truncated in the head, the middle and the tail: the same text in both backends.
            for (mode, name) in [(LineBreakMode.truncateHead, "head"), (.truncateMiddle, "middle"), (.truncateTail, "tail")] {
                LabelComponent(Self.path, font: Font(family: ExamplesFonts.mono, size: 13), numberOfLines: 1, lineBreakMode: mode,
                               attributes: [.accessibilityIdentifier("typography.truncated.\(name)")])
            }
            // Two lines truncated in the middle: the first line as wrapped, the last one cut around the ellipsis (as UILabel does).
            LabelComponent("Quotations gathered over a long life of reading: " + Self.path, font: Font(family: ExamplesFonts.serif, size: 15),
                           numberOfLines: 2, lineBreakMode: .truncateMiddle,
                           attributes: [.accessibilityIdentifier("typography.truncated.lines")])
            // Caladea's digits differ in width; with tabular digits (tnum) the two amounts line up.
            StackComponent(axis: .vertical, spacing: 2, alignItems: .flexEnd) {
                LabelComponent("Total 1,111.11", font: Font(family: ExamplesFonts.serif, size: 17).monospacedDigits(),
                               attributes: [.accessibilityIdentifier("typography.figures.1")])
                LabelComponent("Total 8,080.80", font: Font(family: ExamplesFonts.serif, size: 17).monospacedDigits(),
                               attributes: [.accessibilityIdentifier("typography.figures.2")])
            }
        })
    }
}
