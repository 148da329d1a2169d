import BrowserServer
import BrowserTesting
import ExamplesApp
import Foundation
import Logging

/// `benchmarks web.slider`: the Settings screen's voice volume slider
/// dragged in headless Chromium at 60 Hz. Measures each pointer move until
/// both the slider's value and the label bound to it ("Voice volume: 42%")
/// have changed in the DOM.
@MainActor
enum WebSliderBenchmark {
    static let moves = 200

    static func run() async throws -> [String] {
        guard WebDriver.isAvailable else { return ["web.slider: skipped, needs Debian's chromium and chromium-driver"] }
        var logger = Logger(label: "benchmark.slider")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0, additionalOrigins: ["ws://127.0.0.1"]),
                                         library: try .samples(), logger: logger)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let driver = try await WebDriver.start(framePacing: true)
        do {
            let result = try await measure(with: driver, port: port)
            await driver.quit()
            return [
                BenchmarkRunner.line("web.slider-drag-p50", result.latencies.count, result.percentile(0.5), result.percentile(0.5) * 1e6),
                BenchmarkRunner.line("web.slider-drag-p99", result.latencies.count, result.percentile(0.99), result.percentile(0.99) * 1e6),
                "  each move is 6 CSS pixels along the slider (turning back at its ends), its value and the label bound to it "
                    + "changed in the DOM; frames paced at 60 Hz",
            ]
        } catch {
            await driver.quit()
            throw error
        }
    }

    private static func measure(with driver: WebDriver, port: Int) async throws -> WebPages.Latencies {
        try await driver.navigate(to: "http://127.0.0.1:\(port)/settings")
        let slider = "[data-ck-identifier=\"settings.volume\"]"
        try await driver.waitUntil("return !!document.querySelector('\(slider)')", "the Settings screen")
        _ = try await driver.execute("document.querySelector('\(slider)').scrollIntoView({block: 'center'})")
        // A move's latency ends at the first DOM change after which both the value and the label differ from theirs at the move.
        _ = try await driver.execute("""
            window.__latencies = []; let movedAt = 0, value = null, text = null;
            const slider = document.querySelector('\(slider)');
            const label = () => document.querySelector('[data-ck-identifier="settings.volume.value"]').textContent;
            window.addEventListener('pointermove', () => {
              if (movedAt) return;
              movedAt = performance.now(); value = slider.getAttribute('aria-valuenow'); text = label();
            }, true);
            new MutationObserver(() => {
              if (movedAt && slider.getAttribute('aria-valuenow') !== value && label() !== text) {
                window.__latencies.push(performance.now() - movedAt); movedAt = 0;
              }
            }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
            """)
        let box = try await driver.execute("""
            const r = document.querySelector('\(slider)').getBoundingClientRect(); return [r.x, r.y + r.height / 2, r.width];
            """) as? [Double] ?? []
        guard box.count == 3 else { throw WebDriver.Failure(description: "no volume slider") }
        let (left, y, width) = (box[0], box[1], box[2])
        // The thumb starts at 60%: press on it, then move along the track.
        var x = left + 15.5 + (width - 31) * 0.6
        try await driver.devTools("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        var direction = 1.0
        for index in 1...moves {
            if x + 6 * direction > left + width - 16 || x + 6 * direction < left + 16 { direction = -direction }
            x += 6 * direction
            try await driver.devTools("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1])
            try await driver.waitUntil("return window.__latencies.length >= \(index)", "move \(index)")
        }
        try await driver.devTools("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "buttons": 0, "clickCount": 1])
        let latencies = (try await driver.execute("return window.__latencies") as? [Double] ?? []).sorted()
        return WebPages.Latencies(latencies: latencies, bytesPerUpdate: 0)
    }
}
