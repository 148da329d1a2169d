import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The Server-driven screen in headless Chromium by keyboard alone: its
/// day-trip rail and picture gallery hold nothing that takes focus, so each
/// is a stop of its own, read by its title, and scrolls with the keys.
@MainActor
@Suite("Server-driven screen in the browser, by keyboard", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesServerDrivenBrowserTests {
    /// The focused element's role and name, as `role:name`.
    private static let focused = "const e = document.activeElement; return (e.getAttribute('role') || '') + ':' + (e.getAttribute('aria-label') || '')"

    @Test("Tab reaches the rail (a region named Day trips) and the gallery (Picture gallery); the arrows and End scroll them in the page")
    func railAndGalleryByKeyboard() async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/server-driven")
            try await driver.waitUntil("return [...document.querySelectorAll('[aria-label=\"Day trips\"]')].length >= 1", "the rail")
            var reached: [String] = []
            for _ in 0..<20 where reached.last != "region:Day trips" {
                try await driver.press("Tab")
                reached.append(try await driver.execute(Self.focused) as? String ?? "")
            }
            #expect(reached.last == "region:Day trips", "Tab went through \(reached)")
            let offset = "const v = window.__ck.views.get(Number(document.activeElement.dataset.ckId)); return (v.props.boundsOrigin || [0, 0])[0]"
            #expect(try await driver.execute(offset) as? Double ?? -1 == 0)
            try await driver.press("ArrowRight")
            try await driver.waitUntil("\(offset) === 40", "ArrowRight to scroll the rail 40 points")
            try await driver.press("End")
            try await driver.waitUntil("\(offset) > 40", "End to scroll the rail to its end")

            for _ in 0..<20 where reached.last != "region:Picture gallery" {
                try await driver.press("Tab")
                reached.append(try await driver.execute(Self.focused) as? String ?? "")
            }
            #expect(reached.last == "region:Picture gallery", "Tab went through \(reached)")
            let vertical = offset.replacingOccurrences(of: "[0, 0])[0]", with: "[0, 0])[1]")
            try await driver.press("ArrowDown")
            try await driver.waitUntil("\(vertical) === 40", "ArrowDown to scroll the gallery inside the page")
        }
    }
}
