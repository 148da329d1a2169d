@testable import BrowserBackend
@testable import BrowserTesting
import Foundation
import Testing
import ViewTree

/// The page's side of issue 41's text input fixes: what it sends is
/// well-formed Unicode, and it hears and shows why the server refused a value.
@MainActor
@Suite("Text input limits in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct TextInputLimitBrowserTests {
    private static let name = #"[data-ck-identifier="name"] .ck-input"#

    private func withForm(_ body: (BrowserHarness, WebDriver) async throws -> Void) async throws {
        try await BrowserHarness.with(content: { FormTestView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('\(Self.name)')", "the form to load")
            try await body(harness, driver)
        }
    }

    /// Sets the name field's value by script (past its `maxlength`, or half
    /// an emoji), as a person's edit would be reported.
    private func setValue(_ script: String, _ driver: WebDriver) async throws {
        _ = try await driver.execute("""
            const input = document.querySelector('\(Self.name)');
            input.focus();
            input.value = \(script);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            """)
    }

    private func serverName(_ harness: BrowserHarness) throws -> TextInputView {
        let session = try #require(harness.session)
        return try #require(BrowserHarness.view("name", in: session)?.0 as? TextInputView)
    }

    @Test("Half an emoji in a value reaches the server as U+FFFD, and the session goes on")
    func loneSurrogateReplaced() async throws {
        try await withForm { harness, driver in
            try await setValue(#"'ok\uD83D'"#, driver)
            let deadline = ContinuousClock.now + .seconds(60)
            while try serverName(harness).text != "ok\u{FFFD}", harness.session?.isConnected == true, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(30))
            }
            #expect(try serverName(harness).text == "ok\u{FFFD}")
            let closed = try await driver.execute("return window.__ck.closedReason") as? String
            #expect(closed == nil, "the session was closed: \(closed ?? "")")
            try await setValue("'ok \\uD83D\\uDC4D'", driver)
            try await driver.waitUntil("return window.__ck.connected", timeout: .seconds(60), "the page to stay connected")
            let deadlineForPair = ContinuousClock.now + .seconds(60)
            while try serverName(harness).text != "ok 👍", ContinuousClock.now < deadlineForPair { try await Task.sleep(for: .milliseconds(30)) }
            #expect(try serverName(harness).text == "ok 👍", "a whole pair is sent as it is")
        }
    }

    @Test("A value past the input's limit is refused: the page shows the server's text again and keeps the reason")
    func overLimitValueCorrected() async throws {
        try await withForm { harness, driver in
            try await setValue("'kept'", driver)
            let deadline = ContinuousClock.now + .seconds(60)
            while try serverName(harness).text != "kept", ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(30)) }
            // The field's maximumLength is 300; a script is not held to maxlength, the server holds it.
            try await setValue("'x'.repeat(400)", driver)
            try await driver.waitUntil("return window.__ck.notices.length > 0", timeout: .seconds(60), "the server's notice")
            try await driver.waitUntil("return document.querySelector('\(Self.name)').value === 'kept'", timeout: .seconds(60),
                                       "the page to show the server's text again")
            let notice = try await driver.execute("return window.__ck.notices[0]") as? String
            #expect(notice == "a value of 400 UTF-16 units for text input \(try serverName(harness).id.rawValue) was refused: "
                + "its limit is 300 (it holds 4)")
            #expect(try serverName(harness).text == "kept")
            #expect(harness.session?.isConnected == true)
        }
    }
}
