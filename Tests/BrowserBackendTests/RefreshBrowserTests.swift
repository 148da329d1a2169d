@testable import BrowserBackend
import BrowserTesting
import Foundation
import Testing
@testable import ViewTree

/// A tall scroll view with a refresh control that ends each refresh on the next turn.
@MainActor
private final class RefreshableView: View {
    let scroll = ScrollView()
    private(set) var refreshes = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 3_000))
        content.backgroundColor = Color(white: 0.95)
        try? scroll.addSubview(content)
        scroll.refreshControl = RefreshControl { [weak self] control in
            self?.refreshes += 1
            Task { @MainActor in control.endRefreshing() }
        }
        try? addSubview(scroll)
    }

    override func layoutSubviews() {
        scroll.frame = bounds
    }
}

@MainActor
@Suite("Pull to refresh in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct RefreshBrowserTests {
    @Test("Dragging the content down past the top with the mouse refreshes; Tab reaches the Refresh button and Enter refreshes")
    func mouseAndKeyboard() async throws {
        try await BrowserHarness.with(content: { RefreshableView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-kind=\"scroll\"]')", timeout: .seconds(30), "the scroll view")
            let view = try #require(harness.session?.contentView as? RefreshableView)
            try await driver.drag(from: (200, 100), to: (200, 300), steps: 10)
            try await BrowserHarness.waitForServer(timeout: .seconds(20)) { view.refreshes == 1 && view.scroll.refreshControl?.isRefreshing == false }
            #expect(view.refreshes == 1)
            #expect(view.scroll.contentOffset.y == 0, "back at the top once the refresh ended")

            try await driver.press("Tab")
            try await driver.waitUntil("return document.activeElement && document.activeElement.getAttribute('aria-label') === 'Refresh'",
                                       timeout: .seconds(30), "the Refresh button to take focus")
            try await driver.press("Enter")
            try await BrowserHarness.waitForServer(timeout: .seconds(20)) { view.refreshes == 2 }
            #expect(view.refreshes == 2)
        }
    }

    @Test("Turning the wheel up at the top refreshes after two notches; one notch does not")
    func wheelOverscroll() async throws {
        try await BrowserHarness.with(content: { RefreshableView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-kind=\"scroll\"]')", timeout: .seconds(30), "the scroll view")
            let view = try #require(harness.session?.contentView as? RefreshableView)
            // Wheel events as the browser reports them, dispatched in one go so a loaded machine cannot space them out.
            func notches(_ count: Int) async throws {
                _ = try await driver.execute("""
                    const el = document.querySelector('[data-ck-kind="scroll"]');
                    for (let i = 0; i < \(count); i++) {
                      el.dispatchEvent(new WheelEvent('wheel', { deltaY: -120, clientX: 200, clientY: 300, bubbles: true, cancelable: true }));
                    }
                    """)
            }
            try await notches(1)
            try await BrowserHarness.waitForServer(timeout: .seconds(10)) { view.scroll.refreshControl?.pullProgress ?? 0 > 0 }
            #expect(view.refreshes == 0)
            // The one notch lets go after its window; two together refresh.
            try await BrowserHarness.waitForServer(timeout: .seconds(10)) { view.scroll.refreshControl?.pullProgress == 0 }
            #expect(view.refreshes == 0)
            try await notches(2)
            try await BrowserHarness.waitForServer(timeout: .seconds(10)) { view.refreshes == 1 }
            #expect(view.refreshes == 1)
        }
    }
}
