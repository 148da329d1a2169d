@testable import BrowserServer
@testable import BrowserTesting
import Foundation
import Testing

private let width = 391, height = 701
/// Options for this test's own pool, which other tests' releases cannot fill meanwhile.
private func options(scale: Double = 1) -> BrowserPool.LaunchOptions {
    BrowserPool.LaunchOptions(width: width, height: height, scale: scale, framePacing: true)
}

@MainActor
@Suite("Browser pool: a released browser serves the next test, cleaned",
       .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct BrowserPoolTests {
    @Test("The next test with the same window gets the released browser in a new tab: no cookies, storage, history or overrides")
    func releasedBrowserIsCleaned() async throws {
        try await BrowserHarness.with(browser: false) { harness in try await releasedBrowserIsCleaned(serving: harness.url) }
    }

    private func releasedBrowserIsCleaned(serving url: String) async throws {
        let pool = BrowserPool()
        let first = try await WebDriver.start(options(), pool: pool)
        try await first.navigate(to: url)
        _ = try await first.execute("""
            document.cookie = 'probe=1; Path=/; Max-Age=600';
            localStorage.setItem('probe', '1'); sessionStorage.setItem('probe', '1');
            history.pushState({}, '', '/pushed');
            """)
        try await first.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        #expect(try await first.execute("return document.cookie") as? String == "probe=1")
        #expect(try await first.execute("return history.length") as? Int == 3)
        await first.release()

        let second = try await WebDriver.start(options(), pool: pool)
        #expect(second.profile == first.profile, "the released browser serves the next start with the same options")
        #expect(second.uses == 2)
        try await second.navigate(to: url)
        #expect(try await second.execute("return document.cookie") as? String == "")
        #expect(try await second.execute("return localStorage.getItem('probe')") == nil)
        #expect(try await second.execute("return sessionStorage.getItem('probe')") == nil)
        // The first tab's three entries (its start page, the screen, the pushed one) are gone: the new tab has its
        // blank start and the screen, as a new browser's tab has.
        #expect(try await second.execute("return history.length") as? Int == 2)
        #expect(try await second.execute("return location.pathname") as? String == "/")
        #expect(try await second.execute("return matchMedia('(prefers-color-scheme: dark)').matches") as? Bool == false)
        #expect(try await second.execute("return [innerWidth, innerHeight]") as? [Int] == [width, height])
        await second.quit()
        #expect(!FileManager.default.fileExists(atPath: second.profile.path))
    }

    @Test("A browser launched with other options is not reused; quit() ends a browser instead of keeping it")
    func otherOptionsLaunchAnother() async throws {
        let pool = BrowserPool()
        let first = try await WebDriver.start(options(scale: 2), pool: pool)
        await first.release()
        let other = try await WebDriver.start(options(scale: 1), pool: pool)
        #expect(other.profile != first.profile)
        await other.quit()
        let again = try await WebDriver.start(options(scale: 2), pool: pool)
        #expect(again.profile == first.profile)
        await again.quit()
        let fresh = try await WebDriver.start(options(scale: 2), pool: pool)
        #expect(fresh.profile != first.profile, "a quit browser is ended, never pooled")
        await fresh.quit()
    }

    @Test("A full pool lets the browser that waited longest go, to keep the one just released")
    func fullPoolLetsTheLongestWaitingGo() async throws {
        let pool = BrowserPool()
        var drivers: [WebDriver] = []
        var evicted: [WebDriver] = []
        for _ in 0...BrowserPool.capacity {
            let driver = try await WebDriver.start(width: width, height: height + 1)
            // Idle in this test's own pool, a browser holds no slot (as release() leaves it).
            await driver.ticket?.release()
            driver.ticket = nil
            drivers.append(driver)
            if let gone = pool.keep(driver) { evicted.append(gone) }
        }
        #expect(evicted.map(\.profile) == [drivers[0].profile])
        let options = drivers[0].launchOptions
        var waiting: [URL] = []
        while let driver = pool.take(options) { waiting.append(driver.profile) }
        #expect(waiting == drivers.dropFirst().map(\.profile))
        for driver in drivers { await driver.quit() }
    }
}
