import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing
import ViewTree

/// Settings' About sheet and Reset alert in headless Chromium: a modal
/// dialog the keyboard enters, goes round inside and leaves by Escape,
/// focus back where it was; the page behind inert.
@MainActor
@Suite("Presentations in the browser: the About sheet and the Reset alert by keyboard and pointer", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct PresentationBrowserTests {
    private func withSettings(_ body: (WebDriver) async throws -> Void) async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/settings")
            try await driver.waitUntil(ExamplesBrowserTests.shown("settings.dark"), "the Settings screen")
            try await body(driver)
        }
    }

    /// The identifier of the view holding the page's focus.
    private func focused(_ driver: WebDriver) async throws -> String? {
        try await driver.execute("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier") as? String
    }

    /// A script returning whether a shown, live dialog of `role` holds the page's focus.
    private static func focusInDialog(_ role: String) -> String {
        "const d = [...document.querySelectorAll('[role=\(role)]')].find((e) => !e.closest('[inert]') && e.getClientRects().length);"
            + " return !!d && d.contains(document.activeElement);"
    }

    @Test("Enter on About opens a modal dialog named by its title; focus goes in, Tab goes round inside, Escape closes it and focus is back on About")
    func aboutSheetByKeyboard() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.tab(to: "settings.about", driver, presses: 20)
            try await driver.press("Enter")
            try await driver.waitUntil(Self.focusInDialog("dialog"), "focus inside the About dialog")
            let dialog = try await driver.execute("""
                const d = [...document.querySelectorAll('[role=dialog]')].find((e) => !e.closest('[inert]'));
                const title = document.getElementById(d.getAttribute('aria-labelledby'));
                const behind = document.querySelector('[data-ck-identifier="settings.about"]');
                return [d.getAttribute('aria-modal'), title ? title.textContent : null, !!behind.closest('[inert]')];
                """) as? [Any]
            #expect(dialog?[0] as? String == "true" && dialog?[1] as? String == "About" && dialog?[2] as? Bool == true)
            // Past its last stop and back before its first, focus stays in the dialog: Close, Done, and round again.
            var seen: [String] = []
            for _ in 0..<5 {
                try await driver.press("Tab")
                try await driver.waitUntil(Self.focusInDialog("dialog"), "focus to stay in the dialog")
                if let id = try await focused(driver) { seen.append(id) }
            }
            #expect(Set(seen) == ["presentation.close", "about.done"])
            try await driver.press("Tab", modifiers: 8)
            try await driver.waitUntil(Self.focusInDialog("dialog"), "Shift-Tab to stay in the dialog")
            try await driver.press("Escape")
            try await driver.waitUntil(
                "return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier === 'settings.about'",
                "focus back on About")
            #expect(try await driver.execute("return !!document.querySelector('[data-ck-identifier=\"settings.about\"]').closest('[inert]')") as? Bool == false)
        }
    }

    @Test("Reset asks first: an alertdialog with focus on Cancel; Escape keeps dark mode, Reset turns it off")
    func resetAlert() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.tab(to: "settings.dark", driver)
            try await driver.press(" ")
            try await driver.waitUntil("return document.documentElement.style.colorScheme === 'dark'", "the app to turn dark")
            try await ExamplesBrowser.tab(to: "settings.reset", driver, presses: 20)
            try await driver.press("Enter")
            try await driver.waitUntil(Self.focusInDialog("alertdialog"), "focus inside the alert")
            #expect(try await focused(driver) == "alert.action.Cancel")
            try await driver.press("Escape")
            try await driver.waitUntil("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier === 'settings.reset'",
                                       "focus back on Reset settings")
            #expect(try await driver.execute("return document.documentElement.style.colorScheme") as? String == "dark")
            try await driver.press("Enter")
            try await driver.waitUntil(Self.focusInDialog("alertdialog"), "the alert again")
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier === 'alert.action.Reset'",
                                       "focus on Reset")
            try await driver.press("Enter")
            try await driver.waitUntil("return document.documentElement.style.colorScheme !== 'dark'", "the app to turn light again")
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"settings.dark\"]').getAttribute('aria-checked') === 'false'",
                "the switch off")
        }
    }

    @Test("Pointer: a click above the sheet closes it; clicks on the page behind an alert reach nothing")
    func pointer() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.tap("settings.about", driver)
            try await driver.waitUntil("return [...document.querySelectorAll('[role=dialog]')].some((e) => !e.closest('[inert]'))", "the sheet")
            try await driver.click(x: 20, y: 10)
            try await driver.waitUntil("return ![...document.querySelectorAll('[role=dialog]')].some((e) => !e.closest('[inert]') && e.getClientRects().length)",
                                       "the sheet to close")
            try await ExamplesBrowser.tap("settings.reset", driver)
            try await driver.waitUntil(Self.focusInDialog("alertdialog"), "the alert")
            try await driver.click(x: 20, y: 10)
            // Still up: an alert waits for a choice. (The click took the page's focus off
            // the alert, as a click on anything unfocusable does; Tab goes back into it.)
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await driver.execute(
                "return [...document.querySelectorAll('[role=alertdialog]')].some((e) => !e.closest('[inert]') && e.getClientRects().length)") as? Bool == true)
            try await driver.press("Tab")
            try await driver.waitUntil(Self.focusInDialog("alertdialog"), "Tab back into the alert")
            let cancel = try await driver.center(of: "[data-ck-identifier=\"alert.action.Cancel\"]")
            try await driver.click(x: cancel.x, y: cancel.y)
            try await driver.waitUntil("return ![...document.querySelectorAll('[role=alertdialog]')].some((e) => !e.closest('[inert]') && e.getClientRects().length)",
                                       "the alert to close")
        }
    }
}
