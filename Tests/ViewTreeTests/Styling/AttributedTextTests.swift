import Foundation
import Testing
import ViewTree

private struct UserID: Hashable, Sendable {
    let raw: Int
}

@Suite("Attributed text: runs, paragraph styles and links")
struct AttributedTextTests {
    @Test("The initializers that existed before rich text still build the same runs")
    func sourceCompatibility() {
        let text = AttributedText("Bold", font: .system(size: 14, weight: .bold), color: .red)
            + AttributedText("under", isUnderlined: true) + AttributedText("struck", isUnderlined: false, isStruckThrough: true)
        #expect(text.runs.map(\.text) == ["Bold", "under", "struck"])
        #expect(text.runs[0].font == .system(size: 14, weight: .bold) && text.runs[0].color == .red)
        #expect(text.runs[1].isUnderlined && text.runs[1].underline == .single && !text.runs[1].isStruckThrough)
        #expect(text.runs[2].strikethrough == .single && !text.runs[2].isUnderlined)
        let literal: AttributedText = "plain"
        #expect(literal == AttributedText("plain") && literal.paragraphStyle == nil)
    }

    @Test("Setting isUnderlined keeps a styled line and clears it when false")
    func underlineFlag() {
        var run = AttributedText.Run("x", underline: TextDecoration(.double, color: .blue))
        run.isUnderlined = true
        #expect(run.underline == TextDecoration(.double, color: .blue))
        run.isUnderlined = false
        #expect(run.underline == nil)
        run.isStruckThrough = true
        #expect(run.strikethrough == .single)
    }

    @Test("Kerning and baseline offsets that are not finite become 0; huge ones are limited")
    func runClamps() {
        let run = AttributedText.Run("x", kerning: .nan, baselineOffset: .infinity)
        #expect(run.kerning == 0 && run.baselineOffset == 0)
        #expect(AttributedText.Run("x", kerning: 5_000, baselineOffset: -5_000).kerning == 1_000)
        #expect(AttributedText.Run("x", baselineOffset: -5_000).baselineOffset == -1_000)
        let shadow = TextShadow(color: .black, offset: CGSize(width: CGFloat.nan, height: 2), blurRadius: -3)
        #expect(shadow.offset == CGSize(width: 0, height: 2) && shadow.blurRadius == 0)
        #expect(TextShadow(blurRadius: 500).blurRadius == 100)
    }

    @Test("A paragraph style treats negative and non-finite lengths as 0, and a bad multiple as 1, set or given")
    func paragraphClamps() {
        var style = ParagraphStyle(lineSpacing: -4, lineHeightMultiple: 0, paragraphSpacing: .nan, firstLineHeadIndent: .infinity)
        #expect(style.lineSpacing == 0 && style.lineHeightMultiple == 1 && style.paragraphSpacing == 0 && style.firstLineHeadIndent == 0)
        #expect(!style.hasSpacingOrIndents)
        style.headIndent = -1
        style.lineHeightMultiple = -.infinity
        #expect(style.headIndent == 0 && style.lineHeightMultiple == 1)
        style.tailIndent = 12
        #expect(style.tailIndent == 12 && style.hasSpacingOrIndents)
        #expect(ParagraphStyle(lineSpacing: 1e9).lineSpacing == 10_000)
    }

    @Test("Concatenation keeps the first paragraph style; prefixes and trimming keep it too")
    func paragraphStyleTravels() {
        let justified = ParagraphStyle(alignment: .justified)
        let text = AttributedText("One ", paragraphStyle: justified) + AttributedText("two", paragraphStyle: ParagraphStyle(alignment: .center))
        #expect(text.paragraphStyle == justified)
        #expect((AttributedText("a") + AttributedText("b", paragraphStyle: justified)).paragraphStyle == justified)
        #expect(text.prefix(2).paragraphStyle == justified)
        #expect(AttributedText("x  ", paragraphStyle: justified).trimmingTrailingWhitespace().paragraphStyle == justified)
        #expect(text.withParagraphStyle(nil).paragraphStyle == nil)
    }

    @Test("A request uses the text's paragraph style, or its own alignment and line break mode")
    func requestParagraphStyle() {
        let plain = TextLayoutRequest(text: "x", alignment: .center, lineBreakMode: .charWrap)
        #expect(plain.paragraphStyle == ParagraphStyle(alignment: .center, lineBreakMode: .charWrap))
        let styled = TextLayoutRequest(text: AttributedText("x", paragraphStyle: ParagraphStyle(alignment: .right, lineSpacing: 3)),
                                       alignment: .center)
        #expect(styled.paragraphStyle.alignment == .right && styled.paragraphStyle.lineSpacing == 3)
    }

    @Test("Adjacent runs with equal links make one link; different or separated ones stay apart")
    func linkRanges() throws {
        let terms = TextLink(url: try #require(URL(string: "https://example.com/terms")))
        let ada = TextLink(UserID(raw: 1))
        let text = AttributedText("Read ") + AttributedText("the ", link: terms) + AttributedText("terms", color: .red, link: terms)
            + AttributedText("", link: ada) + AttributedText(", ") + AttributedText("Ada", link: ada) + AttributedText("!", link: terms)
        #expect(text.links == [
            .init(link: terms, range: 5..<14), .init(link: ada, range: 16..<19), .init(link: terms, range: 19..<20),
        ])
        #expect(text.link(atCharacter: 5)?.link == terms)
        #expect(text.link(atCharacter: 14) == nil)
        #expect(text.link(atCharacter: 17)?.link == ada)
        #expect(text.substring(in: 16..<19) == "Ada")
        #expect(text.substring(in: -3..<400) == text.string)
    }

    @Test("Link ranges count characters, not bytes or UTF-16 units")
    func linkRangesCountCharacters() {
        let text = AttributedText("👩‍👩‍👧 café ") + AttributedText("Zoë", link: TextLink("zoe"))
        #expect(text.links.first?.range == 7..<10)
        #expect(text.substring(in: 7..<10) == "Zoë")
    }

    @Test("Links compare by URL and by the app's value, whatever its type")
    func linkEquality() throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(TextLink(UserID(raw: 1)) == TextLink(UserID(raw: 1)))
        #expect(TextLink(UserID(raw: 1)) != TextLink(UserID(raw: 2)))
        #expect(TextLink(1) != TextLink("1"))
        #expect(TextLink(url: url) != TextLink(UserID(raw: 1), url: url))
        #expect(Set([TextLink(url: url), TextLink(url: url), TextLink(3)]).count == 2)
        #expect(TextLink(UserID(raw: 7)).value(as: UserID.self)?.raw == 7)
        #expect(TextLink(UserID(raw: 7)).value(as: String.self) == nil)
        #expect(TextLink(url: url).value(as: UserID.self) == nil)
    }

    @Test("Only http, https and mailto URLs are web URLs a page may open")
    func webURLs() throws {
        for (string, allowed) in [("https://a.example", true), ("HTTP://a.example", true), ("mailto:a@example.com", true),
                                  ("javascript:alert(1)", false), ("file:///etc/passwd", false), ("app://photo/3", false)] {
            let link = TextLink(url: try #require(URL(string: string)))
            #expect((link.webURL != nil) == allowed, "\(string)")
        }
        #expect(TextLink("no url").webURL == nil)
    }
}
