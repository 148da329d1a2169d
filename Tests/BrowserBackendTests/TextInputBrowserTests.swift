@testable import BrowserBackend
@testable import BrowserTesting
import BrowserServer
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Text input in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct TextInputBrowserTests {
    private static func input(_ identifier: String) -> String {
        "[data-ck-identifier=\"\(identifier)\"] .ck-input"
    }

    private func withForm(messageDelay: Duration? = nil, _ body: (BrowserHarness, WebDriver) async throws -> Void) async throws {
        // The session's rate limit counts messages as the server handles them: a main actor stalled by a
        // loaded parallel run hands it 200 fast keystrokes' messages at once, over the burst, and the
        // session closes. These tests are about text, not the limit (HardeningTests cover it): more room.
        let limits = BrowserServer.Limits(messagesPerSecond: 2_000, messageBurst: 4_000)
        try await BrowserHarness.with(limits: limits, messageDelay: messageDelay, content: { FormTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('\(Self.input("name"))')", "the form to load")
            try await body(harness, driver)
        }
    }

    private func serverField(_ identifier: String, _ harness: BrowserHarness) throws -> TextInputView {
        let session = try #require(harness.session)
        return try #require(BrowserHarness.view(identifier, in: session)?.0 as? TextInputView)
    }

    private func click(_ identifier: String, _ driver: WebDriver) async throws {
        let point = try await driver.center(of: "[data-ck-identifier=\"\(identifier)\"]")
        try await driver.click(x: point.x, y: point.y)
    }

    private func activeIdentifier(_ driver: WebDriver) async throws -> String? {
        try await driver.execute("const e = document.activeElement.closest('[data-ck-identifier]'); return e ? e.dataset.ckIdentifier : null;") as? String
    }

    /// Polls the server's field `identifier` until `condition` holds or `timeout` passes.
    private func waitForServerField(_ identifier: String, _ harness: BrowserHarness, timeout: Duration = .seconds(20),
                                    until condition: (TextInputView) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while try !condition(serverField(identifier, harness)), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(30))
        }
    }

    /// Waits for the server's field to hold `expected`, for as long as its text keeps changing: under a
    /// full parallel test run the main actor can be busy for seconds, so only `timeout` without any
    /// progress counts as lost input.
    private func waitForServerText(_ expected: String, in identifier: String, _ harness: BrowserHarness,
                                   timeout: Duration = .seconds(20)) async throws {
        var seen = try serverField(identifier, harness).text
        var deadline = ContinuousClock.now + timeout
        while seen != expected, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(30))
            let now = try serverField(identifier, harness).text
            if now != seen { seen = now; deadline = ContinuousClock.now + timeout }
        }
        #expect(seen == expected, "the server's field holds \(seen.count) characters: \(seen.debugDescription)")
    }

    @Test("Typing into a real <input> reaches the server's field; Return submits; Escape ends editing on both sides")
    func typing() async throws {
        try await withForm { harness, driver in
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            try await driver.type("Ada Lovelace")
            try await waitForServerText("Ada Lovelace", in: "name", harness)
            #expect(try serverField("name", harness).isFirstResponder)
            try await driver.press("Enter")
            try await driver.waitUntil("return true", "nothing")
            let deadline = ContinuousClock.now + .seconds(5)
            while (harness.session?.contentView as? FormTestView)?.log.entries.isEmpty ?? true, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect((harness.session?.contentView as? FormTestView)?.log.entries == ["submit:Ada Lovelace"])
            try await driver.press("Escape")
            try await driver.waitUntil("return !document.activeElement.matches('.ck-input')", "the input to lose focus")
            #expect(try !serverField("name", harness).isFirstResponder)
            // The next Tab goes on from the field that gave focus up, not from the top of the page.
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("notes"))')", "Tab to go on to Notes")
        }
    }

    @Test("200 characters typed fast while every message waits 50 ms end as exactly the typed text, in the page and on the server")
    func fastTypingUnderLatency() async throws {
        try await withForm(messageDelay: .milliseconds(50)) { harness, driver in
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            // Each value the page shows must extend the last: an old echo applied would shorten it.
            _ = try await driver.execute("""
                const input = document.querySelector('\(Self.input("name"))');
                window.__shrunk = 0; let last = '';
                new MutationObserver(() => {}).observe(input, { attributes: true });
                setInterval(() => { if (input.value.length < last.length) window.__shrunk++; last = input.value; }, 1);
                """)
            let typed = String((0..<200).map { index in Array("the quick brown fox jumps over a lazy dog ")[index % 42] })
            try await driver.type(typed)
            try await waitForServerText(typed, in: "name", harness)
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await driver.execute("return document.querySelector('\(Self.input("name"))').value") as? String == typed)
            #expect(try await driver.execute("return window.__shrunk") as? Int == 0, "no echo overwrote newer typing")
            let caret = try await driver.execute("return document.querySelector('\(Self.input("name"))').selectionStart") as? Int
            #expect(caret == 200, "the caret stays at the end")
        }
    }

    @Test("IME composition commits one value; a paste-like insertion is cut to the maximum length")
    func compositionAndPaste() async throws {
        try await withForm { harness, driver in
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            try await driver.devTools("Input.imeSetComposition", ["text": "に", "selectionStart": 1, "selectionEnd": 1])
            try await driver.devTools("Input.imeSetComposition", ["text": "にほん", "selectionStart": 3, "selectionEnd": 3])
            try await driver.devTools("Input.insertText", ["text": "日本"])
            try await waitForServerText("日本", in: "name", harness)
            try await driver.devTools("Input.insertText", ["text": String(repeating: "x", count: 400)])
            try await waitForServerText("日本" + String(repeating: "x", count: 298), in: "name", harness)
            #expect(try await driver.execute("return document.querySelector('\(Self.input("name"))').value.length") as? Int == 300)
        }
    }

    @Test("Tab and Shift-Tab follow the framework's focus order; Enter and Space on the focused button tap it")
    func tabOrderAndActivation() async throws {
        try await withForm { harness, driver in
            try await driver.waitUntil("return window.__ck.focusOrder.length > 3", "the focus order")
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "Tab to reach the name")
            try await driver.press("Tab")
            #expect(try await activeIdentifier(driver) == "notes")
            try await driver.press("Tab")
            #expect(try await activeIdentifier(driver) == "password")
            try await driver.press("Tab")
            #expect(try await activeIdentifier(driver) == "save")
            try await driver.press("Tab", modifiers: 8)
            #expect(try await activeIdentifier(driver) == "password")
            try await driver.press("Tab")
            try await driver.press("Enter")
            try await driver.press(" ")
            let view = try #require(harness.session?.contentView as? FormTestView)
            let deadline = ContinuousClock.now + .seconds(5)
            while view.log.entries.count < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(view.log.entries == ["save", "save"])
            let order = try #require(harness.session).window.focusOrder.compactMap(\.accessibilityIdentifier)
            #expect(Array(order.prefix(5)) == ["name", "notes", "password", "save", "row-0"])
            #expect(try #require(harness.session).window.firstResponder?.accessibilityIdentifier == "save")
        }
    }

    @Test("Text typed into list row 3 survives scrolling the row away and back")
    func listRowSurvivesScrolling() async throws {
        try await withForm { harness, driver in
            try await click("row-3", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("row-3"))')", "row 3 to take focus")
            try await driver.type("remember me")
            try await waitForServerText("remember me", in: "row-3", harness)
            // Focus leaves the row first: a focused row stays mounted wherever it scrolls.
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the name field to take focus")
            let list = try await driver.center(of: "[data-ck-identifier=\"row-10\"]")
            for _ in 0..<30 { try await driver.wheel(x: list.x, y: list.y, deltaY: 400) }
            try await driver.waitUntil("return !document.querySelector('[data-ck-identifier=\"row-3\"]') || "
                + "!document.querySelector('[data-ck-identifier=\"row-3\"]').offsetParent", "row 3 to scroll away")
            for _ in 0..<40 { try await driver.wheel(x: list.x, y: list.y, deltaY: -400) }
            try await driver.waitUntil(
                "const e = document.querySelector('\(Self.input("row-3"))'); return !!e && !!e.offsetParent && e.value === 'remember me'",
                "row 3 to come back with its text")
            #expect(try await driver.execute("return document.querySelector('\(Self.input("row-4"))').value") as? String == "")
        }
    }

    @Test("Typed markup stays text: the value holds it, no element is made, nothing runs")
    func markupIsText() async throws {
        try await withForm { harness, driver in
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            let markup = "<img src=x onerror=\"window.__pwned=1\"><b>bold</b>"
            try await driver.devTools("Input.insertText", ["text": markup])
            try await waitForServerText(markup, in: "name", harness)
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await driver.execute("return document.querySelectorAll('#ck-root img[src=\"x\"], #ck-root b').length") as? Int == 0)
            #expect(try await driver.execute("return window.__pwned === undefined") as? Bool == true)
            // The server sets a value with markup: it shows as text too.
            try serverField("notes", harness).text = "<script>window.__pwned=2</script>"
            harness.session?.flush()
            try await driver.waitUntil("return document.querySelector('\(Self.input("notes"))').value.startsWith('<script>')",
                                       "the server's value")
            #expect(try await driver.execute("return window.__pwned === undefined && !document.querySelector('#ck-root script')") as? Bool == true)
        }
    }

    @Test("The caret moved in the page reaches the server; a password field says what it holds; an input carries its label")
    func selectionAndPasswords() async throws {
        try await withForm { harness, driver in
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            try await driver.type("Hello")
            try await driver.press("ArrowLeft")
            try await driver.press("ArrowLeft")
            try await waitForServerField("name", harness, timeout: .seconds(5)) { $0.selectedRange == 3..<3 }
            #expect(try serverField("name", harness).selectedRange == 3..<3)
            let password = try #require(try await driver.execute("""
                const e = document.querySelector('\(Self.input("password"))'); return [e.type, e.autocomplete];
                """) as? [String])
            #expect(password == ["password", "current-password"])
            // A screen reader focuses the input element itself: it carries the view's label.
            try serverField("name", harness).accessibilityLabel = "Your name"
            harness.session?.flush()
            try await driver.waitUntil("return document.querySelector('\(Self.input("name"))').getAttribute('aria-label') === 'Your name'",
                                       "the input's label")
        }
    }

    @Test("A paste from the clipboard (Control-V) reaches the server")
    func clipboardPaste() async throws {
        try await withForm { harness, driver in
            try await driver.devTools("Browser.grantPermissions", [
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"], "origin": "http://127.0.0.1:\(harness.port)",
            ])
            try await click("name", driver)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("name"))')", "the input to take focus")
            try await driver.type("A ")
            // Chromium's own copy and paste commands, as the keyboard shortcuts run them.
            _ = try await driver.execute("""
                const scratch = document.createElement('textarea'); scratch.value = 'pasted words';
                document.body.appendChild(scratch); scratch.select(); document.execCommand('copy'); scratch.remove();
                document.querySelector('\(Self.input("name"))').focus();
                """)
            try await driver.devTools("Input.dispatchKeyEvent", [
                "type": "keyDown", "key": "v", "code": "KeyV", "windowsVirtualKeyCode": 86, "modifiers": 2, "commands": ["paste"],
            ])
            try await driver.devTools("Input.dispatchKeyEvent", ["type": "keyUp", "key": "v", "code": "KeyV", "windowsVirtualKeyCode": 86, "modifiers": 2])
            try await waitForServerText("A pasted words", in: "name", harness)
        }
    }

    @Test("Focus the server moves reaches the page: the element takes focus, and loses it when the server resigns it")
    func serverMovesFocus() async throws {
        try await withForm { harness, driver in
            #expect(try serverField("notes", harness).becomeFirstResponder())
            harness.session?.flush()
            try await driver.waitUntil("return document.activeElement.matches('\(Self.input("notes"))')", "the notes to take focus")
            try serverField("notes", harness).resignFirstResponder()
            harness.session?.flush()
            try await driver.waitUntil("return !document.activeElement.matches('.ck-input')", "the notes to lose focus")
        }
    }

    @Test("Moving the focused element in the page keeps its focus")
    func movingKeepsFocus() async throws {
        try await withForm { harness, driver in
            let session = try #require(harness.session)
            let save = try #require(BrowserHarness.view("save", in: session)?.0)
            try await driver.waitUntil("return window.__ck.focusOrder.length > 3", "the focus order")
            for _ in 0..<4 { try await driver.press("Tab") }
            try await driver.waitUntil("return document.activeElement.dataset.ckIdentifier === 'save'", "Save to take focus")
            let parent = try #require(save.superview)
            try parent.moveSubview(save, to: 0)
            session.flush()
            try await driver.waitUntil(
                "const e = document.querySelector('[data-ck-identifier=\"save\"]'); return e.parentElement.firstElementChild === e",
                "the element to move")
            try await Task.sleep(for: .milliseconds(150))
            #expect(try await driver.execute("return document.activeElement.dataset.ckIdentifier") as? String == "save")
            #expect(session.window.firstResponder === save)
        }
    }
}
