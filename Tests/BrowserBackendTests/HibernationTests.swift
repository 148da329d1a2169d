@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Testing
import ViewTree

/// A label whose text arrives a moment after the view is made, as data
/// loaded over the network would.
@MainActor
private final class SlowLoadingView: View {
    let label = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        label.accessibilityIdentifier = "slow"
        try? addSubview(label)
        Task { [label] in
            try? await Task.sleep(for: .milliseconds(60))
            label.text = "Loaded"
        }
    }
}

/// What the page knows and the tests change: the note a fresh build shows.
@MainActor
private final class Note {
    var text = "First note"
}

@MainActor
@Suite("Hibernation: idle sessions give their trees up and wake unnoticed")
struct HibernationTests {
    /// Checks run only when a test asks (the interval is long), so each test decides when.
    /// The settling time is generous: in a full test run, other suites hold the main actor for seconds.
    static let manual = BrowserServer.Hibernation(idleInterval: .seconds(3_600), settleTimeout: .seconds(20))
    /// For tests whose rebuild must not match: each waits out its settling time.
    static let manualShort = BrowserServer.Hibernation(idleInterval: .seconds(3_600), settleTimeout: .seconds(3))

    /// Asks the registry to check every session as if an hour had passed, and waits for the outcome.
    func checkForHibernation(_ session: BrowserSession, in harness: BrowserHarness) async throws {
        harness.server.registry.hibernateIdleSessions(now: .now + .seconds(7_200))
        try await BrowserHarness.waitForServer(timeout: .seconds(90)) { session.isHibernated || session.hibernationRefused }
    }

    /// A new session with its page connected, the first reset already read.
    func openConnected(_ harness: BrowserHarness) async throws -> (BrowserSession, OutboundQueue) {
        let credentials = try await harness.openSession()
        let session = try #require(harness.server.sessions.session(withID: credentials.session))
        let (_, queue) = session.connect(presenting: "t")
        _ = await take(queue)
        return (session, queue)
    }

    /// The messages queued for the page.
    func take(_ queue: OutboundQueue) async -> [String] {
        var messages: [String] = []
        while queue.queuedBytes > 0, let message = await queue.next() { messages.append(message) }
        return messages
    }

    func parse(_ message: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
    }

    func tap(_ session: BrowserSession, at point: CGPoint) {
        session.apply(.pointer(.down, location: point, time: 1, pointerID: 0))
        session.apply(.pointer(.up, location: point, time: 1.05, pointerID: 0))
    }

    @Test("An idle session lets its tree go; a tap wakes it, and the page's identifiers still name the rebuilt views")
    func wakesUnnoticed() async throws {
        try await BrowserHarness.with(browser: false, hibernation: Self.manual) { harness in
            let credentials = try await harness.openSession()
            let session = try #require(harness.server.sessions.session(withID: credentials.session))
            let (_, queue) = session.connect(presenting: "t")
            let reset = try parse(try #require(await take(queue).first))
            #expect(reset["t"] as? String == "reset")
            let (oldButton, buttonFrame) = try #require(BrowserHarness.view("tap", in: session))
            let oldCount = try #require(BrowserHarness.view("count", in: session)?.0)
            let viewsBefore = session.window.rootView.subtree.count

            try await checkForHibernation(session, in: harness)
            #expect(session.isHibernated)
            #expect(session.contentView == nil && session.window.rootView.subviews.isEmpty, "the tree is let go")
            #expect(session.hibernations == 1)
            #expect(await take(queue).isEmpty, "the page hears nothing of it")

            tap(session, at: CGPoint(x: buttonFrame.midX, y: buttonFrame.midY))
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.wakes == 1 }
            #expect(session.wakes == 1 && session.mismatchedWakes == 0)
            let count = try #require(BrowserHarness.view("count", in: session)?.0 as? Label)
            #expect(count.text == "Count: 1", "the tap reached the rebuilt button")
            #expect(count.id != oldCount.id && BrowserHarness.view("tap", in: session)?.0.id != oldButton.id, "the views are new")
            #expect(session.window.rootView.subtree.count == viewsBefore)

            let messages = try await take(queue).map(parse)
            #expect(!messages.isEmpty && messages.allSatisfy { $0["t"] as? String == "tx" }, "patches, not a reset")
            let operations = messages.flatMap { ($0["m"] as? [[Any]]) ?? [] }
            let countChange = operations.first { "\($0)".contains("Count: 1") }
            #expect(countChange.map { $0[1] as? Int } == Int(oldCount.id.rawValue), "sent under the page's identifier")
            #expect(!operations.contains { ($0[1] as? Int) == Int(count.id.rawValue) }, "the server's own number never goes out")

            // The person changed the counter's state: a rebuild would start it over, so it stays awake.
            #expect(session.holdsChangedState)
            #expect(!session.isDueForHibernation(now: .now + .seconds(7_200), idleInterval: .seconds(1)))
        }
    }

    @Test("A session showing the debug overlay hibernates too, and wakes with its outlines")
    func debugOverlayHibernates() async throws {
        try await BrowserHarness.with(browser: false, allowsDebugOutlines: true, hibernation: Self.manual) { harness in
            let (session, queue) = try await openConnected(harness)
            session.apply(.debugOutlines(true))
            session.flush()
            _ = await take(queue)
            let outlined = session.window.rootView.subtree.filter { !$0.debugOutlines.isEmpty }.count
            #expect(outlined > 0, "the sample screen's components are outlined")
            #expect(session.isDueForHibernation(now: .now + .seconds(7_200), idleInterval: .seconds(1)))

            try await checkForHibernation(session, in: harness)
            #expect(session.isHibernated, "\(session.hibernationRefusal ?? "")")
            session.apply(.viewport(CGSize(width: 390, height: 844)))
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.wakes + session.mismatchedWakes > 0 }
            #expect(session.wakes == 1 && session.mismatchedWakes == 0, "the page with its outlines was rebuilt exactly")
            #expect(session.window.showsDebugOutlines)
            #expect(session.window.rootView.subtree.filter { !$0.debugOutlines.isEmpty }.count == outlined)
        }
    }

    @Test("Messages naming the page's identifiers reach the rebuilt views: focus, then keys to the focused button")
    func translatesIncomingIdentifiers() async throws {
        try await BrowserHarness.with(browser: false, hibernation: Self.manual) { harness in
            let (session, queue) = try await openConnected(harness)
            let oldButton = try #require(BrowserHarness.view("tap", in: session)?.0)
            try await checkForHibernation(session, in: harness)
            #expect(session.isHibernated)

            session.apply(.focus(view: oldButton.id, sequence: 1))
            session.apply(.key(KeyEvent(.down, key: .enter), sequence: 2))
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.wakes == 1 }
            let button = try #require(BrowserHarness.view("tap", in: session)?.0)
            #expect(session.window.firstResponder === button)
            #expect(button.id != oldButton.id)
            #expect((BrowserHarness.view("count", in: session)?.0 as? Label)?.text == "Count: 1", "Enter on the focused button")
            session.flush()
            let last = try parse(try #require(await take(queue).last))
            #expect(last["ack"] as? Int == 2)
            #expect((last["fo"] as? [Int])?.contains(Int(oldButton.id.rawValue)) ?? true, "the focus order in the page's numbers")
        }
    }

    @Test("A session is kept awake while a rebuild would show something else (a scrolled list), or its app says so")
    func staysAwakeWhenARebuildDiffers() async throws {
        try await BrowserHarness.with(browser: false, hibernation: Self.manualShort) { harness in
            let credentials = try await harness.openSession()
            let session = try #require(harness.server.sessions.session(withID: credentials.session))
            _ = session.connect(presenting: "t")
            let list = try #require((session.contentView as? SampleRootView)?.list?.view)
            session.apply(.scroll(view: list.id, offset: CGPoint(x: 0, y: 2_000)))
            session.flush()
            let content = session.contentView
            try await checkForHibernation(session, in: harness)
            #expect(!session.isHibernated && session.hibernationRefused)
            // The reason says where the pages part: the scrolled list mounts other cells.
            let reason = try #require(session.hibernationRefusal)
            #expect(reason.hasPrefix("the rebuilt page has ") && reason.hasSuffix(" views, the live one \(session.window.rootView.subtree.count)"),
                    "\(reason)")
            #expect(session.contentView === content, "the live tree stays")
            #expect(!session.isDueForHibernation(now: .now + .seconds(7_200), idleInterval: .seconds(1)), "not tried again for nothing")
            session.apply(.viewport(CGSize(width: 390, height: 800)))
            #expect(!session.hibernationRefused, "activity makes it worth another look later")

            let second = try #require(harness.server.sessions.session(withID: try await harness.openSession().session))
            second.isHibernatable = false
            #expect(!second.isDueForHibernation(now: .now + .seconds(7_200), idleInterval: .seconds(1)))
        }
    }

    @Test("A refused check says where the rebuilt page first differs from the live one")
    func refusalNamesTheDifference() async throws {
        final class Builds { var count = 0 }
        let builds = Builds()
        let content: @MainActor () -> View = {
            builds.count += 1
            let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            label.text = AttributedText("Build number \(builds.count)")
            return label
        }
        try await BrowserHarness.with(browser: false, hibernation: Self.manualShort, content: content) { harness in
            let (session, _) = try await openConnected(harness)
            try await checkForHibernation(session, in: harness)
            #expect(!session.isHibernated && session.hibernationRefused)
            let reason = try #require(session.hibernationRefusal)
            #expect(reason.hasPrefix("the pages differ at byte "), "\(reason)")
            #expect(reason.contains("Build number 1") && reason.contains("Build number 2"), "\(reason)")
        }
    }

    @Test("A rebuild that settles late (data loading) is waited for, and activity meanwhile calls hibernation off")
    func waitsForSlowContentAndYieldsToActivity() async throws {
        try await BrowserHarness.with(browser: false, hibernation: Self.manual, content: { SlowLoadingView(frame: .zero) }) { harness in
            let credentials = try await harness.openSession()
            let session = try #require(harness.server.sessions.session(withID: credentials.session))
            let (_, queue) = session.connect(presenting: "t")
            try await BrowserHarness.waitForServer(timeout: .seconds(30)) { (BrowserHarness.view("slow", in: session)?.0 as? Label)?.text == "Loaded" }
            session.flush()
            _ = await take(queue)

            // Activity while the rebuild is still loading: the live tree stays.
            let live = session.contentView
            let check = Task { await session.hibernateIfRebuildable(settleTimeout: .seconds(20)) }
            try await Task.sleep(for: .milliseconds(10))
            session.apply(.viewport(CGSize(width: 390, height: 844)))
            #expect(await check.value == false)
            #expect(session.contentView === live && !session.isHibernated)
            #expect(!session.hibernationRefused, "called off, not refused: it is tried again after the next idle interval")

            // Left alone, the rebuild settles into the page and the session sleeps.
            #expect(await session.hibernateIfRebuildable(settleTimeout: .seconds(20)))
            // Waking waits for the rebuilt label too before the message is applied.
            session.apply(.viewport(CGSize(width: 390, height: 700)))
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.wakes == 1 }
            #expect(session.wakes == 1 && session.mismatchedWakes == 0)
            #expect(session.window.size == CGSize(width: 390, height: 700))
        }
    }

    @Test("A page that changed while the session slept gets the whole new tree; the waking tap is acknowledged, not applied")
    func wakesToChangedData() async throws {
        let note = Note()
        try await BrowserHarness.with(browser: false, hibernation: Self.manualShort,
                                      content: { SampleRootView(note: note.text, includesList: false) }) { harness in
            let (session, queue) = try await openConnected(harness)
            let buttonFrame = try #require(BrowserHarness.view("tap", in: session)?.1)
            try await checkForHibernation(session, in: harness)
            #expect(session.isHibernated)

            note.text = "Second note"
            session.apply(.key(KeyEvent(.down, key: .tab), sequence: 5))
            tap(session, at: CGPoint(x: buttonFrame.midX, y: buttonFrame.midY))
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.mismatchedWakes == 1 }
            #expect(session.mismatchedWakes == 1 && session.wakes == 0)
            let messages = await take(queue)
            let reset = try parse(try #require(messages.last))
            #expect(reset["t"] as? String == "reset")
            #expect(messages.last?.contains("Second note") == true)
            #expect(reset["ack"] as? Int == 5)
            #expect((BrowserHarness.view("count", in: session)?.0 as? Label)?.text == "Count: 0", "the tap aimed at the old page")
        }
    }

    @Test("A page that reconnects to a hibernated session gets a whole rebuilt tree at once")
    func reconnectRebuilds() async throws {
        try await BrowserHarness.with(browser: false, hibernation: Self.manual) { harness in
            let (session, _) = try await openConnected(harness)
            session.disconnect(1)   // its first and only connection
            try await checkForHibernation(session, in: harness)
            #expect(session.isHibernated)
            let (_, again) = session.connect(presenting: "t")
            #expect(!session.isHibernated && session.contentView is SampleRootView)
            let reset = try #require(await take(again).first)
            #expect(reset.contains("\"t\":\"reset\"") && reset.contains("Count: 0"))
        }
    }

    @Test("Hibernation settings that cannot work are refused with a clear error")
    func validatesSettings() {
        var configuration = BrowserServer.Configuration()
        configuration.hibernation = BrowserServer.Hibernation(idleInterval: .zero)
        #expect(configuration.problem == "hibernation.idleInterval must be positive, not 0.0 seconds")
        configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(5), settleTimeout: .seconds(-1))
        #expect(configuration.problem == "hibernation.settleTimeout must be positive, not -1.0 seconds")
        configuration.hibernation = BrowserServer.Hibernation()
        #expect(configuration.problem == nil)
    }
}
