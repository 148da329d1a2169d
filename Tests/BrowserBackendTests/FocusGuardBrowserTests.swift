@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

/// Three buttons in a row: the page's only Tab stops.
@MainActor
private final class ThreeStopsView: View {
    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        for (index, name) in ["first", "middle", "last"].enumerated() {
            let button = Button(frame: CGRect(x: 16 + CGFloat(index) * 110, y: 16, width: 100, height: 40))
            button.setTitle(name.capitalized, for: .normal)
            button.accessibilityIdentifier = name
            try? addSubview(button)
        }
    }
}

@MainActor
@Suite("Focus leaving the page in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct FocusGuardBrowserTests {
    private func activeIdentifier(_ driver: WebDriver) async throws -> String? {
        try await driver.execute("const e = document.activeElement.closest('[data-ck-identifier]'); return e ? e.dataset.ckIdentifier : null;") as? String
    }

    @Test("Tab past the last stop and Shift-Tab before the first leave the page (no keyboard trap); focus coming back lands on the first or last stop")
    func tabLeavesThePage() async throws {
        try await BrowserHarness.with(content: { ThreeStopsView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return window.__ck.focusOrder.length === 3", "the focus order")
            // After the page's own handler: whether it kept the browser from moving focus on.
            _ = try await driver.execute("""
                window.__tabTaken = [];
                window.addEventListener('keydown', (e) => { if (e.key === 'Tab') window.__tabTaken.push(e.defaultPrevented); });
                window.__guards = [];
                for (const guard of document.querySelectorAll('[data-ck-focus-guard]')) {
                    guard.addEventListener('focus', () => window.__guards.push(guard.dataset.ckFocusGuard));
                }
                return true;
                """)
            let inPage = "return document.getElementById('ck-root').contains(document.activeElement)"
            for expected in ["first", "middle", "last"] {
                try await driver.press("Tab")
                #expect(try await activeIdentifier(driver) == expected)
            }
            // 20 s: the main actor can be busy for seconds in a full run.
            try await BrowserHarness.waitForServer(timeout: .seconds(20)) { harness.session?.window.firstResponder?.accessibilityIdentifier == "last" }
            try await driver.press("Tab")
            #expect(try await driver.execute("return window.__tabTaken") as? [Bool] == [true, true, true, false],
                    "Tab on the last stop is left to the browser")
            #expect(try await driver.execute("return window.__guards") as? [String] == ["end"], "focus left by the end guard")
            #expect(try await driver.execute(inPage) as? Bool == false, "focus left the page's views")
            try await BrowserHarness.waitForServer(timeout: .seconds(20)) { harness.session?.window.firstResponder == nil }
            #expect(try #require(harness.session).window.firstResponder == nil, "the server heard focus leave")

            // Back from the browser's own controls: Tab lands on the start guard, Shift-Tab on the end one.
            _ = try await driver.execute("document.querySelector('[data-ck-focus-guard=\"start\"]').focus(); return true;")
            #expect(try await activeIdentifier(driver) == "first", "coming in forwards lands on the first stop")
            try await driver.press("Tab", modifiers: 8)
            #expect(try await driver.execute("return window.__tabTaken.slice(-1)[0]") as? Bool == false,
                    "Shift-Tab on the first stop is left to the browser")
            // Headless Chromium has no controls of its own to go to: it may bring focus round again, so only the way out is checked.
            #expect(try await driver.execute("return window.__guards[2]") as? String == "start", "focus left by the start guard")
            _ = try await driver.execute("document.querySelector('[data-ck-focus-guard=\"end\"]').focus(); return true;")
            #expect(try await activeIdentifier(driver) == "last", "coming back with Shift-Tab lands on the last stop")
            try await driver.press("Tab", modifiers: 8)
            #expect(try await activeIdentifier(driver) == "middle", "inside the page Shift-Tab moves as before")
        }
    }
}
