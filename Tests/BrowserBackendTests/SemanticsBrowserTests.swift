@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

/// The page applies the semantics the server sends and nothing else: for
/// every view, its elements' roles and ARIA attributes, its picture's text
/// and its spoken text are exactly what the server derives now, after the
/// first load and after changes that reach other views than their own.
@MainActor
@Suite("Semantics in headless Chromium: the page shows exactly what the server sent", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct SemanticsBrowserTests {
    /// One view's semantics as the page holds them, or the server derives them.
    private struct Shown: Equatable, CustomStringConvertible {
        var element: [String: String]
        var content: [String: String]
        var input: [String: String]
        var imageText: String?
        var spokenText: String?

        var description: String { "el=\(element) ct=\(content) in=\(input) alt=\(imageText ?? "-") sr=\(spokenText ?? "-")" }
    }

    /// What the server derives for each view of `session`'s tree now.
    private func derived(_ session: BrowserSession) -> [UInt64: Shown] {
        var result: [UInt64: Shown] = [:]
        for view in session.window.rootView.subtree {
            let semantics = view.pageSemantics
            func attributes(_ list: [PageSemantics.Attribute]) -> [String: String] {
                Dictionary(list.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            }
            var content = attributes(semantics.content)
            if let owns = semantics.owns, !owns.isEmpty { content["aria-owns"] = owns.map { "ck-\($0.rawValue)" }.joined(separator: " ") }
            result[view.id.rawValue] = Shown(
                element: attributes(semantics.element), content: content, input: attributes(semantics.input),
                imageText: type(of: view).kind == .image ? semantics.imageText ?? "" : nil, spokenText: semantics.spokenText)
        }
        return result
    }

    /// What the page shows for each of its views: the role and `aria-`
    /// attributes of each element, an image's `alt`, the spoken text.
    private func shown(_ driver: WebDriver) async throws -> [UInt64: Shown] {
        let text = try await driver.execute("""
            const attributes = (e) => {
              const found = {};
              if (e) for (const a of e.attributes) if (a.name === 'role' || a.name.startsWith('aria-')) found[a.name] = a.value;
              return found;
            };
            return JSON.stringify([...window.__ck.views.values()].map((v) => [v.id, attributes(v.el), attributes(v.content),
              attributes(v.input), v.kind === 'image' ? v.img.alt : null, v.spoken ? v.spoken.textContent : null]));
            """) as? String ?? "[]"
        let rows = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]] ?? []
        var result: [UInt64: Shown] = [:]
        for row in rows {
            guard let id = (row[0] as? NSNumber)?.uint64Value else { continue }
            result[id] = Shown(element: row[1] as? [String: String] ?? [:], content: row[2] as? [String: String] ?? [:],
                               input: row[3] as? [String: String] ?? [:], imageText: row[4] as? String, spokenText: row[5] as? String)
        }
        return result
    }

    /// Waits for the page to show what the server derives (messages may be
    /// on their way), then compares view by view.
    private func expectPageShowsServer(_ session: BrowserSession, _ driver: WebDriver, _ what: String) async throws {
        var page: [UInt64: Shown] = [:]
        var server: [UInt64: Shown] = [:]
        for _ in 0..<100 {
            session.flush()
            server = derived(session)
            page = try await shown(driver)
            if page == server { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(page.keys.sorted() == server.keys.sorted(), "\(what): the page has other views than the server")
        var differing: [String] = []
        for (id, expected) in server.sorted(by: { $0.key < $1.key }) where page[id] != expected {
            differing.append("#\(id): server \(expected), page \(page[id].map(\.description) ?? "none")")
        }
        #expect(differing.isEmpty, "\(what):\n\(differing.prefix(8).joined(separator: "\n"))")
        #expect(server.values.contains { !$0.element.isEmpty || !$0.content.isEmpty }, "\(what): nothing to compare")
    }

    @Test("The sample screen: every view's roles, names and states are the server's, before and after a tap")
    func sampleScreen() async throws {
        try await BrowserHarness.with { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let session = try #require(harness.session)
            try await expectPageShowsServer(session, driver, "after loading")
            let (_, frame) = try #require(BrowserHarness.view("tap", in: session))
            try await driver.click(x: frame.midX, y: frame.midY)
            try await expectPageShowsServer(session, driver, "after a tap")
        }
    }

    @Test("A list box: options, selection and order are the server's, also after the list becomes multiselect")
    func listBox() async throws {
        try await BrowserHarness.with(content: { ListChromeTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"row-0-1\"]')", "the table to load")
            let session = try #require(harness.session)
            let view = try #require(session.contentView as? ListChromeTestView)
            try await expectPageShowsServer(session, driver, "after loading")
            try view.table.selectItem(at: [0, 2], animated: false)
            view.table.allowsMultipleSelection = true
            try await expectPageShowsServer(session, driver, "after a selection")
            try await driver.wheel(x: 200, y: 300, deltaY: 200)
            try await BrowserHarness.waitForServer { view.table.contentOffset.y == 200 }
            try await expectPageShowsServer(session, driver, "after a scroll")
        }
    }

    @Test("Records sent as changes land on the page's last ones: spoken text comes and goes, a picture's text and a button's states change")
    func changesOnTopOfRecords() async throws {
        try await BrowserHarness.with(content: {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 24))
            label.text = AttributedText("12 photos")
            label.accessibilityIdentifier = "count"
            let button = Button(frame: CGRect(x: 10, y: 50, width: 120, height: 40))
            button.setTitle("Save", for: .normal)
            button.accessibilityIdentifier = "save"
            let picture = ImageView(frame: CGRect(x: 10, y: 100, width: 60, height: 60))
            picture.accessibilityLabel = "A tiger"
            picture.accessibilityIdentifier = "picture"
            for view in [label, button, picture] { try? root.addSubview(view) }
            return root
        }) { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let session = try #require(harness.session)
            try await expectPageShowsServer(session, driver, "after loading")
            let label = try #require(BrowserHarness.view("count", in: session)?.0 as? Label)
            let button = try #require(BrowserHarness.view("save", in: session)?.0 as? Button)
            let picture = try #require(BrowserHarness.view("picture", in: session)?.0)
            label.accessibilityLabel = "Twelve photos"
            button.isEnabled = false
            button.accessibilityHint = "Saves the album"
            picture.accessibilityLabel = "Two tigers"
            try await expectPageShowsServer(session, driver, "after attributes and texts were added and changed")
            label.accessibilityLabel = nil
            button.isEnabled = true
            button.accessibilityHint = nil
            try await expectPageShowsServer(session, driver, "after attributes and texts went away")
        }
    }
}
