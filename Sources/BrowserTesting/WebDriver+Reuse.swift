import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension WebDriver {
    /// Gives the browser back for a later test (``BrowserPool``), cleaned,
    /// or ends it as ``quit()`` does when it cannot be cleaned or has
    /// served ``BrowserPool/maximumUses`` tests.
    ///
    /// Use it where a test is done with a browser it only browsed with;
    /// a test that checks the browser's own processes or startup calls
    /// ``quit()``.
    public func release() async {
        guard uses < BrowserPool.maximumUses, process.isRunning, await clean() else {
            await quit()
            return
        }
        // Idle, it takes no slot: the next test to start may have it.
        let slot = ticket
        ticket = nil
        let evicted = pool.keep(self)
        await slot?.release()
        await evicted?.quit()
    }

    /// A pooled browser launched with `options`, made ready for a new test
    /// (its viewport set); nil when none is, or none could be made ready.
    static func reused(_ options: BrowserPool.LaunchOptions, from pool: BrowserPool) async -> WebDriver? {
        while let driver = pool.take(options) {
            do {
                try await driver.setViewport(width: options.width, height: options.height)
                driver.uses += 1
                return driver
            } catch {
                await driver.quit()
            }
        }
        return nil
    }

    /// Ends chromedriver and the browser at once, without waiting (the
    /// process is exiting).
    func endNow() {
        kill(process.processIdentifier, SIGKILL)
        for pid in browserProcesses { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Leaves the browser as a new one would be for the next test: one new
    /// tab (no history, session storage or DevTools overrides: viewport,
    /// media, user agent, scripts), no cookies, no cache, no granted
    /// permissions, and no storage for the origins it visited. False when
    /// any step failed: the browser is then ended, not reused.
    private func clean() async -> Bool {
        do {
            let session = "/session/\(sessionID)"
            guard let old = try await request("GET", "\(session)/window/handles")["value"] as? [String] else { return false }
            let created = try await request("POST", "\(session)/window/new", ["type": "tab"])
            guard let tab = (created["value"] as? [String: Any])?["handle"] as? String else { return false }
            for handle in old {
                try await request("POST", "\(session)/window", ["handle": handle])
                try await request("DELETE", "\(session)/window")
            }
            try await request("POST", "\(session)/window", ["handle": tab])
            try await devTools("Network.clearBrowserCookies")
            try await devTools("Network.clearBrowserCache")
            try await devTools("Browser.resetPermissions")
            for origin in visitedOrigins {
                try await devTools("Storage.clearDataForOrigin", ["origin": origin, "storageTypes": "all"])
            }
            visitedOrigins.removeAll()
            return true
        } catch {
            return false
        }
    }
}
