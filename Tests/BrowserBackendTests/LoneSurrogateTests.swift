@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// Issue 41, item 9: a lone UTF-16 surrogate in a page's value (half an
/// emoji) reached the server as a `\ud800` escape, which JSON decoding
/// refused, and the session ended. It becomes U+FFFD instead.
@MainActor
@Suite("Client messages with lone surrogates")
struct LoneSurrogateTests {
    @Test("Lone surrogate escapes become U+FFFD; pairs, other escapes and escaped backslashes are left alone",
          arguments: [
            (#"a\ud800b"#, "a\u{FFFD}b"),
            (#"\udc00"#, "\u{FFFD}"),
            (#"x\uDBFF"#, "x\u{FFFD}"),
            (#"\udc4d\ud83d"#, "\u{FFFD}\u{FFFD}"),
            (#"\ud83d\udc4d"#, "👍"),
            (#"\ud83d\ud83d\udc4d"#, "\u{FFFD}👍"),
            (#"\\ud800"#, #"\ud800"#),
            (#"\"\u00e9\n"#, "\"é\n"),
          ])
    func replaced(_ escaped: String, _ expected: String) throws {
        let message = try ClientMessage.decode(#"{"t":"edit","v":7,"q":1,"text":"\#(escaped)","s":0,"e":0}"#)
        guard case let .edit(_, text, _, _) = message else {
            Issue.record("decoded as \(message)")
            return
        }
        #expect(text == expected)
        #expect(text.utf16.count == expected.utf16.count)
    }

    @Test("A session given an edit with a lone surrogate takes it and goes on")
    func sessionGoesOn() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 100),
                                     limits: .init()) { _ in
            let content = View(frame: .zero)
            try? content.addSubview(field)
            return content
        }
        _ = session.connect(presenting: "t")
        let error = session.accept(#"{"t":"edit","v":\#(field.id.rawValue),"q":1,"text":"ok\ud83d","s":3,"e":3}"#)
        #expect(error == nil, "\(error.map(\.description) ?? "")")
        #expect(field.text == "ok\u{FFFD}" && field.selectedRange == 3..<3)
        session.close()
    }
}
