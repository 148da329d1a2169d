@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Testing

/// The page's side of credentials and eviction, in Chromium: its WebSocket
/// URL holds nothing secret, it confirms the reconnect token it gets and
/// keeps its visitor pass as a cookie, and a session ended to make room
/// says so with a Reload button a keyboard reaches.
@MainActor
@Suite("Credentials and eviction in headless Chromium", .enabled(if: WebDriver.isAvailable, "chromium or chromedriver is not installed"))
struct CredentialsBrowserTests {
    @Test("The socket's URL has no token; the page confirms its reconnect token; a tap earns the ck_pass cookie")
    func credentialsStayOutOfTheURL() async throws {
        try await BrowserHarness.with { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let url = try #require(try await driver.execute("return __ck.socket.url") as? String)
            let ticket = try #require(try await driver.execute("return document.querySelector('meta[name=ck-token]').content") as? String)
            let sessionID = try #require(try await driver.execute("return document.querySelector('meta[name=ck-session]').content") as? String)
            #expect(url.contains("session=\(sessionID)") && !url.contains("token") && !url.contains(ticket), "\(url)")
            let session = try #require(harness.server.sessions.session(withID: sessionID))
            // The page confirmed the token its first reset carried: the ticket opens nothing any more.
            try await BrowserHarness.waitForServer(timeout: .seconds(30)) { !session.admits(ticket) }
            #expect(!session.admits(ticket))
            #expect(try await driver.execute("return document.cookie") as? String == "", "no pass before any input")
            let tap = try await driver.center(of: "[data-ck-identifier=\"tap\"]")
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.waitUntil("return document.cookie.startsWith('ck_pass=')", timeout: .seconds(30), "the visitor pass")
            let cookie = try #require(try await driver.execute("return document.cookie") as? String)
            #expect(harness.server.visitorPasses.validPass(inCookies: [cookie]))
        }
    }

    @Test("A session ended to make room shows a notice; its Reload button has focus and Enter reloads into a new session")
    func evictedPageOffersAReload() async throws {
        try await BrowserHarness.with { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let sessionID = try #require(try await driver.execute("return document.querySelector('meta[name=ck-session]').content") as? String)
            let session = try #require(harness.server.sessions.session(withID: sessionID))
            session.close(farewell: SessionRegistry.evictedFarewell)
            harness.server.registry.remove(session)
            try await driver.waitUntil("return !!document.querySelector('.ck-notice[role=alert] button')", timeout: .seconds(30), "the notice")
            let focused = try await driver.focusedElement()
            #expect(focused.role == "button" && focused.name == "Reload", "\(focused)")
            let text = try await driver.execute("return document.querySelector('.ck-notice').textContent") as? String
            #expect(text?.contains("closed to make room") == true)
            try await driver.press("Enter")
            try await driver.waitUntil(
                "return !document.querySelector('.ck-notice') && document.querySelector('meta[name=ck-session]').content !== '\(sessionID)'"
                    + " && window.__ck && __ck.resets > 0", timeout: .seconds(60), "the reload into a new session")
        }
    }
}
