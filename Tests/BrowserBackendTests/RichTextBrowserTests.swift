@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import RasterBackend
import Testing
import ViewTree

@MainActor
@Suite("Rich text and links in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct RichTextBrowserTests {
    private func withPage(_ body: (BrowserHarness, WebDriver, RichTextTestView) async throws -> Void) async throws {
        try await BrowserHarness.with(content: { RichTextTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"links\"] .ck-link')", "the text to load")
            // Line heights are measured with the page's own fonts: wait until they are in.
            try await driver.waitUntil("return document.fonts.status === 'loaded'", "the fonts")
            let view = try #require(harness.session?.contentView as? RichTextTestView)
            try await body(harness, driver, view)
        }
    }

    /// The text block's height (without the margins that put line spacing
    /// between lines only), its widest line from the block's left edge, and
    /// its number of lines, as Chromium laid it out.
    private static let textBoxScript = """
        const label = document.querySelector('[data-ck-identifier="' + arguments[0] + '"]');
        const text = label.querySelector('.ck-text');
        const box = text.getBoundingClientRect(), style = getComputedStyle(text);
        const height = box.height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
        let right = 0; const bottoms = new Set();
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        // Character by character: a line's trailing space (where it wrapped) is not part of its width.
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.length; i++) {
            if (node.data[i].trim() === '') continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            if (r.width === 0) continue;
            right = Math.max(right, r.right - box.left);
            bottoms.add(Math.round(r.bottom));
          }
        }
        let tail = 0;
        for (const p of text.querySelectorAll('.ck-paragraph')) tail = Math.max(tail, parseFloat(getComputedStyle(p).paddingRight) || 0);
        return [height, right + tail, bottoms.size];
        """

    @Test("Each attribute's text box in the page has the size Pango measured on the server")
    func sizesAgree() async throws {
        try await withPage { _, driver, view in
            for (identifier, _) in RichTextTestView.samples {
                let label = try #require(view.labels[identifier])
                let measured = PangoTextSystem.shared.measure(label.layoutRequest(maxWidth: RichTextTestView.width))
                let page = try #require(try await driver.execute(Self.textBoxScript, [identifier]) as? [Double])
                #expect(abs(page[0] - measured.size.height) <= 0.5, "\(identifier): height \(page[0]) in the page, \(measured.size.height) measured")
                if identifier != "justified" {
                    #expect(abs(page[1] - measured.size.width) <= 0.5, "\(identifier): width \(page[1]) in the page, \(measured.size.width) measured")
                }
                #expect(Int(page[2]) >= measured.lineCount, "\(identifier): \(page[2]) line boxes for \(measured.lineCount) lines")
            }
        }
    }

    @Test("Links are link elements: an <a href> for a web URL, role=link for an app value, both announced as links")
    func linkElements() async throws {
        try await withPage { _, driver, _ in
            let anchors = try await driver.execute("""
                const links = document.querySelectorAll('[data-ck-identifier="links"] .ck-link');
                return Array.from(links).map((l) => [l.tagName, l.getAttribute('href'), l.getAttribute('role'), l.tabIndex, l.textContent]);
                """) as? [[Any]]
            let rows = try #require(anchors)
            #expect(rows.count == 2)
            #expect(rows[0][0] as? String == "A" && rows[0][1] as? String == "https://example.com/terms" && rows[0][4] as? String == "terms")
            #expect(rows[1][0] as? String == "SPAN" && rows[1][2] as? String == "link" && rows[1][3] as? Int == 0)
            let tree = try await driver.accessibilityTree()
            #expect(tree.contains { $0.role == "link" && $0.name == "terms" })
            #expect(tree.contains { $0.role == "link" && $0.name == "Ada" })
            #expect(!tree.contains { $0.role == "button" }, "a label with links stays text")
        }
    }

    @Test("Tab reaches each link, Enter activates it on the server, and the page never navigates")
    func keyboard() async throws {
        try await withPage { _, driver, view in
            try await driver.press("Tab")
            #expect(try await driver.focusedElement() == (role: "link", name: "terms"))
            try await driver.press("Enter")
            try await waitForEvents(1, view)
            try await driver.press("Tab")
            #expect(try await driver.focusedElement() == (role: "link", name: "Ada"))
            try await driver.press("Enter")
            try await waitForEvents(2, view)
            #expect(view.events[0].link.url?.absoluteString == "https://example.com/terms" && view.events[0].kind == .tap)
            #expect(view.events[1].link.value(as: String.self) == "ada")
            #expect(try await driver.execute("return location.pathname") as? String == "/")
        }
    }

    @Test("A click on a link sends its action through the server's hit-testing; a click beside it does not")
    func click() async throws {
        try await withPage { _, driver, view in
            let ada = try await driver.center(of: "[data-ck-identifier=\"links\"] [role=link]")
            try await driver.click(x: ada.x, y: ada.y)
            try await waitForEvents(1, view)
            #expect(view.events.first?.link.value(as: String.self) == "ada")
            let label = try await driver.center(of: "[data-ck-identifier=\"links\"]")
            let frame = try #require(view.labels["links"]).frame
            try await driver.click(x: frame.minX + 4, y: label.y)
            try await Task.sleep(for: .milliseconds(300))
            #expect(view.events.count == 1)
            let terms = try await driver.center(of: "[data-ck-identifier=\"links\"] a")
            try await driver.click(x: terms.x, y: terms.y)
            try await waitForEvents(2, view)
            #expect(view.events.last?.link.url?.host == "example.com")
            #expect(try await driver.execute("return location.pathname") as? String == "/")
        }
    }

    @Test("While the pointer is down on a link the page shows it highlighted, as the server drew it")
    func highlightWhilePressed() async throws {
        try await withPage { _, driver, view in
            let press = """
                const link = document.querySelector('[data-ck-identifier="links"] [role=link]');
                const r = link.getBoundingClientRect();
                window.dispatchEvent(new PointerEvent(arguments[0], { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2,
                                                                     pointerId: 7, bubbles: true }));
                """
            let ada = "document.querySelector('[data-ck-identifier=\"links\"] [role=link]')"
            _ = try await driver.execute(press, ["pointerdown"])
            try await driver.waitUntil("return \(ada).style.backgroundImage !== ''", "the highlight")
            #expect(view.labels["links"]?.highlightedLinkIndex == 1)
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"links\"] a').style.backgroundImage") as? String == "")
            _ = try await driver.execute(press, ["pointerup"])
            try await driver.waitUntil("return \(ada).style.backgroundImage === ''", "no highlight")
            try await waitForEvents(1, view)
            #expect(view.events.first?.link.value(as: String.self) == "ada")
        }
    }

    private func waitForEvents(_ count: Int, _ view: RichTextTestView) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while view.events.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(view.events.count >= count, "\(view.events.count) link events, waited for \(count)")
    }
}
