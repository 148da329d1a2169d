@testable import BrowserBackend
import Foundation
import RasterBackend
import ViewTree

/// Labels showing each text attribute at the sizes Pango measured, and one
/// with links whose activations are recorded: the page the rich-text
/// browser tests read.
@MainActor
final class RichTextTestView: View {
    static let width: CGFloat = 300
    static let font = Font.system(size: 15)
    static let prose = "Rich text keeps one measurement: the server lays it out, the page shows it, and both agree."

    static let samples: [(String, AttributedText)] = [
        ("kerning", AttributedText("Kerned ") + AttributedText("letters spaced out", kerning: 2.5) + AttributedText(" and tight", kerning: -0.5)),
        ("indents", AttributedText(prose, paragraphStyle: ParagraphStyle(firstLineHeadIndent: 24, headIndent: 8))),
        ("hanging", AttributedText(prose, paragraphStyle: ParagraphStyle(firstLineHeadIndent: 0, headIndent: 18))),
        ("line-spacing", AttributedText(prose, paragraphStyle: ParagraphStyle(lineSpacing: 6))),
        ("line-height", AttributedText(prose, paragraphStyle: ParagraphStyle(lineHeightMultiple: 1.5))),
        ("paragraph-spacing", AttributedText("First paragraph, which wraps onto a second line here.\nSecond.\nThird one.",
                                             paragraphStyle: ParagraphStyle(lineSpacing: 2, paragraphSpacing: 10, paragraphSpacingBefore: 4))),
        ("baseline", AttributedText("E = mc") + AttributedText("2", font: .system(size: 10), baselineOffset: 6)
            + AttributedText(" and H") + AttributedText("2", font: .system(size: 10), baselineOffset: -3) + AttributedText("O")),
        ("mixed-fonts", AttributedText("Mixed ") + AttributedText("fonts", font: .system(size: 24, weight: .bold))
            + AttributedText(" in one ", font: .system(size: 11)) + AttributedText("label that wraps", font: .system(size: 15, isItalic: true))),
        ("decorated", AttributedText("under", underline: .double) + AttributedText(" struck", strikethrough: .thick)
            + AttributedText(" marked", backgroundColor: .yellow) + AttributedText(" shadowed", shadow: TextShadow(blurRadius: 2))),
        ("justified", AttributedText(prose, paragraphStyle: ParagraphStyle(alignment: .justified, tailIndent: 12))),
        ("links", linkText),
    ]

    static var linkText: AttributedText {
        AttributedText("Read the ") + AttributedText("terms", color: .tint, underline: .single, link: TextLink(url: URL(string: "https://example.com/terms")!))
            + AttributedText(" or ask ") + AttributedText("Ada", color: .tint, link: TextLink("ada")) + AttributedText(".")
    }

    /// Link activations the server heard, in order.
    var events: [TextLinkEvent] = []
    private(set) var labels: [String: Label] = [:]

    init() {
        super.init(frame: .zero)
        backgroundColor = .white
        var y: CGFloat = 8
        for (identifier, text) in Self.samples {
            let label = Label(frame: .zero)
            label.text = text
            label.font = Self.font
            label.numberOfLines = 0
            label.lineBreakMode = .wordWrap
            label.accessibilityIdentifier = identifier
            let size = PangoTextSystem.shared.measure(label.layoutRequest(maxWidth: Self.width)).size
            label.frame = CGRect(x: 10, y: y, width: Self.width, height: size.height)
            y += size.height.rounded(.up) + 8
            if identifier == "links" { label.linkHandler = { [weak self] event in self?.events.append(event) } }
            try? addSubview(label)
            labels[identifier] = label
        }
    }

    required init(frame: CGRect) {
        fatalError("RichTextTestView is made with init()")
    }
}
