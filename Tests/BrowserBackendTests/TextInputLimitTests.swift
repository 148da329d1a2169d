@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// Issue 41, failure 2: every limit the page puts on an input's text, the
/// server puts there too, and tells the page when it refuses a value.
@MainActor
@Suite("Browser sessions: text input limits")
struct TextInputLimitTests {
    func session(limits: SessionLimits = .init(), fields: Int = 1) -> (BrowserSession, [TextField]) {
        let made = (0..<fields).map { TextField(frame: CGRect(x: 0, y: CGFloat($0) * 40, width: 100, height: 30)) }
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 300),
                                     limits: limits) { _ in
            let content = View(frame: .zero)
            for field in made { try? content.addSubview(field) }
            return content
        }
        return (session, made)
    }

    func messages(_ queue: OutboundQueue, _ session: BrowserSession) async -> [String] {
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        return sent
    }

    @Test("An edit over the input's limit is refused: the input keeps its text and selection, the page gets them back and why")
    func overLimitEditRefused() async throws {
        let (session, fields) = session()
        let field = fields[0]
        let (_, queue) = session.connect(presenting: "t")
        field.text = "kept"
        field.selectedRange = 1..<2
        session.flush()
        session.apply(.edit(view: field.id, text: String(repeating: "x", count: 5_000), selection: 5_000..<5_000, sequence: 1))
        session.flush()
        #expect(field.text == "kept" && field.selectedRange == 1..<2)
        #expect(!field.isFirstResponder, "a refused edit changes nothing, focus included")
        session.apply(.edit(view: field.id, text: "kept, then typed", selection: 16..<16, sequence: 2))
        session.flush()
        #expect(field.text == "kept, then typed", "the session goes on")
        let sent = await messages(queue, session)
        let notice = #"{"t":"notice","reason":"a value of 5000 UTF-16 units for text input \#(field.id.rawValue) was refused: "#
            + #"its limit is 4032 (it holds 4)"}"#
        #expect(sent.contains(notice), "\(sent.map { $0.prefix(200) })")
        #expect(sent.contains { $0.contains(#""inputText":{"text":"kept","sel":[1,2]}"#) && $0.contains(#""ack":1"#) },
                "the page is corrected with the server's text")
    }

    @Test("The view's maximumLength counts UTF-16 units as the page does; an input over a lowered limit may still shrink")
    func maximumLengthInUTF16Units() async throws {
        let (session, fields) = session()
        let field = fields[0]
        _ = session.connect(presenting: "t")
        field.maximumLength = 5
        session.apply(.edit(view: field.id, text: "👍👍👍", selection: 6..<6, sequence: 1))
        #expect(field.text == "", "three emoji are six UTF-16 units: the page's maxlength of 5 would not take them")
        session.apply(.edit(view: field.id, text: "👍👍", selection: 4..<4, sequence: 2))
        #expect(field.text == "👍👍")
        field.maximumLength = 1
        #expect(field.text == "👍", "the app's lower limit cuts the text in characters, leaving it two units long")
        session.apply(.edit(view: field.id, text: "👍x", selection: 3..<3, sequence: 3))
        #expect(field.text == "👍", "longer still: refused")
        session.apply(.edit(view: field.id, text: "", selection: 0..<0, sequence: 4))
        #expect(field.text == "", "shorter: taken, though still over the limit before")
    }

    @Test("A key typed into a full input is refused; key names are limited in UTF-16 units")
    func keysIntoFullInput() async throws {
        // (296 − 256) / 4: inputs hold at most 10 UTF-16 units.
        let (session, fields) = session(limits: .init(maximumMessageBytes: 296))
        let field = fields[0]
        let (_, queue) = session.connect(presenting: "t")
        session.apply(.edit(view: field.id, text: "0123456789", selection: 10..<10, sequence: 1))
        #expect(field.isFirstResponder && field.text == "0123456789")
        session.apply(.key(KeyEvent(.down, key: "a"), sequence: 2))
        session.apply(.key(KeyEvent(.up, key: "a"), sequence: 3))
        #expect(field.text == "0123456789")
        session.apply(.key(KeyEvent(.down, key: .backspace), sequence: 4))
        session.apply(.key(KeyEvent(.down, key: "b"), sequence: 5))
        #expect(field.text == "012345678b", "deleting makes room again")
        let sent = await messages(queue, session)
        #expect(sent.contains { $0.contains(#""t":"notice""#) && $0.contains("its limit is 10 (it holds 10)") })
        let accents = String(repeating: "\\u0301", count: 40)
        #expect(throws: ClientMessageError.self, "one character of 41 UTF-16 units is no key name") {
            try ClientMessage.decode(#"{"t":"key","ph":"down","k":"a\#(accents)","q":1}"#)
        }
    }
}
