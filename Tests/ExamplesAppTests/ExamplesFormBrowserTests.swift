import BrowserBackend
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The Add animal form in headless Chromium: a wrong field is invalid for
/// screen readers, with its error in its description, and valid again once
/// fixed.
@MainActor
@Suite("Add animal form in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesFormBrowserTests {
    /// A script returning `attribute` of the input in the view with `identifier`.
    private static func input(_ identifier: String, _ attribute: String) -> String {
        "return \(attributeOfInput(identifier, attribute))"
    }

    /// The same as an expression, to compare in a script.
    private static func attributeOfInput(_ identifier: String, _ attribute: String) -> String {
        "(() => { const el = document.querySelector('[data-ck-identifier=\"\(identifier)\"]'); "
            + "const input = el && el.querySelector('input, textarea'); "
            + "return input ? input.getAttribute('\(attribute)') : 'no input'; })()"
    }

    @Test("Add with empty fields: both inputs are aria-invalid with their errors described; typing a name makes it valid")
    func errorsReachScreenReaders() async throws {
        try await ExamplesBrowser.with { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals/new")
            try await driver.waitUntil(ExamplesBrowserTests.shown("add.submit"), "the Add form")
            #expect(try await driver.execute(Self.input("add.name", "aria-invalid")) == nil, "valid before Add")
            try await ExamplesBrowser.tab(to: "add.submit", driver)
            try await driver.press("Enter")
            try await driver.waitUntil("return \(Self.attributeOfInput("add.name", "aria-invalid")) === 'true'", "the name to be invalid")
            #expect(try await driver.execute(Self.input("add.species", "aria-invalid")) as? String == "true")
            let described = try await driver.execute(Self.input("add.name", "aria-description")) as? String ?? ""
            #expect(described.hasPrefix("Enter the species' common name"), "described as \(described)")
            // Focus went to the first wrong field: typing fixes it.
            try await driver.type("Saola")
            try await driver.waitUntil("return \(Self.attributeOfInput("add.name", "aria-invalid")) === null", "the name to be valid again")

            // The rest by keyboard: Return goes on to the scientific name, Tab to the statuses, Down picks the next one, then Add.
            try await driver.press("Enter")
            try await driver.waitUntil("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier === 'add.species'",
                                       "Return to go on to the scientific name")
            try await driver.type("Pseudoryx nghetinhensis")
            // The statuses are a radio group: one Tab stop, on the first while none is checked.
            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement.dataset.ckIdentifier === 'add.status.Critically endangered'",
                                       "Tab to reach the first status")
            try await driver.press("ArrowDown")
            let status = "document.querySelector('[data-ck-identifier=\"add.status.Endangered\"]')"
            // A round trip through the server: in a full run other suites hold its main actor for seconds.
            try await driver.waitUntil("return \(status).getAttribute('aria-checked') === 'true'", timeout: .seconds(30),
                                       "Down to check Endangered")
            #expect(try await driver.execute("return document.activeElement.dataset.ckIdentifier") as? String == "add.status.Endangered",
                    "focus moved with the choice")
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"add.status.Critically endangered\"]').getAttribute('tabindex')") == nil,
                    "the unchecked statuses left the Tab order")
            #expect(try await driver.execute("return \(status).getAttribute('role') + ' in ' + \(status).parentElement.closest('[role]').getAttribute('role')")
                    as? String == "radio in radiogroup")
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"add.status.Vulnerable\"]').getAttribute('aria-checked')") as? String == "false")
            try await driver.press("Tab")
            #expect(try await driver.execute("return document.activeElement.dataset.ckIdentifier") as? String == "add.submit",
                    "one Tab leaves the radio group")
            try await driver.press("Enter")
            try await driver.waitUntil("return !document.querySelector('[data-ck-identifier=\"add.submit\"]')", "the form to close")
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"animal-Saola\"]')", "the new row")
            try await Task.sleep(for: .milliseconds(300))
            let focused = try await driver.execute("const e = document.activeElement; return e === document.body ? 'body' : (e.closest('[data-ck-identifier]')?.dataset.ckIdentifier || e.tagName)")
            let window = server.sessions.allSessions.first?.contentView?.window
            #expect(window?.firstResponder?.accessibilityIdentifier == "animals.add", "focus went back to what opened the form")
            #expect(focused as? String == "animals.add", "focus was dropped to the page after Add")
        }
    }
}
