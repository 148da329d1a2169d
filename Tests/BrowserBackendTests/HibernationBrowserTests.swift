@testable import BrowserBackend
@testable import BrowserServer
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Hibernation in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct HibernationBrowserTests {
    /// Sessions sleep after half a second of quiet (the registry looks five times a second). The
    /// settling time is generous: in a full test run, other suites hold the main actor for seconds.
    static let quick = BrowserServer.Hibernation(idleInterval: .milliseconds(500), settleTimeout: .seconds(20))

    /// Loads the page and waits until its session has hibernated.
    private func loadAndSleep(_ harness: BrowserHarness) async throws -> BrowserSession {
        try await harness.load()
        let session = try #require(harness.session)
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { session.isHibernated }
        try #require(session.isHibernated, Comment(rawValue: "the idle page's session never hibernated: "
            + "refused \(session.hibernationRefused), changed state \(session.holdsChangedState), "
            + "idle for \(ContinuousClock.now - session.lastActivity), phase \(session.hibernationPhase), "
            + "\(session.messagesReceived) messages"))
        return session
    }

    private func resets(_ driver: WebDriver) async throws -> Int? {
        try await driver.execute("return window.__ck.resets") as? Int
    }

    @Test("A click on a hibernated page wakes its session; the count follows in the page, with no reset")
    func clickWakes() async throws {
        try await BrowserHarness.with(hibernation: Self.quick) { harness in
            let session = try await loadAndSleep(harness)
            let driver = try harness.requireDriver()
            let resetsBefore = try await resets(driver)
            let tap = try await driver.execute("""
                const r = document.querySelector('[data-ck-identifier="tap"]').getBoundingClientRect();
                return [r.x + r.width / 2, r.y + r.height / 2];
                """) as? [Double]
            let point = try #require(tap)
            try await driver.click(x: point[0], y: point[1])
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "the count to reach 1")
            #expect(session.wakes == 1 && session.mismatchedWakes == 0)
            #expect(try await resets(driver) == resetsBefore, "the page was patched, not rebuilt")
            #expect(try await driver.execute("return document.querySelectorAll('[data-ck-identifier=\"count\"]').length") as? Int == 1)
        }
    }

    @Test("The keyboard wakes a hibernated page: Tab reaches the button in the page and on the server, Enter taps it")
    func keyboardWakes() async throws {
        try await BrowserHarness.with(hibernation: Self.quick) { harness in
            let session = try await loadAndSleep(harness)
            let driver = try harness.requireDriver()
            try await driver.press("Tab")
            try await driver.waitUntil(
                "const e = document.activeElement.closest('[data-ck-identifier]'); return !!e && e.dataset.ckIdentifier === 'tap'",
                "Tab to reach the button")
            try await BrowserHarness.waitForServer(timeout: .seconds(30)) { session.window.firstResponder?.accessibilityIdentifier == "tap" }
            #expect(session.window.firstResponder?.accessibilityIdentifier == "tap", "the server's focus is the rebuilt button")
            #expect(session.wakes == 1)
            try await driver.press("Enter")
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "Enter to tap the button")
        }
    }

    @Test("/healthz counts the hibernated session, and stops counting it once a click wakes it")
    func healthCountsHibernated() async throws {
        try await BrowserHarness.with(hibernation: Self.quick) { harness in
            let session = try await loadAndSleep(harness)
            let port = harness.port
            func health() async throws -> String {
                try await RawSocket.blocking { try LoopbackHTTP.get("/healthz", port: port, timeout: 30).text }
            }
            // The count is taken on the registry's 200 ms tick.
            var asleep = try await health()
            for _ in 0..<50 where !asleep.contains(#""hibernated":1"#) {
                try await Task.sleep(for: .milliseconds(100))
                asleep = try await health()
            }
            #expect(asleep.contains(#""sessions":1"#) && asleep.contains(#""hibernated":1"#), "\(asleep)")

            let driver = try harness.requireDriver()
            let tap = try #require(try await driver.execute("""
                const r = document.querySelector('[data-ck-identifier="tap"]').getBoundingClientRect();
                return [r.x + r.width / 2, r.y + r.height / 2];
                """) as? [Double])
            try await driver.click(x: tap[0], y: tap[1])
            try await BrowserHarness.waitForServer(timeout: .seconds(30)) { session.wakes == 1 }
            var awake = try await health()
            for _ in 0..<50 where !awake.contains(#""hibernated":0"#) {
                try await Task.sleep(for: .milliseconds(100))
                awake = try await health()
            }
            #expect(awake.contains(#""sessions":1"#) && awake.contains(#""hibernated":0"#), "\(awake)")
        }
    }
}
