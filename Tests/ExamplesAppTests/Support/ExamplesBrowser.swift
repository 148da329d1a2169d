import BrowserBackend
import BrowserServer
import BrowserTesting
@testable import ExamplesApp
import Foundation
import Logging
import Testing

/// The examples server and a headless Chromium, started together for a
/// browser test and stopped together whatever the test does.
@MainActor
enum ExamplesBrowser {
    /// Runs `body` with a started examples server (quiet logs, the quotes
    /// feed's source as `feed` says) and a browser of `width`×`height` CSS
    /// pixels at `scale`.
    static func with<Result>(
        configuration: BrowserServer.Configuration = .init(port: 0), catalogDelay: Duration = .zero, feed: FeedSettings = FeedSettings(),
        width: Int = 390, height: Int = 844, scale: Double = 1,
        _ body: (_ server: BrowserServer, _ port: Int, _ driver: WebDriver) async throws -> Result
    ) async throws -> Result {
        var logger = Logger(label: "test.examples")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: configuration, library: try .samples(), catalogDelay: catalogDelay, feed: feed,
                                          logger: logger)
        let port = try await server.start()
        let driver: WebDriver
        do {
            driver = try await WebDriver.start(width: width, height: height, scale: scale)
        } catch {
            await server.stop()
            throw error
        }
        do {
            let result = try await body(server, port, driver)
            await driver.release()
            await server.stop()
            return result
        } catch {
            await driver.release()
            await server.stop()
            throw error
        }
    }

    /// Presses Tab (at most `presses` times) until the view with
    /// `identifier`, or a view inside it, has focus.
    static func tab(to identifier: String, _ driver: WebDriver, presses: Int = 12) async throws {
        for _ in 0..<presses {
            try await driver.press("Tab")
            let focused = try await driver.execute("return document.activeElement.closest('[data-ck-identifier]')?.dataset.ckIdentifier")
            if focused as? String == identifier { return }
        }
        Issue.record("Tab did not reach \(identifier)")
    }

    /// Clicks the middle of the view with `identifier` once it is shown,
    /// turning the wheel first when it is below the fold (under the tab bar).
    static func tap(_ identifier: String, _ driver: WebDriver) async throws {
        try await scrollIntoView(identifier, driver)
        let point = try await driver.center(of: "[data-ck-identifier=\"\(identifier)\"]")
        try await driver.click(x: point.x, y: point.y)
    }

    /// Waits for the view with `identifier` to be shown and turns the wheel
    /// over its scroll view until it is above the tab bar, as a person
    /// would (a script's `scrollIntoView` would move the page's copy alone).
    static func scrollIntoView(_ identifier: String, _ driver: WebDriver) async throws {
        try await driver.waitUntil(ExamplesBrowserTests.shown(identifier), "\(identifier) to be shown")
        // Below the fold (under the tab bar) a click would land on something else: scrolled into view first, by the wheel.
        let selector = "[data-ck-identifier=\"\(identifier)\"]"
        let overhang = """
            const bar = document.querySelector('[data-ck-identifier="tabbar"]');
            const element = document.querySelector(\(String(reflecting: selector)));
            if (bar && bar.contains(element)) return 0;
            return element.getBoundingClientRect().bottom - (bar ? bar.getBoundingClientRect().top : innerHeight);
            """
        if let below = try await driver.execute(overhang) as? Double, below > 0 {
            let start = try await driver.center(of: selector)
            try await driver.wheel(x: start.x, y: start.y - below - 40, deltaY: below + 16)
            try await driver.waitUntil("return (() => { \(overhang) })() <= 0",
                                       "\(identifier) scrolled into view")
        }
    }
}
