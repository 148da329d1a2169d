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
        try await ExamplesBrowser.with { _, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals/new")
            try await driver.waitUntil(ExamplesBrowserTests.shown("add.submit"), "the Add form")
            #expect(try await driver.execute(Self.input("add.name", "aria-invalid")) == nil, "valid before Add")
            for _ in 0..<12 {
                try await driver.press("Tab")
                let identifier = try await driver.execute("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier")
                if identifier as? String == "add.submit" { break }
            }
            try await driver.press("Enter")
            try await driver.waitUntil("return \(Self.attributeOfInput("add.name", "aria-invalid")) === 'true'", "the name to be invalid")
            #expect(try await driver.execute(Self.input("add.species", "aria-invalid")) as? String == "true")
            let described = try await driver.execute(Self.input("add.name", "aria-description")) as? String ?? ""
            #expect(described.hasPrefix("Enter the species' common name"), "described as \(described)")
            // Focus went to the first wrong field: typing fixes it.
            try await driver.type("Saola")
            try await driver.waitUntil("return \(Self.attributeOfInput("add.name", "aria-invalid")) === null", "the name to be valid again")
        }
    }
}
