import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Testing

/// The quotes feed in headless Chromium, used with the keyboard alone:
/// reveal an author, load pages by End, reach Retry by Tab after the
/// scheduled failure, refresh from the Refresh button; then axe-core's audit.
@MainActor
@Suite("Quotes feed in the browser", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct FeedBrowserTests {
    let keys = ExamplesAccessibilityBrowserTests()

    /// Waits (up to 20 s) until `condition` holds on the server's side.
    func waitForServer(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    func feed(_ server: BrowserServer) throws -> FeedScreen {
        try #require(try ExamplesBrowserTests().navigation(server).topScreen as? FeedScreen)
    }

    @Test("Keyboard only: reveal an author, End loads the next pages, Tab reaches Retry after the failure, Refresh starts over")
    func keyboardOnly() async throws {
        try await ExamplesBrowser.with { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/feed")
            try await driver.waitUntil(ExamplesBrowserTests.shown("quote-0"), timeout: .seconds(30), "the first page")
            let feed = try feed(server)
            let list = feed.collectionView
            #expect(list.itemCounts == [20])
            #expect(try await driver.execute("return document.querySelector('[role=list]').getAttribute('aria-label')") as? String == "Quotes")

            // The first revealable row's button, by Tab; Enter shows the author.
            try await keys.tab(to: "Who said it?", driver)
            try await keys.press("Enter", driver)
            try await driver.waitUntil(ExamplesBrowserTests.shown("quote-3.author"), timeout: .seconds(20), "the author")
            #expect(try await driver.focusedElement().name == "Hide the author", "focus stays on the button, renamed")

            // End moves focus to the last row (every page ends with a revealable row): the list nears its end and loads more.
            for expected in [40, 60] {
                try await keys.press("End", driver)
                try await waitForServer { list.itemCounts == [expected] }
                #expect(list.itemCounts == [expected])
            }
            // The fourth page fails on its first attempt.
            try await keys.press("End", driver)
            try await driver.waitUntil("return document.body.innerText.includes('Could not load more: page 4 did not arrive')",
                                       timeout: .seconds(30), "the failure row")
            #expect(list.itemCounts == [60])
            // Announced assertively (the page writes the region 50 ms after clearing it).
            try await driver.waitUntil(
                "return document.getElementById('ck-announce-assertive').textContent === 'Could not load more: page 4 did not arrive'",
                timeout: .seconds(20), "the failure to be announced")
            try await keys.tab(to: "Retry", driver, limit: 6)
            try await keys.press("Enter", driver)
            try await waitForServer { list.itemCounts == [80] }
            #expect(feed.quotes.map(\.id.position) == Array(0..<80))

            // Refresh: Tab goes on round the page to the list's Refresh button.
            try await keys.tab(to: "Refresh", driver, limit: 20)
            try await keys.press("Enter", driver)
            try await waitForServer { feed.refreshCount == 1 && list.refreshControl?.isRefreshing == false }
            #expect(list.itemCounts == [20])
            #expect(feed.quotes.allSatisfy { $0.id.generation == 1 })
            try await driver.waitUntil("return document.getElementById('ck-announce-polite').textContent === 'Refreshed: 20 quotes'",
                                       timeout: .seconds(20), "the refresh to be announced")
            // The old first row fades out where the new one fades in (its cell rejoins the reuse queue at the next
            // update, hidden): look for a shown row 0 with the new stream's first quote, whichever comes first in the page.
            let newText = Quote.samples[Quote.generationStride].text.replacingOccurrences(of: "'", with: "\\'")
            try await driver.waitUntil("""
                return Array.from(document.querySelectorAll('[data-ck-identifier="quote-0"]')).some((el) => {
                  for (let e = el; e; e = e.parentElement) if (e.style && e.style.display === 'none') return false;
                  return el.getBoundingClientRect().height > 0 && el.innerText.includes('\(newText)');
                });
                """, timeout: .seconds(20), "the new first page's first quote, shown")
        }
    }

    @Test("axe-core finds no critical or serious violation on the feed, with its failure row shown, in light and dark")
    func axeAudit() async throws {
        guard let axe = ExamplesAccessibilityBrowserTests.axeScript else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "AXE_SCRIPT is missing: scripts/test.sh fetches axe-core")
            return
        }
        let settings = FeedSettings(delay: .milliseconds(50), failingPageInterval: 2)
        try await ExamplesBrowser.with(feed: settings) { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/feed")
            try await driver.waitUntil(ExamplesBrowserTests.shown("quote-0"), timeout: .seconds(30), "the first page")
            func audit(_ state: String) async throws {
                let violations = try await driver.auditAccessibility(axeScript: axe)
                let severe = violations.filter { $0.impact == "critical" || $0.impact == "serious" }
                #expect(severe.isEmpty, "on the feed, \(state)")
                for violation in severe { Issue.record("feed, \(state): \(violation)") }
            }
            try await audit("first page")
            // The second page fails at once (interval 2): the failure row with Retry is shown at the end.
            let list = try feed(server).collectionView
            list.scroll(to: CGPoint(x: 0, y: list.maximumContentOffset.y))
            try await driver.waitUntil("return document.body.innerText.includes('Could not load more')", timeout: .seconds(30), "the failure row")
            try await audit("failure row")
            try await driver.emulateMedia(["prefers-color-scheme": "dark"])
            try await driver.waitUntil("return document.documentElement.style.colorScheme === 'dark'", "the dark scheme")
            try await audit("failure row, dark")
        }
    }
}

extension FeedBrowserTests {
    @Test("The authors' rail: Tab reaches it as a region, the arrows and End scroll it sideways in the page, and it keeps its place")
    func authorsRail() async throws {
        try await ExamplesBrowser.with { server, port, driver in
            try await driver.navigate(to: "http://127.0.0.1:\(port)/feed")
            try await driver.waitUntil(ExamplesBrowserTests.shown("quote-0"), timeout: .seconds(30), "the first page")
            let rail = try #require(try feed(server).collectionView.subtree.first { $0.accessibilityIdentifier == "feed.authors" } as? ScrollView)
            #expect(rail.scrollsByKeyboard && rail.maximumContentOffset.x > 0)
            // The page shows a scroll view's offset by moving its content: the first chip's left edge tells where the rail is.
            let firstChip = "document.querySelector('[data-ck-identifier=\"feed.author-0\"]').getBoundingClientRect().left"
            let start = try #require(try await driver.execute("return \(firstChip)") as? Double)

            try await keys.tab(to: "Authors", driver)
            let focused = try await driver.focusedElement()
            #expect(focused.role == "region" && focused.name == "Authors")
            try await keys.press("ArrowRight", driver)
            try await waitForServer { rail.contentOffset.x == 40 }
            try await driver.waitUntil("return Math.abs(\(firstChip) - \(start - 40)) < 0.5", timeout: .seconds(20),
                                       "the rail to scroll in the page")
            try await keys.press("End", driver)
            try await waitForServer { rail.contentOffset.x == rail.maximumContentOffset.x }
            let end = Double(rail.maximumContentOffset.x)
            try await driver.waitUntil("return Math.abs(\(firstChip) - \(start - end)) < 0.5", timeout: .seconds(20),
                                       "the rail's end in the page")
            #expect(try await driver.execute(
                "return document.querySelector('[data-ck-identifier=\"feed.author-\(AuthorsRail.authors.count - 1)\"]').getBoundingClientRect().right <= innerWidth")
                as? Bool == true, "the last author shows")
        }
    }
}
