@testable import BrowserBackend
import Foundation
import JSONWriting
import Testing

@MainActor
@Suite("Browser protocol: rich text and link messages")
struct RichTextProtocolTests {
    private func encode(_ text: AttributedText) throws -> Any {
        var json = JSONWriter()
        TextEncoding.write(text, to: &json)
        return try JSONSerialization.jsonObject(with: Data(json.text.utf8))
    }

    @Test("Plain runs encode as before: an array of runs naming only what they have")
    func plainRuns() throws {
        let runs = try #require(try encode(AttributedText("Hi", color: .red) + AttributedText("!")) as? [[String: Any]])
        #expect(runs.count == 2)
        #expect(runs[0]["text"] as? String == "Hi" && runs[0]["color"] as? String == "rgba(255,0,0,1.0)")
        #expect(runs[1].keys.sorted() == ["text"])
    }

    @Test("Every attribute of a run is written, and a paragraph style wraps the runs in an object")
    func attributes() throws {
        let run = AttributedText(
            "x", backgroundColor: .yellow, underline: TextDecoration(.double, color: .blue), strikethrough: .thick,
            kerning: 1.5, baselineOffset: -2, shadow: TextShadow(color: .black, offset: CGSize(width: 1, height: 2), blurRadius: 3),
            paragraphStyle: ParagraphStyle(alignment: .justified, lineSpacing: 4, lineHeightMultiple: 1.5, paragraphSpacing: 6,
                                           paragraphSpacingBefore: 2, firstLineHeadIndent: 10, headIndent: 5, tailIndent: 3))
        let object = try #require(try encode(run) as? [String: Any])
        let first = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect(first["bg"] as? String == "rgba(255,255,0,1.0)")
        #expect((first["u"] as? [Any])?.first as? String == "double" && (first["u"] as? [Any])?.last as? String == "rgba(0,0,255,1.0)")
        #expect((first["s"] as? [Any])?.first as? String == "thick" && (first["s"] as? [Any])?.last is NSNull)
        #expect(first["kern"] as? Double == 1.5 && first["rise"] as? Double == -2)
        #expect((first["shadow"] as? [Any])?.count == 4)
        let para = try #require(object["para"] as? [String: Any])
        #expect(para["align"] as? String == "justified" && para["mode"] as? String == "wordWrap")
        #expect(para["lineSpacing"] as? Double == 4 && para["lineHeight"] as? Double == 1.5)
        #expect(para["after"] as? Double == 6 && para["before"] as? Double == 2)
        #expect(para["first"] as? Double == 10 && para["head"] as? Double == 5 && para["tail"] as? Double == 3)
    }

    @Test("Links carry their index; only http, https and mailto URLs become an href")
    func links() throws {
        let text = AttributedText("a ") + AttributedText("web", link: TextLink(url: URL(string: "https://example.com")!))
            + AttributedText("app", link: TextLink(url: URL(string: "javascript:alert(1)")!))
            + AttributedText("value", link: TextLink(42))
        let runs = try #require(try encode(text) as? [[String: Any]])
        #expect(runs[0]["link"] == nil)
        #expect(runs[1]["link"] as? Int == 0 && runs[1]["href"] as? String == "https://example.com")
        #expect(runs[2]["link"] as? Int == 1 && runs[2]["href"] == nil)
        #expect(runs[3]["link"] as? Int == 2 && runs[3]["href"] == nil)
    }

    @Test("A link message decodes; a bad index or view is refused with a reason")
    func linkMessages() throws {
        #expect(try ClientMessage.decode(#"{"t":"link","v":7,"l":1,"q":3}"#) == .link(view: ViewID(rawValue: 7), index: 1, sequence: 3))
        #expect(try ClientMessage.decode(#"{"t":"link","v":7,"l":1,"q":3}"#).sequence == 3)
        for (message, reason) in [(#"{"t":"link","v":7,"l":-1,"q":3}"#, "\"l\" must be"), (#"{"t":"link","v":7,"q":3}"#, "needs a number \"l\""),
                                  (#"{"t":"link","l":0,"q":3}"#, "view identifier"), (#"{"t":"link","v":7,"l":0}"#, "\"q\"")] {
            #expect {
                try ClientMessage.decode(message)
            } throws: { error in
                (error as? ClientMessageError)?.reason.contains(reason) == true
            }
        }
    }

    @Test("A link message activates the label's link on the session's tree; a stale index does nothing")
    func sessionActivatesLinks() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = AttributedText("see ") + AttributedText("this", link: TextLink("this"))
        var events: [TextLinkEvent] = []
        label.linkHandler = { events.append($0) }
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 40),
                                     limits: .init()) { _ in label }
        session.apply(.link(view: label.id, index: 0, sequence: 1))
        session.apply(.link(view: label.id, index: 5, sequence: 2))
        #expect(events.map(\.link) == [TextLink("this")] && events.first?.kind == .tap && events.first?.range == 4..<8)
    }
}
