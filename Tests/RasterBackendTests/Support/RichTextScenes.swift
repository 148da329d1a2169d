import Foundation
import RasterBackend
import ViewTree

/// One scene per kind of text attribute, each label as tall as its text.
@MainActor
enum RichTextScenes {
    static let all: [(String, @MainActor () throws -> View)] = [
        ("rich-text-backgrounds", backgrounds), ("rich-text-decorations", decorations), ("rich-text-spacing", spacing),
        ("rich-text-shadows", shadows), ("rich-text-paragraphs", paragraphs), ("rich-text-link-highlight", linkHighlight),
    ]

    static let font = Font.system(size: 14)

    /// Labels stacked down a 240-point canvas, one per text.
    static func stack(_ texts: [AttributedText], width: CGFloat = 240, numberOfLines: Int = 0) throws -> View {
        var labels: [Label] = []
        var y: CGFloat = 4
        for text in texts {
            let label = Label(frame: .zero)
            label.text = text
            label.font = font
            label.numberOfLines = numberOfLines
            label.lineBreakMode = .wordWrap
            // The scenes are drawn outside any window, which would give the label its measurer.
            label.textMeasurer = PangoTextSystem.shared
            let size = PangoTextSystem.shared.measure(label.layoutRequest(maxWidth: width - 8)).size
            label.frame = CGRect(x: 4, y: y, width: width - 8, height: size.height.rounded(.up))
            y += label.frame.height + 6
            labels.append(label)
        }
        let root = Scenes.canvas(width, y)
        for label in labels { try root.addSubview(label) }
        return root
    }

    static func backgrounds() throws -> View {
        try stack([
            AttributedText("Marked ") + AttributedText("yellow", backgroundColor: .yellow) + AttributedText(" and ")
                + AttributedText("translucent", color: .white, backgroundColor: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ])
    }

    static func decorations() throws -> View {
        try stack([
            AttributedText("single ", underline: .single) + AttributedText("double ", underline: .double)
                + AttributedText("thick ", underline: .thick) + AttributedText("wavy", underline: .wavy),
            AttributedText("red line ", underline: TextDecoration(.single, color: .red))
                + AttributedText("blue thick", color: .gray, underline: TextDecoration(.thick, color: .blue)),
            AttributedText("struck ", strikethrough: .single) + AttributedText("double ", strikethrough: .double)
                + AttributedText("thick ", strikethrough: .thick) + AttributedText("wavy", strikethrough: .wavy),
            AttributedText("red strike", strikethrough: TextDecoration(.single, color: .red))
                + AttributedText(" both", underline: TextDecoration(.double, color: .blue), strikethrough: TextDecoration(.thick, color: .red)),
        ])
    }

    static func spacing() throws -> View {
        try stack([
            AttributedText("kern 0 ") + AttributedText("kern 3", kerning: 3) + AttributedText(" tight", kerning: -1),
            AttributedText("H") + AttributedText("2", font: .system(size: 10), baselineOffset: -3) + AttributedText("O and x")
                + AttributedText("2", font: .system(size: 10), baselineOffset: 6),
            AttributedText("Mixed ") + AttributedText("fonts", font: .system(size: 22, weight: .bold))
                + AttributedText(" on one ", font: .system(size: 10)) + AttributedText("line", font: .system(size: 14, isItalic: true)),
        ])
    }

    static func shadows() throws -> View {
        try stack([
            AttributedText("Sharp shadow", font: .system(size: 20, weight: .bold),
                           shadow: TextShadow(color: .red, offset: CGSize(width: 2, height: 2))),
            AttributedText("Blurred shadow", font: .system(size: 20, weight: .bold),
                           shadow: TextShadow(color: Color(white: 0, alpha: 0.6), offset: CGSize(width: 0, height: 3), blurRadius: 4)),
            AttributedText("only ") + AttributedText("this", shadow: TextShadow(color: .blue, offset: CGSize(width: 1, height: 1)))
                + AttributedText(" word"),
        ])
    }

    static func paragraphs() throws -> View {
        let prose = "Paragraph styles place lines: this one is long enough to wrap more than once.\nA second paragraph follows."
        return try stack([
            AttributedText(prose, paragraphStyle: ParagraphStyle(alignment: .justified, lineSpacing: 3, paragraphSpacing: 8,
                                                                 firstLineHeadIndent: 20)),
            AttributedText(prose, paragraphStyle: ParagraphStyle(lineHeightMultiple: 1.4, headIndent: 16, tailIndent: 24)),
            AttributedText(prose, paragraphStyle: ParagraphStyle(alignment: .center, paragraphSpacingBefore: 10)),
        ])
    }

    static func linkHighlight() throws -> View {
        let root = try stack([
            AttributedText("Read the ") + AttributedText("terms of service", color: .tint, underline: .single, link: TextLink("terms"))
                + AttributedText(" before you ") + AttributedText("sign up", color: .tint, link: TextLink("signup")),
        ], width: 180)
        let label = try require(root.subviews.first as? Label)
        label.linkHandler = { _ in }
        // Pressed, not let go: the link under the pointer is highlighted.
        let window = Window(size: root.frame.size)
        try window.rootView.addSubview(root)
        let terms = try require(label.rects(forCharacters: 9..<25).first)
        window.send(PointerEvent(.down, at: label.convert(CGPoint(x: terms.midX, y: terms.midY), to: nil), time: 0))
        return root
    }
}

private struct MissingView: Error {}

private func require<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingView() }
    return value
}
