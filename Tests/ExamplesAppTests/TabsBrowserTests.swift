import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing
import ViewTree

/// The examples app's Home and Settings tabs in headless Chromium: each
/// tab its own stack and address, a tab choice a history entry the
/// browser's Back and Forward walk, a reload or a link opening the tab that
/// holds the address, and the bar one Tab stop the arrow keys move along.
@MainActor
@Suite("Tabs in the browser: addresses, history, reloads and the keyboard", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct TabsBrowserTests {
    private let app = ExamplesBrowserTests()

    /// Waits until the page's address is `path` and `tab` is the selected tab.
    private func waitFor(path: String, tab: String, _ driver: WebDriver) async throws {
        try await driver.waitUntil("""
            const tab = document.querySelector('[data-ck-identifier="\(tab)"]');
            return location.pathname === \(String(reflecting: path)) && !!tab && tab.getAttribute('aria-selected') === 'true';
            """, "\(path) in \(tab)")
    }

    @Test("A tab choice is a history entry: Back returns to Home's stack as it was left, Forward to Settings; a reload keeps the tab")
    func history() async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/")
            try await waitFor(path: "/", tab: "tab.home", driver)
            #expect(try await driver.execute("return document.querySelector('[data-ck-identifier=\"tab.settings\"]').getAttribute('aria-selected')")
                as? String == "false")
            try await app.tap("home.animals", driver)
            try await app.waitForTitle("Animals", driver)
            try await waitFor(path: "/animals", tab: "tab.home", driver)

            try await app.tap("tab.settings", driver)
            try await waitFor(path: "/settings", tab: "tab.settings", driver)
            try await app.waitForTitle("Settings", driver)
            // The tab's panel is a tabpanel labelled by its tab; the other panel is not shown.
            #expect(try await driver.execute("""
                const tab = document.querySelector('[data-ck-identifier="tab.settings"]');
                const panel = document.getElementById(tab.getAttribute('aria-controls'));
                return [panel.getAttribute('role'), panel.getAttribute('aria-labelledby') === tab.id, panel.getClientRects().length > 0].join(' ');
                """) as? String == "tabpanel true true")

            _ = try await driver.execute("history.back()")
            try await waitFor(path: "/animals", tab: "tab.home", driver)
            try await app.waitForTitle("Animals", driver)
            _ = try await driver.execute("history.forward()")
            try await waitFor(path: "/settings", tab: "tab.settings", driver)
            try await app.waitForTitle("Settings", driver)

            _ = try await driver.execute("location.reload()")
            try await driver.waitUntil(ExamplesBrowserTests.shown("settings.dark"), "Settings after the reload")
            try await waitFor(path: "/settings", tab: "tab.settings", driver)
        }
    }

    @Test("A shared link opens the tab holding it, with its stack; the keyboard reaches the selected tab and the arrows select the others")
    func linksAndKeys() async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/settings")
            try await driver.waitUntil(ExamplesBrowserTests.shown("settings.dark"), "the Settings screen")
            try await waitFor(path: "/settings", tab: "tab.settings", driver)

            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals")
            try await app.waitForTitle("Animals", driver)
            try await waitFor(path: "/animals", tab: "tab.home", driver)
            // Home's stack under Animals: its Back leads to Home.
            #expect(try await driver.execute("""
                return [...document.querySelectorAll('[data-ck-identifier="navigation.back"]')].some((b) => b.offsetParent !== null);
                """) as? Bool == true)

            // Only the selected tab is a Tab stop.
            #expect(try await driver.execute("""
                return [...document.querySelectorAll('[role=tab]')].map((t) => t.getAttribute('tabindex') ?? 'none').join(',');
                """) as? String == "0,none")
            try await ExamplesBrowser.tab(to: "tab.home", driver, presses: 60)
            try await driver.press("ArrowRight")
            try await waitFor(path: "/settings", tab: "tab.settings", driver)
            try await driver.waitUntil(
                "return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier === 'tab.settings'",
                "focus on the Settings tab")
            try await driver.press("ArrowLeft")
            try await waitFor(path: "/animals", tab: "tab.home", driver)
            try await app.waitForTitle("Animals", driver)
        }
    }
}
