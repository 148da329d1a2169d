@testable import BrowserBackend
@testable import BrowserServer
@testable import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import Testing

/// Every element's rectangle in the page, by view identifier.
private let rectsScript = """
    const out = [];
    for (const el of document.querySelectorAll('[data-ck-id]')) {
      if (el.closest('[style*="display: none"]')) continue;
      const r = el.getBoundingClientRect();
      out.push([Number(el.dataset.ckId), r.x, r.y, r.width, r.height]);
    }
    return out;
    """

@MainActor
@Suite("Browser backend in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct BrowserTests {
    /// Compares every visible server view's frame (in window coordinates) with its element's rectangle.
    func framesMatch(_ harness: BrowserHarness) async throws -> Int {
        let driver = try harness.requireDriver()
        let rects = try #require(try await driver.execute(rectsScript) as? [[Double]])
        let session = try #require(harness.session)
        var visible: [UInt64: CGRect] = [:]
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            visible[view.id.rawValue] = view.convert(view.bounds, to: nil)
            for child in view.subviews { visit(child) }
        }
        visit(session.window.rootView)
        var compared = 0
        for rect in rects {
            guard let frame = visible[UInt64(rect[0])] else { continue }
            let close = abs(frame.minX - rect[1]) <= 0.5 && abs(frame.minY - rect[2]) <= 0.5
                && abs(frame.width - rect[3]) <= 0.5 && abs(frame.height - rect[4]) <= 0.5
            #expect(close, "view \(Int(rect[0])): server \(frame), browser \(rect[1...])")
            compared += 1
        }
        return compared
    }

    func center(of identifier: String, _ harness: BrowserHarness) throws -> CGPoint {
        let session = try #require(harness.session)
        let (_, frame) = try #require(BrowserHarness.view(identifier, in: session))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("Quitting the driver ends every process of its browser, even when the session cannot be deleted")
    func quitEndsTheBrowser() async throws {
        let driver = try await WebDriver.start()
        #expect(!driver.browserProcesses.isEmpty)
        await driver.quit()
        try await Task.sleep(for: .milliseconds(200))
        #expect(driver.browserProcesses.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: driver.profile.path))
    }

    @Test("The screen loads and every element's frame equals the server's layout")
    func framesEqualLayout() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let compared = try await framesMatch(harness)
            #expect(compared > 30)
        }
    }

    @Test("A tap updates the component's state and the DOM follows")
    func tapChangesState() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let tap = try center(of: "tap", harness)
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 2'", "the count to reach 2")
        }
    }

    @Test("Scrolling the long list mounts new cells on the server and in the page")
    func scrollMountsCells() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let list = try #require((harness.session?.contentView as? SampleRootView)?.list?.view)
            #expect(!list.indexPathsForMountedItems.contains([0, 60]))
            for _ in 0..<5 { try await driver.wheel(x: 200, y: 500, deltaY: 500) }
            try await driver.waitUntil("""
                const row = document.querySelector('[data-ck-identifier="row-60"]');
                if (!row) return false;
                const r = row.getBoundingClientRect();
                return r.bottom > 200 && r.top < 844;
                """, "row 60 to be shown")
            #expect(list.indexPathsForMountedItems.contains([0, 60]))
            // Five turns of 500 points, however fast they came: none of the distance is lost.
            let deadline = ContinuousClock.now + .seconds(5)
            while list.contentOffset.y < 2_500, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(list.contentOffset.y == 2_500)
            // Five more turns, one per frame, each before the server could answer the last.
            _ = try await driver.execute("""
                const target = document.elementFromPoint(200, 500);
                let left = 5;
                const turn = () => {
                  target.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
                  if (--left > 0) requestAnimationFrame(turn);
                };
                turn();
                """)
            let later = ContinuousClock.now + .seconds(5)
            while list.contentOffset.y < 3_000, ContinuousClock.now < later { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(100))
            #expect(list.contentOffset.y == 3_000)
            _ = try await framesMatch(harness)
        }
    }

    @Test("A viewport resize lays the screen out again at the new width")
    func resizeRelayouts() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            try await driver.setViewport(width: 600, height: 700)
            try await driver.waitUntil("""
                const row = document.querySelector('[data-ck-identifier="row-0"]');
                return !!row && Math.abs(row.getBoundingClientRect().width - 600) < 0.5;
                """, "rows 600 points wide")
            #expect(harness.session?.window.size == CGSize(width: 600, height: 700))
            _ = try await framesMatch(harness)
        }
    }

    @Test("A client that reconnects gets its session back, fully re-mounted")
    func reconnectRestores() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let tap = try center(of: "tap", harness)
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "the first tap")
            let id = try #require(harness.session?.id)
            _ = try await driver.execute("window.__ck.socket.close();")
            try await driver.waitUntil("return window.__ck.resets >= 2 && window.__ck.connected", "the reconnect")
            #expect(harness.session?.id == id)
            #expect(harness.server.sessions.count == 1)
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "the restored count")
            _ = try await framesMatch(harness)
        }
    }

    @Test("A reset keeps keyboard focus: the focused button is focused again in the rebuilt page and on the server; Enter taps it")
    func reconnectKeepsFocus() async throws {
        try await BrowserHarness.with() { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let onButton = "const e = document.activeElement.closest('[data-ck-identifier]'); return !!e && e.dataset.ckIdentifier === 'tap';"
            try await driver.press("Tab")
            try await driver.waitUntil(onButton, "Tab to reach the button")
            let session = try #require(harness.session)
            try await BrowserHarness.waitForServer(timeout: .seconds(10)) { session.window.firstResponder?.accessibilityIdentifier == "tap" }
            // A reset on the live connection (what a client that fell behind gets), then one after a reconnect.
            session.send(session.nextResetMessage())
            try await driver.waitUntil("return window.__ck.resets >= 2", "the reset")
            try await driver.waitUntil(onButton, "focus back on the button after the reset")
            try await Task.sleep(for: .milliseconds(200))
            #expect(session.window.firstResponder?.accessibilityIdentifier == "tap", "the server was not told of a blur")
            _ = try await driver.execute("window.__ck.socket.close();")
            try await driver.waitUntil("return window.__ck.resets >= 3 && window.__ck.connected", "the reconnect")
            try await driver.waitUntil(onButton, "focus back on the button")
            try await Task.sleep(for: .milliseconds(200))
            #expect(session.window.firstResponder?.accessibilityIdentifier == "tap", "the server was not told of a blur")
            try await driver.press("Enter")
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "Enter to tap the button")
        }
    }

    @Test("After the grace period, a returning client starts a fresh session")
    func expiredSessionStartsAfresh() async throws {
        try await BrowserHarness.with(gracePeriod: .milliseconds(200)) { harness in
            try await harness.load()
            let driver = try harness.requireDriver()
            let first = try #require(harness.session?.id)
            _ = try await driver.execute("window.__ck.socket.onclose = null; window.__ck.socket.close();")
            try await Task.sleep(for: .milliseconds(400))
            harness.server.sessions.expireSessions()
            #expect(harness.server.sessions.count == 0)
            _ = try await driver.execute("window.__ck.reconnect();")
            try await driver.waitUntil("""
                return document.querySelector('meta[name="ck-session"]').content !== arguments[0] && window.__ck.connected
                """.replacingOccurrences(of: "arguments[0]", with: "'\(first)'"), "a fresh session")
            #expect(harness.session?.id != first)
            #expect(harness.server.sessions.count == 1)
        }
    }

    @Test("An XSS payload in a label and in an image URL never executes")
    func xssNeverExecutes() async throws {
        let payload = "<img src=x onerror=\"window.__xss=1\"><script>window.__xss=3</script>"
        let harness = try await BrowserHarness.start(note: payload, imageURL: URL(string: "javascript:window.__xss=2"))
        defer { Task { await harness.stop() } }
        try await harness.load()
        let driver = try harness.requireDriver()
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await driver.execute("return window.__xss === undefined") as? Bool == true)
        #expect(try await driver.execute("return document.querySelector('[data-ck-identifier=\"note\"]').textContent") as? String == payload)
        #expect(try await driver.execute("return document.querySelectorAll('script').length") as? Int == 1)
        #expect(try await driver.execute("return Array.from(document.images).every(i => !i.src || i.src.startsWith(location.origin + '/img/'))") as? Bool == true)
    }

    @Test("A malformed message closes only its own session")
    func malformedMessageClosesOnlyItsSession() async throws {
        try await BrowserHarness.with(additionalOrigins: [BrowserHarness.nativeClientOrigin]) { harness in
            try await harness.load()
            let (other, token) = try await harness.openSession()
            #expect(harness.server.sessions.count == 2)
            // A raw client, so what the server sends (and when it hangs up) is read exactly.
            let port = harness.port
            let close = try await RawSocket.blocking {
                let socket = try RawSocket(port: port)
                let leftover = try socket.upgrade(path: "/ws?session=\(other)", port: port, origin: "http://127.0.0.1:\(port)")
                try socket.authenticate(token: token)
                try socket.sendText("{oops")
                return socket.readFrames(after: leftover, timeout: 10).frames.last?.closeCode
            }
            #expect(close == 1008)
            #expect(harness.server.sessions.session(withID: other) == nil)
            #expect(harness.server.sessions.count == 1)
            let driver = try harness.requireDriver()
            let tap = try center(of: "tap", harness)
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.waitUntil(
                "return document.querySelector('[data-ck-identifier=\"count\"]').textContent === 'Count: 1'", "the page to still work")
        }
    }

    @Test("A WebSocket from a foreign Origin is refused; an allowed one is served")
    func foreignOriginRefused() async throws {
        try await BrowserHarness.with(browser: false) { harness in
            let (session, _) = try await harness.newSessionCredentials()
            // The client library sends Origin ws://127.0.0.1, which this server does not allow.
            await #expect(throws: (any Error).self) {
                try await WebSocketClient.connect(url: harness.socketURL(session: session),
                                                  logger: Logger(label: "test.client")) { _, _, _ in }
            }
            // A refused WebSocket opens no session.
            #expect(harness.server.sessions.session(withID: session) == nil)
        }
        try await BrowserHarness.with(browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin]) { harness in
            let (session, token) = try await harness.newSessionCredentials()
            let received = Recorder<String>()
            try await WebSocketClient.connect(url: harness.socketURL(session: session),
                                              configuration: .init(maxFrameSize: 1 << 22),
                                              logger: Logger(label: "test.client")) { inbound, outbound, _ in
                try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
                for try await message in inbound.messages(maxSize: 1 << 20) {
                    if case let .text(text) = message { received.append(text) }
                    break
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
            #expect(received.values.first?.hasPrefix(#"{"t":"reset""#) == true)
        }
    }
}
