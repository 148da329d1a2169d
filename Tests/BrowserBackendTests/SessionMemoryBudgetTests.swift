@testable import BrowserBackend
@testable import BrowserServer
import Foundation
import Logging
import Testing
import ViewTree

/// Issue 41, failure 2: what a client makes its session hold (input texts,
/// undo histories, messages queued while it wakes) stays within the
/// session's memory budget; the page is told when something is trimmed or
/// refused for it.
@MainActor
@Suite("Browser sessions: the memory budget")
struct SessionMemoryBudgetTests {
    func session(limits: SessionLimits, fields: Int = 1) -> (BrowserSession, [TextField]) {
        TextInputLimitTests().session(limits: limits, fields: fields)
    }

    func messages(_ queue: OutboundQueue, _ session: BrowserSession) async -> [String] {
        await TextInputLimitTests().messages(queue, session)
    }

    @Test("Past the memory budget, undo steps are forgotten oldest first across inputs, and the page is told")
    func budgetTrimsOldestFirst() async throws {
        let (session, fields) = session(limits: .init(maximumSessionBytes: 18_000), fields: 2)
        let (_, queue) = session.connect(presenting: "t")
        var sequence = 0
        func edit(_ field: TextField, _ letter: Character) {
            sequence += 1
            session.apply(.edit(view: field.id, text: String(repeating: letter, count: 500), selection: 0..<0, sequence: sequence))
        }
        for letter in "abcd" { edit(fields[0], letter) }
        for letter in "efgh" { edit(fields[1], letter) }
        #expect(session.heldBytes <= 18_000)
        #expect(session.heldBytes == fields.reduce(0) { $0 + $1.editing.heldBytes })
        #expect(session.trimmedUndoSteps > 0)
        // The first field's steps were the oldest: they went first.
        #expect(!fields[0].editing.canUndo && fields[1].editing.canUndo)
        let second = fields[1]
        second.undo()
        #expect(second.text == String(repeating: "g", count: 500), "the newest steps still work")
        let sent = await messages(queue, session)
        #expect(sent.contains { $0.hasPrefix(#"{"t":"notice","reason":"undo history trimmed: the "#) })
    }

    @Test("An edit whose text alone would take the session past its budget is refused")
    func budgetRefusesGrowingTexts() async throws {
        // Texts are held as 16-byte characters: two of 1,000 fit in 40,000 bytes, a third does not.
        let (session, fields) = session(limits: .init(maximumSessionBytes: 40_000), fields: 3)
        _ = session.connect(presenting: "t")
        for (index, field) in fields.enumerated() {
            session.apply(.edit(view: field.id, text: String(repeating: "x", count: 1_000), selection: 0..<0, sequence: index + 1))
        }
        #expect(fields.map(\.text.count) == [1_000, 1_000, 0])
        #expect(session.refusedEdits == 1 && session.heldBytes <= 40_000)
        session.apply(.edit(view: fields[0].id, text: "short", selection: 5..<5, sequence: 4))
        session.apply(.edit(view: fields[2].id, text: String(repeating: "y", count: 900), selection: 0..<0, sequence: 5))
        #expect(fields[2].text.count == 900, "room made by shortening another input is used")
    }

    @Test("Messages queued while a session wakes count toward its budget; past it they are dropped with a notice")
    func wakeQueueWithinBudget() async throws {
        let (session, fields) = session(limits: .init(maximumSessionBytes: 10_000))
        let (_, queue) = session.connect(presenting: "t")
        session.hibernationPhase = .waking(HibernatedPage(location: nil, clientIDs: [], signature: 0, focusedIndex: nil,
                                                          settleTimeout: .seconds(1)))
        for sequence in 1...6 {
            session.apply(.edit(view: fields[0].id, text: String(repeating: "q", count: 3_000), selection: 0..<0, sequence: sequence))
        }
        #expect(session.wakeQueue.count == 3 && session.wakeQueueBytes <= 10_000 && session.heldBytes <= 10_000)
        session.wakeQueue = []
        #expect(session.wakeQueueBytes == 0)
        let sent = await messages(queue, session)
        #expect(sent.filter { $0.hasPrefix(#"{"t":"notice","reason":"a message was dropped while the session woke"#) }.count == 3)
    }

    @Test("Limits refuse a memory budget below 1")
    func budgetValidated() {
        #expect(BrowserServer.Limits(maximumSessionBytes: 0).problem == "limits.maximumSessionBytes is 0; it must be at least 1")
        #expect(BrowserServer.Limits().problem == nil && BrowserServer.Limits().maximumSessionBytes == 1 << 20)
    }

    @Test("A server's limits reach its sessions whole, and a session made alone takes the server's defaults")
    func sessionLimitsFromServerLimits() {
        let server = BrowserServer.Limits(maximumMessageBytes: 2_000, messagesPerSecond: 7, messageBurst: 9,
                                          maximumQueuedBytes: 3_000, maximumSessionBytes: 5_000)
        #expect(server.session == SessionLimits(maximumMessageBytes: 2_000, maximumSessionBytes: 5_000,
                                                messagesPerSecond: 7, messageBurst: 9, maximumQueuedBytes: 3_000))
        #expect(BrowserServer.Limits().session == SessionLimits())
        // 2,000 bytes less 256 for the message around the text, a quarter of that in UTF-16 units.
        #expect(server.session.maximumInputUnits == 436)
    }
}

extension SessionMemoryBudgetTests {
    @Test("The registry adds up what its sessions hold, and logs their notices at most once per ten seconds each")
    func registryTotalAndLog() throws {
        let log = LogRecorder()
        let registry = SessionRegistry(limits: .init(maximumMessageBytes: 296), gracePeriod: .seconds(30), logger: log.logger(level: .info)) { _ in
            let content = View(frame: .zero)
            try? content.addSubview(TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
            return content
        }
        defer { registry.stop() }
        let typing = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let idle = registry.open(id: "b", token: "t", address: "127.0.0.1")
        let field = try #require(typing.textInputs.first)
        typing.apply(.edit(view: field.id, text: "0123456789", selection: 10..<10, sequence: 1))
        #expect(typing.heldBytes > idle.heldBytes && registry.heldBytes == typing.heldBytes + idle.heldBytes)
        // Inputs hold 10 UTF-16 units at most here: each of these is refused with a notice.
        for sequence in 2...6 { typing.apply(.edit(view: field.id, text: "0123456789+", selection: 11..<11, sequence: sequence)) }
        #expect(typing.refusedEdits == 5)
        let noticeLines = log.records.filter { $0.message == "session refused or trimmed what its page sent" }
        #expect(noticeLines.count == 1, "one line for five notices in ten seconds")
        #expect(noticeLines.first?.level == .notice && noticeLines.first?.metadata["notices"] == "1")
    }
}
