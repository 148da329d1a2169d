import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Logging
import Testing

/// The examples app with the debug mode on: lists' cells outlined too, and
/// still nothing for axe-core to object to.
@MainActor
@Suite("Examples app in the browser with the debug mode on", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ExamplesDebugModeBrowserTests {
    func audit(_ screen: String, _ driver: WebDriver) async throws {
        guard let axe = ProcessInfo.processInfo.environment["AXE_SCRIPT"], FileManager.default.fileExists(atPath: axe) else { return }
        let severe = try await driver.auditAccessibility(axeScript: axe).filter { $0.impact == "critical" || $0.impact == "serious" }
        #expect(severe.isEmpty, "\(screen): \(severe)")
    }

    @Test("Photos, Animals and the Add form with ?debug=components: rows and scopes outlined, axe finds nothing serious")
    func listsOutlined() async throws {
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.allowsDebugOutlines = true
        try await ExamplesBrowser.with(configuration: configuration) { _, port, driver in
            for (path, cell, rows) in [("photos", "photo-1", "photo-"), ("animals", "animal-Javan rhinoceros", "animal-")] {
                try await driver.navigate(to: "http://127.0.0.1:\(port)/\(path)?debug=components")
                try await driver.waitUntil(ExamplesBrowserTests.shown(cell), "the \(path) list")
                // Each row's cell holds its item's outlines (headers with a plain title have no components).
                try await driver.waitUntil("""
                    const cells = Array.from(document.querySelectorAll('[data-ck-kind="cell"]'))
                      .filter(c => c.style.display !== 'none' && c.querySelector('[data-ck-identifier^="\(rows)"]'));
                    return cells.length > 2 && cells.every(c => c.querySelector(':scope > .ck-debug > .ck-debug-box'));
                    """, "outlines in every \(path) row")
                try await audit(path, driver)
            }
            // The Add form is a stateful component: its parts show the scope they were built in.
            try await driver.navigate(to: "http://127.0.0.1:\(port)/animals/new?debug=components")
            try await driver.waitUntil(
                "return Array.from(document.querySelectorAll('.ck-debug-box')).some(b => b.dataset.ckScope.startsWith('AddAnimalForm'))",
                "the form's scoped outlines")
            try await audit("the Add form", driver)
        }
    }
}
