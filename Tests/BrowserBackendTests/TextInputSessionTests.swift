@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Browser sessions: text edits, acknowledgements and focus order")
struct TextInputSessionTests {
    func session() -> (BrowserSession, TextField, Button) {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let button = Button(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 100),
                                     limits: .init()) { _ in
            let content = View(frame: .zero)
            try? content.addSubview(field)
            try? content.addSubview(button)
            return content
        }
        return (session, field, button)
    }

    func messages(_ queue: OutboundQueue, _ session: BrowserSession) async -> [String] {
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        return sent
    }

    @Test("An edit is applied in UTF-16 terms, acknowledged by its sequence number, and focuses its field")
    func edits() async throws {
        let (session, field, _) = session()
        let (_, queue) = session.connect(presenting: "t")
        session.apply(.edit(view: field.id, text: "a👍b", selection: 3..<3, sequence: 4))
        session.flush()
        #expect(field.text == "a👍b" && field.selectedRange == 2..<2, "UTF-16 offset 3 is after the emoji")
        #expect(field.isFirstResponder && session.acknowledgedSequence == 4)
        session.apply(.select(view: field.id, selection: 0..<1, sequence: 5))
        #expect(field.selectedRange == 0..<1 && !session.window.hasPendingMutations, "a selection move is not echoed")
        let sent = await messages(queue, session)
        #expect(sent.first?.contains("\"fo\":[\(field.id.rawValue),") == true, "the reset carries the focus order")
        #expect(sent.first?.contains("\"lim\":4032") == true)
        #expect(sent.last?.contains("\"ack\":4") == true)
        #expect(sent.last?.contains(#""inputText":{"text":"a👍b","sel":[3,3]}"#) == true)
    }

    @Test("A refused edit sends the kept text back; the focus order goes out only when it changed")
    func refusals() async throws {
        let (session, field, button) = session()
        let (_, queue) = session.connect(presenting: "t")
        field.text = "kept"
        field.isEditable = false
        session.flush()
        session.apply(.edit(view: field.id, text: "kept!", selection: 5..<5, sequence: 1))
        session.flush()
        #expect(field.text == "kept")
        button.isHidden = true
        session.flush()
        let sent = await messages(queue, session)
        #expect(sent.count == 4)
        #expect(!sent[1].contains("\"fo\""), "nothing changed the order")
        #expect(sent[2].contains(#""inputText":{"text":"kept","sel":[0,0]}"#) && sent[2].contains("\"ack\":1"), "\(sent[2])")
        #expect(sent[3].contains("\"fo\":[\(field.id.rawValue)]"), "the hidden button left the order")
    }
}
