import BrowserBackend
import BrowserServer
import BrowserTesting
import ContainerCollection
import ContainerCollectionExamples
@testable import ExamplesApp
import Foundation
import Testing

/// "Screens that act" in headless Chromium: a screen document the examples
/// server sends, used with the keyboard alone (navigate and back, the
/// filter, a form sent wrong then right, paging to the end), and a refresh
/// that keeps the scroll position; then axe-core's audit.
@MainActor
@Suite("Screens that act in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ActingScreenBrowserTests {
    let keys = ExamplesAccessibilityBrowserTests()

    func acting(_ server: BrowserServer) throws -> ActingScreen {
        try #require(try ExamplesBrowserTests().navigation(server).topScreen as? ActingScreen)
    }

    func waitForServer(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(condition(), "timed out waiting for \(what)")
    }

    /// A script answering whether `text` is shown: in a text node whose
    /// element is rendered, visible and not transparent (reused cells wait hidden in the page).
    static func pageHas(_ text: String) -> String {
        """
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent.includes(\(String(reflecting: text)))) continue;
          const element = node.parentElement;
          if (element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getBoundingClientRect().height > 0) return true;
        }
        return false;
        """
    }

    /// Deletes `count` characters before the caret of the focused field and types `text`.
    func retype(_ text: String, deleting count: Int, _ driver: WebDriver) async throws {
        for _ in 0..<count { try await keys.press("Backspace", driver) }
        try await driver.type(text)
        try await Task.sleep(for: .milliseconds(150))
    }

    @Test("Keyboard only: open a place and come back, filter, send the form wrong then right")
    func keyboardOnly() async throws {
        try await ExamplesBrowser.with(height: 900) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/screens/acting")
            try await driver.waitUntil(Self.pageHas("Fetched 1 time"), timeout: .seconds(30), "the screen from the server")
            let screen = try acting(server)
            #expect(screen.loggedEvents.contains("acting_seen"), "the intro's appear action ran")

            // A place card is a button: Enter opens its document above; the bar's Back returns.
            try await keys.tab(to: "Lisbon", driver)
            #expect(try await driver.focusedElement().role == "button")
            try await keys.press("Enter", driver)
            try await driver.waitUntil(Self.pageHas("Go to the photos"), timeout: .seconds(30), "Lisbon's screen")
            #expect(try ExamplesBrowserTests().navigation(server).currentLocation?.location == "/screens/acting/place-lisbon")
            try await keys.tab(to: "Back", driver, backwards: true)
            try await keys.press("Enter", driver)
            try await driver.waitUntil("return !(() => { \(Self.pageHas("Go to the photos")) })()", timeout: .seconds(20), "back")
            #expect(try acting(server) === screen, "back to the same screen, kept")
            #expect(screen.loggedEvents.contains("place_open"))

            // The filter is a segmented control bound to a variable: the arrows choose, the places follow.
            try await keys.tab(to: "Cities", driver)
            try await keys.press("ArrowRight", driver)
            try await driver.waitUntil(Self.pageHas("Sintra"), timeout: .seconds(20), "nature places")
            #expect(screen.remote.container.value(ofVariable: "filter") == .string("nature"))
            #expect(try await driver.execute(Self.pageHas("Kyoto")) as? Bool == false)

            // The form: sent with a short name and no address, it sends nothing and says why at the fields.
            try await keys.tab(to: "Name", driver)
            try await driver.type("A")
            try await keys.tab(to: "Email", driver)
            try await driver.type("nope")
            try await keys.tab(to: "Send", driver)
            try await keys.press("Enter", driver)
            try await driver.waitUntil("return document.querySelectorAll('[aria-invalid=true]').length === 3", timeout: .seconds(20),
                                       "three invalid fields")
            let focused = try await driver.focusedElement()
            #expect(focused.name == "Name", "the first wrong field has focus")
            let described = try await driver.execute("""
                return Array.from(document.querySelectorAll('[aria-invalid=true]')).map((e) => e.getAttribute('aria-description')).join('|')
                """) as? String
            #expect(described == "Enter your name|Enter an email address|Choose a language")
            try await retype("Ada", deleting: 1, driver)
            try await driver.waitUntil("return document.querySelectorAll('[aria-invalid=true]').length === 2", timeout: .seconds(20),
                                       "the name fixed as it is typed")
            try await keys.tab(to: "Email", driver)
            try await retype("ada@example.com", deleting: 4, driver)
            // The picker: Enter opens its list, the arrow chooses Português, Enter takes it.
            try await keys.tab(to: "Language", driver)
            try await keys.press("Enter", driver)
            try await keys.press("ArrowDown", driver)
            try await keys.press("ArrowDown", driver)
            try await keys.press("Enter", driver)
            try await waitForServer("the language") { screen.remote.container.value(ofVariable: "language") != .string("") }
            try await keys.tab(to: "Send", driver)
            try await keys.press("Enter", driver)
            try await driver.waitUntil(Self.pageHas("Thanks, Ada"), timeout: .seconds(30), "the server's answer")
            #expect(screen.loggedEvents.contains("join_send"))
        }
    }

    @Test("Keyboard only: End pages in 20 items at a time to the 200th, then the end row")
    func pagingToTheEnd() async throws {
        try await ExamplesBrowser.with(height: 900) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/screens/acting")
            try await driver.waitUntil(Self.pageHas("Fetched 1 time"), timeout: .seconds(30), "the screen from the server")
            let container = try acting(server).remote.container
            // From the list's Refresh button (the first stop in the list), End scrolls the list to its end.
            try await keys.tab(to: "Refresh", driver)
            #expect(try await driver.focusedElement().role == "button")
            for _ in 0..<40 where container.pagingState(ofSection: "items") != .end {
                try await keys.press("End", driver)
                try await Task.sleep(for: .milliseconds(150))
            }
            try await waitForServer("the last page") { container.pagingState(ofSection: "items") == .end }
            #expect(container.sections.first { $0.id == "items" }?.elements.count == ActingDocuments.itemCount)
            try await keys.press("End", driver)
            try await driver.waitUntil(Self.pageHas("That's everything"), timeout: .seconds(20), "the end row")
            #expect(try await driver.execute(Self.pageHas("Item 200 of 200")) as? Bool == true)
        }
    }

    @Test("A refresh fetches the screen again and keeps the scroll position and what was chosen")
    func refreshKeepsPlace() async throws {
        try await ExamplesBrowser.with(height: 900) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/screens/acting")
            try await driver.waitUntil(Self.pageHas("Fetched 1 time"), timeout: .seconds(30), "the screen from the server")
            let screen = try acting(server)
            let list = screen.remote.container.listView
            screen.remote.container.run(.setVariable("filter", to: .string("food")), for: nil)
            let point = try await driver.center(of: "[role=list]")
            try await driver.wheel(x: point.x, y: point.y, deltaY: 300)
            try await waitForServer("the wheel") { list.contentOffset.y > 100 }
            let offset = list.contentOffset
            screen.remote.container.run(.refresh, for: nil)
            // The intro is scrolled away (its cell unmounted): the fresh copy is read from the container.
            try await waitForServer("the fresh copy") {
                (screen.remote.container.sections.first?.elements.first?.data as? TextBlockData)?.body.contains("Fetched 2 times") == true
            }
            #expect(list.contentOffset == offset)
            #expect(screen.remote.container.value(ofVariable: "filter") == .string("food"))
        }
    }

    @Test("axe-core finds no critical or serious violation on the screen, with the form's errors shown")
    func axeAudit() async throws {
        guard let axe = ExamplesAccessibilityBrowserTests.axeScript else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            return
        }
        try await ExamplesBrowser.with(height: 900) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/screens/acting")
            try await driver.waitUntil(Self.pageHas("Fetched 1 time"), timeout: .seconds(30), "the screen from the server")
            let screen = try acting(server)
            screen.remote.container.run(try #require(screen.remote.screen?.sections[2].elements[4].actions.tap), for: nil)
            try await driver.waitUntil("return document.querySelectorAll('[aria-invalid=true]').length === 3", timeout: .seconds(20),
                                       "the form's errors")
            let violations = try await driver.auditAccessibility(axeScript: axe)
            let severe = violations.filter { $0.impact == "critical" || $0.impact == "serious" }
            for violation in severe { Issue.record("\(violation)") }
        }
    }
}
