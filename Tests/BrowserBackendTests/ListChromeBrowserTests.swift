@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Lists in headless Chromium: selection, sticky headers, chrome and swipe actions", .serialized,
       .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct ListChromeBrowserTests {
    private static func row(_ section: Int, _ item: Int) -> String { "[data-ck-identifier=\"row-\(section)-\(item)\"]" }

    private func withTable(_ body: (BrowserHarness, WebDriver, ListChromeTestView) async throws -> Void) async throws {
        try await BrowserHarness.with(content: { ListChromeTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('\(Self.row(0, 1))')", "the table to load")
            let view = try #require(harness.session?.contentView as? ListChromeTestView)
            try await body(harness, driver, view)
        }
    }

    @Test("A list box of options: a press highlights the row, a click selects it and the page says aria-selected")
    func clickSelects() async throws {
        try await withTable { _, driver, view in
            #expect(try await driver.execute("return document.querySelectorAll('[role=listbox] ').length") as? Int == 1)
            let point = try await driver.center(of: Self.row(0, 1))
            try await driver.devTools("Input.dispatchMouseEvent",
                                      ["type": "mousePressed", "x": point.x, "y": point.y, "button": "left", "buttons": 1, "clickCount": 1])
            try await BrowserHarness.waitForServer { view.table.indexPathForHighlightedItem == [0, 1] }
            #expect(view.table.indexPathForHighlightedItem == [0, 1])
            try await driver.waitUntil("""
                const bg = document.querySelector('\(Self.row(0, 1)) [data-ck-identifier="list.selectedBackground"]');
                return !!bg && getComputedStyle(bg).display !== 'none';
                """, "the pressed row's highlight")
            try await driver.devTools("Input.dispatchMouseEvent",
                                      ["type": "mouseReleased", "x": point.x, "y": point.y, "button": "left", "buttons": 0, "clickCount": 1])
            try await driver.waitUntil("return document.querySelector('\(Self.row(0, 1))').getAttribute('aria-selected') === 'true'",
                                       "the row to be selected")
            #expect(view.table.indexPathsForSelectedItems == [[0, 1]])
            #expect(try await driver.execute("return document.querySelector('\(Self.row(0, 1))').getAttribute('role')") as? String == "option")
            #expect(try await driver.execute("return document.querySelector('\(Self.row(0, 2))').getAttribute('aria-selected')") as? String == "false")
            view.table.allowsMultipleSelection = true
            try await driver.waitUntil("return document.querySelector('[role=listbox]').getAttribute('aria-multiselectable') === 'true'",
                                       "the list box to say several items can be selected")
        }
    }

    @Test("Space on a focused row selects it")
    func keyboardSelects() async throws {
        try await withTable { _, driver, view in
            let point = try await driver.center(of: Self.row(0, 2))
            try await driver.click(x: point.x, y: point.y)
            try await BrowserHarness.waitForServer { view.table.indexPathsForSelectedItems == [[0, 2]] }
            try await driver.press("ArrowDown")
            try await driver.waitUntil("return document.activeElement.matches('\(Self.row(0, 3))')", "focus on the next row")
            try await driver.press(" ")
            try await driver.waitUntil("return document.querySelector('\(Self.row(0, 3))').getAttribute('aria-selected') === 'true'",
                                       "the focused row to be selected")
            #expect(view.table.indexPathsForSelectedItems == [[0, 3]])
        }
    }

    @Test("After a scroll, the section's header stays pinned to the table's top in the page")
    func stickyHeader() async throws {
        try await withTable { _, driver, view in
            try await driver.wheel(x: 200, y: 300, deltaY: 200)
            try await BrowserHarness.waitForServer { view.table.contentOffset.y == 200 }
            #expect(view.table.supplementaryView(.header, inSection: 0)?.frame.minY == 200)
            try await driver.waitUntil("""
                const header = document.querySelector('[data-ck-identifier="header-0"]').getBoundingClientRect();
                const table = document.querySelector('[data-ck-identifier="table"]').getBoundingClientRect();
                return Math.abs(header.top - table.top) < 0.5;
                """, "the header pinned at the top")
        }
    }

    @Test("The wheel scrolls into the content inset, as far as the server allows")
    func wheelIntoTheInset() async throws {
        try await withTable { _, driver, view in
            view.table.contentInset = EdgeInsets(top: 40)
            try await driver.waitUntil("""
                const table = window.__ck.views.get(\(view.table.id.rawValue));
                return !!table.props.contentInset && table.props.contentInset[0] === 40;
                """, "the inset in the page")
            try await driver.wheel(x: 200, y: 300, deltaY: -100)
            try await BrowserHarness.waitForServer { view.table.contentOffset.y == -40 }
            #expect(view.table.contentOffset.y == -40)
        }
    }

    @Test("Separators and accessories are in the page; a row's swipe actions are its keyboard actions")
    func chromeAndSwipeActions() async throws {
        try await withTable { _, driver, view in
            let counts = try #require(try await driver.execute("""
                const row = document.querySelector('\(Self.row(0, 0))');
                return [row.querySelectorAll('[data-ck-identifier="table.separator"]').length,
                        row.querySelectorAll('[data-ck-identifier="table.accessory.disclosure"]').length];
                """) as? [Int])
            #expect(counts == [1, 1])
            #expect(try await driver.execute("return document.querySelector('\(Self.row(0, 1))').getAttribute('aria-keyshortcuts')") as? String
                    == "Delete Alt+a")
            let point = try await driver.center(of: Self.row(0, 4))
            try await driver.click(x: point.x, y: point.y)
            try await driver.waitUntil("return document.activeElement.matches('\(Self.row(0, 4))')", "focus on the row")
            try await driver.press("a", modifiers: 1)
            try await BrowserHarness.waitForServer { view.log == ["archive Row 0.4"] }
            try await driver.press("Delete")
            try await BrowserHarness.waitForServer { view.log.count == 2 }
            #expect(view.log == ["archive Row 0.4", "delete Row 0.4"])
        }
    }

    @Test("axe-core finds no critical or serious violation in a selectable table")
    func axeAudit() async throws {
        guard let axe = ProcessInfo.processInfo.environment["AXE_SCRIPT"], FileManager.default.fileExists(atPath: axe) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            return
        }
        try await withTable { _, driver, view in
            try view.table.selectItem(at: [0, 1], animated: false)
            try await driver.waitUntil("return document.querySelector('\(Self.row(0, 1))').getAttribute('aria-selected') === 'true'",
                                       "the selection in the page")
            let violations = try await driver.auditAccessibility(axeScript: axe)
            let severe = violations.filter { $0.impact == "critical" || $0.impact == "serious" }
            for violation in severe { Issue.record("\(violation)") }
            #expect(severe.isEmpty)
        }
    }
}
