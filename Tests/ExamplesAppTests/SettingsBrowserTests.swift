import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing
import ViewTree

/// The Settings screen's controls in headless Chromium, by keyboard alone
/// and by pointer: each has its ARIA role and state, and the dark mode
/// switch and text size slider really change the app's traits.
@MainActor
@Suite("Settings in the browser: every control by keyboard and pointer", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct SettingsBrowserTests {
    private func withSettings(_ body: (WebDriver) async throws -> Void) async throws {
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/settings")
            try await driver.waitUntil(ExamplesBrowserTests.shown("settings.dark"), "the Settings screen")
            try await body(driver)
        }
    }

    /// The attribute `name` of the element of the view `identifier`.
    private func attribute(_ name: String, of identifier: String, _ driver: WebDriver) async throws -> String? {
        try await driver.execute("return document.querySelector('[data-ck-identifier=\"\(identifier)\"]').getAttribute('\(name)')") as? String
    }

    private func waitFor(_ name: String, of identifier: String, toBe value: String, _ driver: WebDriver) async throws {
        try await driver.waitUntil(
            "return document.querySelector('[data-ck-identifier=\"\(identifier)\"]').getAttribute('\(name)') === '\(value)'",
            "\(identifier)'s \(name) to be \(value)")
    }

    @Test("The dark mode switch is a switch: Space turns it on, and the whole app turns dark")
    func darkModeSwitch() async throws {
        try await withSettings { driver in
            #expect(try await attribute("role", of: "settings.dark", driver) == "switch")
            #expect(try await attribute("aria-checked", of: "settings.dark", driver) == "false")
            #expect(try await attribute("aria-label", of: "settings.dark", driver) == "Dark mode")
            try await ExamplesBrowser.tab(to: "settings.dark", driver)
            try await driver.press(" ")
            try await waitFor("aria-checked", of: "settings.dark", toBe: "true", driver)
            try await driver.waitUntil("return document.documentElement.style.colorScheme === 'dark'", "the app to turn dark")
            // Focus stays on the switch through the re-render.
            let focused = try await driver.execute("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier") as? String
            #expect(focused == "settings.dark")
        }
    }

    @Test("The text size slider: arrows, End and Home move it a step, announce the size, and change the app's text size")
    func textSizeSlider() async throws {
        try await withSettings { driver in
            #expect(try await attribute("role", of: "settings.textSize", driver) == "slider")
            #expect(try await attribute("aria-valuenow", of: "settings.textSize", driver) == "3")
            #expect(try await attribute("aria-valuemin", of: "settings.textSize", driver) == "0")
            #expect(try await attribute("aria-valuemax", of: "settings.textSize", driver) == "6")
            #expect(try await attribute("aria-valuetext", of: "settings.textSize", driver) == "Default")
            try await ExamplesBrowser.tab(to: "settings.textSize", driver)
            try await driver.press("ArrowRight")
            try await waitFor("aria-valuenow", of: "settings.textSize", toBe: "4", driver)
            #expect(try await attribute("aria-valuetext", of: "settings.textSize", driver) == "Large")
            try await driver.waitUntil("return document.querySelector('[data-ck-identifier=\"settings.textSize.value\"]').textContent === 'Text size: Large'",
                                       "the text size label")
            try await driver.press("End")
            try await waitFor("aria-valuenow", of: "settings.textSize", toBe: "6", driver)
            try await driver.press("Home")
            try await waitFor("aria-valuenow", of: "settings.textSize", toBe: "0", driver)
        }
    }

    @Test("The sort control is one Tab stop of radios: the arrows choose the next segment and move focus to it")
    func segmentedControl() async throws {
        try await withSettings { driver in
            #expect(try await attribute("role", of: "settings.sort", driver) == "radiogroup")
            #expect(try await attribute("aria-label", of: "settings.sort", driver) == "Sort quotes by")
            let radios = "return [...document.querySelectorAll('[data-ck-identifier=\"settings.sort\"] [role=radio]')].map((r) => r.getAttribute('aria-checked'))"
            #expect(try await driver.execute(radios) as? [String] == ["true", "false", "false"])
            try await ExamplesBrowser.tab(to: "settings.sort", driver)
            try await driver.press("ArrowRight")
            try await driver.waitUntil(radios.replacingOccurrences(of: "return ", with: "return JSON.stringify(") + ") === '[\"false\",\"true\",\"false\"]'",
                                       "the second segment chosen")
            let focused = try await driver.execute("return document.activeElement.textContent") as? String
            #expect(focused == "Popular")
        }
    }

    @Test("The stepper is a spinbutton: Up raises it a step, Page Down by ten to its minimum; its value reaches the row's title")
    func stepper() async throws {
        try await withSettings { driver in
            #expect(try await attribute("role", of: "settings.quotes", driver) == "spinbutton")
            #expect(try await attribute("aria-valuenow", of: "settings.quotes", driver) == "20")
            try await ExamplesBrowser.tab(to: "settings.quotes", driver)
            try await driver.press("ArrowUp")
            try await waitFor("aria-valuenow", of: "settings.quotes", toBe: "30", driver)
            try await driver.waitUntil("return [...document.querySelectorAll('.ck-text')].some((t) => t.textContent === 'Quotes per page: 30')",
                                       "the row's title")
            try await driver.press("PageDown")
            try await waitFor("aria-valuenow", of: "settings.quotes", toBe: "10", driver)
        }
    }

    @Test("Pointer: a drag along the volume slider moves it; a tap on the switch turns it off and disables the slider; Download fills the bar")
    func pointer() async throws {
        try await withSettings { driver in
            let rect = try await driver.execute("""
                const r = document.querySelector('[data-ck-identifier="settings.volume"]').getBoundingClientRect();
                return [r.left, r.top, r.width, r.height];
                """) as? [Double] ?? []
            try #require(rect.count == 4)
            let y = rect[1] + rect[3] / 2
            try await driver.drag(from: (rect[0] + rect[2] * 0.6, y), to: (rect[0] + 14, y))
            try await waitFor("aria-valuenow", of: "settings.volume", toBe: "0", driver)
            try await ExamplesBrowser.tap("settings.autoplay", driver)
            try await waitFor("aria-checked", of: "settings.autoplay", toBe: "false", driver)
            try await waitFor("aria-disabled", of: "settings.volume", toBe: "true", driver)
            #expect(try await attribute("role", of: "settings.download", driver) == "progressbar")
            #expect(try await attribute("aria-valuenow", of: "settings.download", driver) == "0")
            try await ExamplesBrowser.tap("settings.download.next", driver)
            try await waitFor("aria-valuenow", of: "settings.download", toBe: "0.25", driver)
            #expect(try await attribute("aria-valuetext", of: "settings.download", driver) == "25%")
        }
    }
}

extension SettingsBrowserTests {
    @Test("The source picker is a combobox: Down opens its listbox, the active option follows the keys and typing, Enter chooses, focus stays")
    func picker() async throws {
        try await withSettings { driver in
            #expect(try await attribute("role", of: "settings.source", driver) == "combobox")
            #expect(try await attribute("aria-expanded", of: "settings.source", driver) == "false")
            #expect(try await attribute("aria-haspopup", of: "settings.source", driver) == "listbox")
            try await ExamplesBrowser.tab(to: "settings.source", driver)
            try await driver.press("ArrowDown")
            try await waitFor("aria-expanded", of: "settings.source", toBe: "true", driver)
            let active = """
                const b = document.querySelector('[data-ck-identifier="settings.source"]');
                const a = document.getElementById(b.getAttribute('aria-activedescendant'));
                const list = document.getElementById(b.getAttribute('aria-controls'));
                return [a ? a.getAttribute('aria-label') : null, list ? list.querySelector('[role=listbox]') !== null || list.getAttribute('role') : null];
                """
            try await driver.waitUntil("return document.getElementById(document.querySelector('[data-ck-identifier=\"settings.source\"]').getAttribute('aria-activedescendant')) !== null",
                                       "an active option")
            let first = try await driver.execute(active) as? [Any]
            #expect(first?[0] as? String == "Everyone")
            try await driver.press("w")
            try await driver.waitUntil(
                "return document.getElementById(document.querySelector('[data-ck-identifier=\"settings.source\"]').getAttribute('aria-activedescendant'))?.getAttribute('aria-label') === 'Writers'",
                "type-ahead to Writers")
            try await driver.press("Enter")
            try await waitFor("aria-expanded", of: "settings.source", toBe: "false", driver)
            try await driver.waitUntil("return document.querySelector('[data-ck-identifier=\"settings.source\"]').getAttribute('aria-label') === 'Quotes from, Writers'",
                                       "the chosen source in the name")
            let focused = try await driver.execute("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier") as? String
            #expect(focused == "settings.source")
        }
    }

    @Test("A stepper held down by the pointer repeats: the page ticks while the button is down, without moving")
    func stepperHeld() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.scrollIntoView("settings.quotes", driver)
            try await waitFor("aria-valuenow", of: "settings.quotes", toBe: "20", driver)
            let rect = try await driver.execute("""
                const r = document.querySelector('[data-ck-identifier="settings.quotes"]').getBoundingClientRect();
                return [r.x, r.y, r.width, r.height];
                """) as? [Double] ?? []
            try #require(rect.count == 4)
            let plus = (x: rect[0] + rect[2] * 0.75, y: rect[1] + rect[3] / 2)
            try await driver.devTools("Input.dispatchMouseEvent",
                                      ["type": "mousePressed", "x": plus.x, "y": plus.y, "button": "left", "buttons": 1, "clickCount": 1])
            // 30 at the press; 40 and 50 (the maximum) once held past half a second.
            try await waitFor("aria-valuenow", of: "settings.quotes", toBe: "50", driver)
            try await driver.devTools("Input.dispatchMouseEvent",
                                      ["type": "mouseReleased", "x": plus.x, "y": plus.y, "button": "left", "buttons": 0, "clickCount": 1])
            #expect(try await attribute("aria-valuenow", of: "settings.quotes", driver) == "50")
        }
    }

    @Test("Pointer: a click opens the picker, a click on an option chooses it; a click outside closes it with no choice")
    func pickerPointer() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.tap("settings.source", driver)
            try await waitFor("aria-expanded", of: "settings.source", toBe: "true", driver)
            let option = try await driver.center(of: "[data-ck-identifier=\"popup.option.3\"]")
            try await driver.click(x: option.x, y: option.y)
            try await driver.waitUntil("return document.querySelector('[data-ck-identifier=\"settings.source\"]').getAttribute('aria-label') === 'Quotes from, Philosophers'",
                                       "Philosophers chosen")
            try await ExamplesBrowser.tap("settings.source", driver)
            try await waitFor("aria-expanded", of: "settings.source", toBe: "true", driver)
            try await driver.click(x: 10, y: 700)
            try await waitFor("aria-expanded", of: "settings.source", toBe: "false", driver)
            #expect(try await attribute("aria-label", of: "settings.source", driver) == "Quotes from, Philosophers")
        }
    }
}

extension SettingsBrowserTests {
    /// The element of the "Quiet until" picker's part `selector` (its date field: `[aria-haspopup=dialog]`).
    private static func quiet(_ selector: String) -> String {
        "document.querySelector('[data-ck-identifier=\"settings.quiet\"] \(selector)')"
    }

    private static let focusedLabel = "return document.activeElement.getAttribute('aria-label')"

    @Test("The date picker by keyboard: Enter opens a modal calendar dialog on the chosen day, arrows move by day, Enter chooses; the hour is a spin button")
    func datePicker() async throws {
        try await withSettings { driver in
            let field = Self.quiet("[aria-haspopup=dialog]")
            #expect(try await driver.execute("return \(field).getAttribute('role')") as? String == "button")
            #expect(try await driver.execute("return \(field).getAttribute('aria-label')") as? String == "Date, Dec 1, 2026")
            try await ExamplesBrowser.tab(to: "settings.quiet", driver, presses: 20)
            #expect(try await driver.execute(Self.focusedLabel) as? String == "Date, Dec 1, 2026")
            try await driver.press("Enter")
            try await driver.waitUntil("return document.activeElement.getAttribute('role') === 'gridcell'", "focus on a day")
            let dialog = """
                const d = document.querySelector('[role=dialog][aria-modal=true]');
                const title = d && document.getElementById(d.getAttribute('aria-labelledby'));
                const grid = d && d.querySelector('[role=grid]');
                return [title ? title.textContent : null, grid ? grid.querySelectorAll('[role=row]').length : -1,
                        document.activeElement.getAttribute('aria-selected')];
                """
            let shown = try await driver.execute(dialog) as? [Any]
            #expect(shown?[0] as? String == "December 2026")
            #expect((shown?[1] as? NSNumber)?.intValue == 5)
            #expect(shown?[2] as? String == "true")
            #expect(try await driver.execute(Self.focusedLabel) as? String == "Tuesday, December 1, 2026")
            try await driver.press("ArrowRight")
            try await driver.waitUntil("\(Self.focusedLabel) === 'Wednesday, December 2, 2026'", "the next day focused")
            // Tab stays in the dialog: its two month buttons and the day.
            try await driver.press("Tab")
            try await driver.press("Tab")
            try await driver.press("Tab")
            try await driver.waitUntil("\(Self.focusedLabel) === 'Wednesday, December 2, 2026'", "Tab round the dialog")
            try await driver.press("Enter")
            try await driver.waitUntil("return document.querySelector('[role=dialog]') === null", "the calendar closed")
            try await driver.waitUntil("\(Self.focusedLabel) === 'Date, Dec 2, 2026'", "focus back on the field, with the new date")
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement.getAttribute('role') === 'spinbutton'", "the hour")
            #expect(try await driver.execute("return document.activeElement.getAttribute('aria-valuetext')") as? String == "09")
            try await driver.press("ArrowUp")
            try await driver.waitUntil("return document.activeElement.getAttribute('aria-valuetext') === '10'", "the hour stepped")
        }
    }

    @Test("The date picker by pointer: a click opens the calendar, a click on a day chooses it, a click outside closes it")
    func datePickerPointer() async throws {
        try await withSettings { driver in
            try await ExamplesBrowser.scrollIntoView("settings.quiet", driver)
            let rect = try await driver.execute("const r = \(Self.quiet("[aria-haspopup=dialog]")).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]") as? [Any]
            let x = try #require((rect?[0] as? NSNumber)?.doubleValue), y = try #require((rect?[1] as? NSNumber)?.doubleValue)
            try await driver.click(x: x, y: y)
            try await driver.waitUntil("return document.querySelector('[role=dialog]') !== null", "the calendar open")
            // December 2026 starts on a Tuesday, the third cell: the 15th is cell 16.
            let day = try await driver.center(of: "[data-ck-identifier=\"datepicker.day.16\"]")
            try await driver.click(x: day.x, y: day.y)
            try await driver.waitUntil("return \(Self.quiet("[aria-haspopup=dialog]")).getAttribute('aria-label') === 'Date, Dec 15, 2026'", "the 15th chosen")
            try await driver.click(x: x, y: y)
            try await driver.waitUntil("return document.querySelector('[role=dialog]') !== null", "the calendar open again")
            try await driver.click(x: 5, y: 5)
            try await driver.waitUntil("return document.querySelector('[role=dialog]') === null", "closed by a click outside")
            #expect(try await driver.execute("return \(Self.quiet("[aria-haspopup=dialog]")).getAttribute('aria-label')") as? String == "Date, Dec 15, 2026")
        }
    }
}
