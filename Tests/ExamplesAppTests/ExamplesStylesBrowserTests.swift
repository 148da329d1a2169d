import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The Views and styles screen in headless Chromium: its counter by
/// keyboard, and its web link, which no handler hears, opening by click
/// and by Enter.
@MainActor
@Suite("Views and styles in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesStylesBrowserTests {
    private func withStyles(_ body: (WebDriver) async throws -> Void) async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/styles")
            try await driver.waitUntil(ExamplesBrowserTests.shown("styles.button"), "the Views and styles screen")
            // Record what the page opens instead of opening tabs.
            _ = try await driver.execute("window.__opened = []; window.open = (url) => { window.__opened.push(url); return null; }; return true;")
            try await body(driver)
        }
    }

    @Test("The web link opens its address in a new tab by Tab and Enter, and when clicked")
    func webLink() async throws {
        try await withStyles { driver in
            let link = "a.ck-link[href^=\"https://github.com/facebook/componentkit\"]"
            try await driver.waitUntil("return !!document.querySelector('\(link)')", "the link")
            var reached: [String] = []
            for _ in 0..<8 where reached.last != "link" {
                try await driver.press("Tab")
                reached.append(try await driver.execute("return document.activeElement.textContent") as? String ?? "")
            }
            #expect(reached.last == "link", "Tab went through \(reached)")
            // The app's ring (2 points in the tint), not the browser's 1-pixel one.
            let ring = try await driver.execute(
                "const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth]") as? [String]
            #expect(ring == ["solid", "2px"], "\(ring ?? [])")
            try await driver.press("Enter")
            try await driver.waitUntil("return window.__opened.length === 1", "Enter to open the link")
            #expect(try await driver.execute("return window.__opened[0]") as? String == "https://github.com/facebook/componentkit")
            let point = try await driver.center(of: link)
            try await driver.click(x: point.x, y: point.y)
            // A click is a pointer round trip through the server: allow for a loaded machine (a full CI run timed out at 10 s once).
            try await driver.waitUntil("return window.__opened.length === 2", timeout: .seconds(30), "the click to open the link")
        }
    }

    @Test("Tap me counts Enter and Space presses; the label changes in the page")
    func counterByKeyboard() async throws {
        try await withStyles { driver in
            try await ExamplesBrowser.tab(to: "styles.button", driver, presses: 8)
            try await driver.press("Enter")
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"styles.button\"]').textContent.includes('Tapped 1')", "one tap")
            try await driver.press(" ")
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"styles.button\"]').textContent.includes('Tapped 2')", "two taps")
        }
    }
}
