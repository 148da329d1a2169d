import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The examples app as Chromium's accessibility tree shows it, used with the
/// keyboard alone, and audited by axe-core.
@MainActor
@Suite("Examples app accessibility in the browser", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesAccessibilityBrowserTests {
    let app = ExamplesBrowserTests()

    /// axe-core's script, which `scripts/test.sh` fetches; CI must have it.
    static var axeScript: String? {
        guard let path = ProcessInfo.processInfo.environment["AXE_SCRIPT"], FileManager.default.fileExists(atPath: path) else {
            return nil
        }
        return path
    }

    /// Runs axe-core on the page and records each critical or serious
    /// violation as an issue naming `what` was shown; without axe-core it
    /// passes outside CI only (scripts/test.sh fetches it).
    static func expectNoSeriousViolations(_ driver: WebDriver, on what: String) async throws {
        guard let axe = axeScript else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            return
        }
        for violation in try await driver.auditAccessibility(axeScript: axe) where violation.impact == "critical" || violation.impact == "serious" {
            Issue.record("axe, on \(what): \(violation)")
        }
    }

    func press(_ key: String, _ driver: WebDriver, modifiers: Int = 0) async throws {
        try await driver.press(key, modifiers: modifiers)
        try await Task.sleep(for: .milliseconds(120))
    }

    /// Tabs to the control named `prefix` and presses Enter on it.
    func activate(_ prefix: String, _ driver: WebDriver) async throws {
        try await tab(to: prefix, driver)
        try await press("Enter", driver)
    }

    /// Tabs (Shift-Tabs when `backwards`) until the focused element's name starts with `prefix`.
    func tab(to prefix: String, _ driver: WebDriver, backwards: Bool = false, limit: Int = 40) async throws {
        var seen: [String] = []
        for _ in 0..<limit {
            try await press("Tab", driver, modifiers: backwards ? 8 : 0)
            let name = try await driver.focusedElement().name
            if name.hasPrefix(prefix) { return }
            seen.append(String(name.prefix(24)))
        }
        Issue.record("Tab never reached \(prefix); it went to \(seen.joined(separator: " | "))")
    }


    func has(_ tree: [AccessibilityTreeNode], _ role: String, _ name: String? = nil, _ properties: [String: String] = [:]) -> Bool {
        tree.contains { node in
            node.role == role && (name.map { node.name.hasPrefix($0) } ?? true)
                && properties.allSatisfy { node.properties[$0.key] == $0.value }
        }
    }

    @Test("Each screen exposes a main landmark, a level-1 heading, and named buttons, images, lists and fields")
    func rolesAndNames() async throws {
        try await app.withApp { _, driver in
            var tree = try await driver.accessibilityTree()
            #expect(has(tree, "main"))
            #expect(has(tree, "heading", "ComponentKit for Swift", ["level": "1"]))
            for title in ["Photos", "Quotes", "Animals", "Populations", "Drawing", "Server-driven"] { #expect(has(tree, "button", title)) }

            try await activate("Photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-1"), "the photos")
            tree = try await driver.accessibilityTree()
            #expect(has(tree, "heading", "Photos", ["level": "1"]))
            #expect(has(tree, "button", "Back"))
            #expect(has(tree, "list"))
            #expect(tree.filter { $0.role == "listitem" }.count >= 6)
            #expect(has(tree, "button", "Dawn over the hills"))
            #expect(has(tree, "textbox", "Search photos"))
            #expect(try await driver.execute("return document.querySelector('[role=listitem]').getAttribute('aria-setsize')") as? String == "12")
            #expect(try await driver.execute("return document.getElementById('ck-announce-polite').textContent") as? String == "12 photos loaded")

            try await activate("Grid", driver)
            try await driver.waitUntil("return !!document.querySelector('img[alt^=\"Dawn over the hills\"]')", "the grid's named images")

            try await activate("Back", driver)
            try await app.waitForTitle("ComponentKit for Swift", driver)
            try await activate("Animals", driver)
            try await app.waitForTitle("Animals", driver)
            tree = try await driver.accessibilityTree()
            #expect(has(tree, "heading", "Mammals", ["level": "2"]))
            #expect(has(tree, "listitem", "Amur leopard, Panthera pardus orientalis", ["keyshortcuts": "Delete"]))
            #expect(has(tree, "spinbutton", "Section index"))
            #expect(has(tree, "button", "Add animal"))

            try await activate("Back", driver)
            try await app.waitForTitle("ComponentKit for Swift", driver)
            try await activate("Server-driven", driver)
            try await app.waitForTitle("Server-driven", driver)
            tree = try await driver.accessibilityTree()
            #expect(has(tree, "heading", "Server-driven", ["level": "1"]))
            #expect(has(tree, "list"))
        }
    }

    @Test("Keyboard only: home → Photos → a photo → back; Animals: delete a row, then reorder one while editing")
    func keyboardWalkthrough() async throws {
        try await app.withApp { server, driver in
            try await activate("Photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-1"), "the photos")
            try await tab(to: "Noon at the lake", driver)
            try await press(" ", driver)
            try await app.waitForTitle("Noon at the lake", driver)
            try await activate("Back", driver)
            try await app.waitForTitle("Photos", driver)
            // Focus comes back to the photo that was opened.
            #expect(try await driver.focusedElement().name.hasPrefix("Noon at the lake"))
            try await activate("Back", driver)
            try await app.waitForTitle("ComponentKit for Swift", driver)

            try await activate("Animals", driver)
            try await app.waitForTitle("Animals", driver)
            let animals = try #require(try app.navigation(server).screens.last as? AnimalsScreen)
            try await tab(to: "Javan rhinoceros", driver)
            try await press("Delete", driver)
            try await driver.waitUntil("return document.getElementById('ck-announce-polite').textContent.startsWith('Javan rhinoceros')",
                                       "the deletion to be announced")
            #expect(!animals.sections[0].animals.map(\.name).contains("Javan rhinoceros"))
            let focused = try await driver.focusedElement()
            #expect(focused.role == "listitem" && focused.name.hasPrefix("Vaquita"))

            // Edit shows the reorder actions; Alt-Up moves the focused row up and keeps it focused.
            try await tab(to: "Edit", driver, limit: 80)
            try await press("Enter", driver)
            // Tabbing through the list scrolled it to its end: into the list, then Home and Down.
            try await tab(to: "Whooping crane", driver)
            try await press("Home", driver)
            #expect(try await driver.focusedElement().name.hasPrefix("Amur leopard"))
            try await press("ArrowDown", driver)
            #expect(try await driver.focusedElement().name.hasPrefix("Vaquita"))
            try await press("ArrowUp", driver, modifiers: 1)
            try await driver.waitUntil("return document.getElementById('ck-announce-polite').textContent.includes('moved up')",
                                       "the move to be announced")
            #expect(Array(animals.sections[0].animals.map(\.name).prefix(2)) == ["Vaquita", "Amur leopard"])
            #expect(try await driver.focusedElement().name.hasPrefix("Vaquita"))
        }
    }

    @Test("axe-core finds no critical or serious violation on any screen")
    func axeAudit() async throws {
        try await auditEveryScreen(scheme: nil)
    }

    @Test("axe-core finds no critical or serious violation on any screen in dark mode (contrast included)")
    func axeAuditDark() async throws {
        try await auditEveryScreen(scheme: "dark")
    }

    /// Audits every screen, with the browser's colour scheme emulated when `scheme` is given.
    func auditEveryScreen(scheme: String?) async throws {
        guard let axe = Self.axeScript else {
            // Only CI insists: a plain `swift test` without the script skips the audit.
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            return
        }
        try await app.withApp { _, driver in
            if let scheme {
                try await driver.emulateMedia(["prefers-color-scheme": scheme])
                try await driver.waitUntil("return document.documentElement.style.colorScheme === '\(scheme)'", "the \(scheme) scheme")
            }
            let mode = scheme.map { " (\($0))" } ?? ""
            func audit(_ screen: String) async throws {
                let violations = try await driver.auditAccessibility(axeScript: axe)
                let severe = violations.filter { $0.impact == "critical" || $0.impact == "serious" }
                #expect(severe.isEmpty, "on \(screen)\(mode)")
                for violation in severe { Issue.record("\(screen)\(mode): \(violation)") }
            }
            try await audit("home")
            try await activate("Photos", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("photo-1"), "the photos")
            try await audit("photos")
            try await activate("Dawn over the hills", driver)
            try await app.waitForTitle("Dawn over the hills", driver)
            try await audit("photo detail")
            for _ in 0..<2 {
                try await activate("Back", driver)
            }
            try await app.waitForTitle("ComponentKit for Swift", driver)
            try await activate("Animals", driver)
            try await app.waitForTitle("Animals", driver)
            try await audit("animals")
            try await activate("Add animal", driver)
            try await app.waitForTitle("Add animal", driver)
            try await audit("add animal")
            for _ in 0..<2 {
                try await activate("Back", driver)
            }
            try await app.waitForTitle("ComponentKit for Swift", driver)
            try await activate("Server-driven", driver)
            try await app.waitForTitle("Server-driven", driver)
            try await audit("server-driven")
            for (title, screen) in [("Quotes", "feed"), ("Populations", "populations"), ("Drawing", "drawing"), ("Views and styles", "styles")] {
                try await activate("Back", driver)
                try await app.waitForTitle("ComponentKit for Swift", driver)
                try await activate(title, driver)
                try await app.waitForTitle(title, driver)
                // The feed is audited with its first page shown, not its loading spinner.
                if screen == "feed" { try await driver.waitUntil(ExamplesBrowserTests.shown("quote-0"), "the first quotes") }
                try await audit(screen)
            }
            // Settings is the second tab: Tab reaches the selected one (the bar is one stop), the arrow key selects the next.
            try await tab(to: "Home", driver)
            try await press("ArrowRight", driver)
            try await app.waitForTitle("Settings", driver)
            #expect(try await driver.focusedElement().name == "Settings", "focus follows the selected tab")
            try await audit("settings")
            // The date picker's calendar: a modal dialog holding a grid of days.
            try await activate("Date", driver)
            try await driver.waitUntil("return document.activeElement.getAttribute('role') === 'gridcell'", "focus in the calendar")
            try await audit("the date picker's calendar")
            try await press("Escape", driver)
            // Settings' presentations: the About sheet and the Reset alert, each a modal dialog over the inert screen.
            try await activate("About this app", driver)
            try await driver.waitUntil("return document.activeElement.closest('[role=dialog]') !== null", "focus in the About sheet")
            try await audit("the About sheet")
            try await press("Escape", driver)
            try await activate("Reset settings", driver)
            try await driver.waitUntil("return document.activeElement.closest('[role=alertdialog]') !== null", "focus in the Reset alert")
            try await audit("the Reset alert")
            try await press("Escape", driver)
        }
    }
}
