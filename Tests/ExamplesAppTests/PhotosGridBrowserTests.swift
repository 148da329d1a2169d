import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The Photos grid in headless Chromium, as a screen reader gets it: a
/// grid of rows and cells (not a list), each cell at its row and column,
/// and the arrow keys moving by rows; then axe-core's audit of it.
@MainActor
@Suite("Photos grid in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct PhotosGridBrowserTests {
    let keys = ExamplesAccessibilityBrowserTests()

    @Test("The grid is a grid of rows and gridcells with their row and column indexes; Down moves focus a row down; axe finds nothing severe")
    func grid() async throws {
        try await ExamplesBrowser.with { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/photos?layout=grid")
            try await driver.waitUntil("return document.querySelectorAll('[role=gridcell]').length >= 6", timeout: .seconds(30),
                                       "the grid's cells")
            let photos = try #require(try ExamplesBrowserTests().navigation(server).topScreen as? PhotosScreen)
            let size = try #require(photos.collectionView.accessibilityGridSize)
            #expect(size.columns == 3)
            let grid = "document.querySelector('[role=grid]')"
            #expect(try await driver.execute("return \(grid).getAttribute('aria-rowcount')") as? String == String(size.rows))
            #expect(try await driver.execute("return \(grid).getAttribute('aria-colcount')") as? String == "3")

            // Chromium's tree: the grid owns rows, and each row three cells, in column order.
            let tree = try await driver.accessibilityTree()
            let roles = tree.map(\.role)
            #expect(roles.contains("grid") && !roles.contains("list"))
            let firstRow = try await driver.execute("""
                const row = Array.from(document.querySelectorAll('.ck-row')).find((r) => r.getAttribute('aria-rowindex') === '2');
                return row.getAttribute('aria-owns').split(' ').map((id) => document.getElementById(id).getAttribute('aria-colindex'));
                """) as? [String]
            #expect(firstRow == ["1", "2", "3"])
            let rows = tree.filter { $0.role == "row" }.count
            #expect(rows >= 2 && rows <= size.rows)
            #expect(tree.filter { $0.role == "gridcell" }.count >= 3 * (rows - 1))

            // The first photo by Tab, then Down: the photo below it, row 2, column 1.
            try await keys.tab(to: photos.collectionView.cell(forItemAt: [0, 0])?.subviews.first?.accessibilityName ?? "", driver)
            try await keys.press("ArrowDown", driver)
            let below = photos.collectionView.cell(forItemAt: [0, 3])?.subviews.first?.accessibilityName ?? "?"
            try await driver.waitUntil("return document.activeElement && document.activeElement.getAttribute('aria-label') === '\(below.replacingOccurrences(of: "'", with: "\\'"))'",
                                       timeout: .seconds(20), "focus on the photo below")

            guard let axe = ExamplesAccessibilityBrowserTests.axeScript else {
                #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
                return
            }
            let severe = try await driver.auditAccessibility(axeScript: axe).filter { $0.impact == "critical" || $0.impact == "serious" }
            for violation in severe { Issue.record("photos grid: \(violation)") }
        }
    }
}
