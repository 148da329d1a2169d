@testable import BrowserBackend
import BrowserTesting
import Foundation
import Testing
import ViewTree

/// A photo-sized view with a pinch recognizer that keeps the last scale.
@MainActor
private final class PinchableView: View {
    private(set) var states: [GestureRecognizer.State] = []
    private(set) var scale: CGFloat = 1

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        let photo = View(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        photo.backgroundColor = .gray
        photo.accessibilityIdentifier = "photo"
        photo.accessibilityLabel = "Photo"
        photo.addGestureRecognizer(PinchGestureRecognizer { [weak self] recognizer in
            guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
            states.append(pinch.state)
            scale = pinch.scale
        })
        try? addSubview(photo)
    }
}

@MainActor
@Suite("Pinching in headless Chromium", .serialized, .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct PinchBrowserTests {
    @Test("Two touches moving apart pinch the view on the server, both touches' moves reaching it in the same frames")
    func twoTouchesPinch() async throws {
        try await BrowserHarness.with(content: { PinchableView() }) { harness in
            let driver = try harness.requireDriver()
            try await driver.navigate(to: harness.url)
            try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"photo\"]')", "the photo")
            func touch(_ type: String, _ points: [(Double, Double)]) async throws {
                _ = try await driver.devTools("Input.dispatchTouchEvent", [
                    "type": type,
                    "touchPoints": points.enumerated().map { index, point in ["x": point.0, "y": point.1, "id": index] },
                ])
            }
            // The photo spans 20–320 × 20–220 in the page; its centre row is y = 120.
            try await touch("touchStart", [(120, 120)])
            try await touch("touchStart", [(120, 120), (220, 120)])
            for step in 1...5 {
                let spread = Double(step) * 10
                try await touch("touchMove", [(120 - spread, 120), (220 + spread, 120)])
            }
            try await touch("touchEnd", [])
            // 60 s: the main actor can be busy for many seconds in a loaded full run (a fresh-clone CI once took longer than 20).
            try await BrowserHarness.waitForServer(timeout: .seconds(60)) {
                (harness.session?.contentView as? PinchableView)?.states.last == .ended
            }
            let view = try #require(harness.session?.contentView as? PinchableView)
            #expect(view.states.first == .began && view.states.last == .ended)
            #expect(abs(view.scale - 2) < 0.01, "from 100 points apart to 200: scale \(view.scale)")
        }
    }
}
