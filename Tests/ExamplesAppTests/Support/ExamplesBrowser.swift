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
            await driver.quit()
            await server.stop()
            return result
        } catch {
            await driver.quit()
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
}
