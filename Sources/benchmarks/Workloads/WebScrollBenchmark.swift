import BrowserBackend
import BrowserServer
import BrowserTesting
import ExamplesApp
import Foundation
import Logging

/// `benchmarks web.scroll`: the examples app's quotes feed in headless
/// Chromium, flung through 2,000 items. Every frame (60 Hz) the page moves
/// the list's scroll offset on by `step` points, as a fling does; the page
/// sends the offsets to the server, which mounts rows and loads pages (20 at
/// a time, 50 ms each). Measured in the page: the share of frames in which
/// part of the visible rows area has no row (a row not yet in the DOM;
/// space past the last loaded item, where the loading footer is, does not
/// count), and for each frame that showed a gap, how long until it was
/// filled. Measured in the server process: CPU time per screen scrolled.
@MainActor
enum WebScrollBenchmark {
    static let items = 2_000
    /// Points per frame: 60 (3,600 points a second) by default; the
    /// `WEB_SCROLL_STEP` environment variable sets another, to see the
    /// measure find gaps when the fling outruns the working range.
    static let step = ProcessInfo.processInfo.environment["WEB_SCROLL_STEP"].flatMap(Int.init).map { Swift.min(5_000, Swift.max(1, $0)) } ?? 60

    static func run() async throws -> [String] {
        guard WebDriver.isAvailable else { return ["web.scroll: skipped, needs Debian's chromium and chromium-driver"] }
        var logger = Logger(label: "benchmark.web-scroll")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0), library: try .samples(),
                                         feed: FeedSettings(delay: .milliseconds(50), failingPageInterval: 0), logger: logger)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let driver = try await WebDriver.start(framePacing: true)
        do {
            let lines = try await measure(driver, port: port)
            await driver.quit()
            return lines
        } catch {
            await driver.quit()
            throw error
        }
    }

    private static func measure(_ driver: WebDriver, port: Int) async throws -> [String] {
        try await driver.navigate(to: "http://127.0.0.1:\(port)/feed")
        try await driver.waitUntil("return !!document.querySelector('[role=list] [role=listitem]')", timeout: .seconds(60), "the feed")
        let cpuBefore = processCPUSeconds()
        _ = try await driver.execute(script)
        try await driver.waitUntil("return window.__scroll && window.__scroll.done", timeout: .seconds(600), "the fling through \(items) items")
        let cpu = processCPUSeconds() - cpuBefore
        // JSON numbers arrive as Int or Double, as they happen to be written.
        func number(_ value: Any?) -> Double? { (value as? Double) ?? (value as? Int).map(Double.init) }
        guard let result = try await driver.execute("return window.__scroll") as? [String: Any],
              let frames = number(result["frames"]), let blank = number(result["blank"]),
              let gaps = (result["gaps"] as? [Any])?.compactMap(number), let latencies = (result["latencies"] as? [Any])?.compactMap(number),
              let highest = number(result["highest"]), let rowHeight = number(result["rowHeight"]),
              let height = number(result["height"]), height > 0, frames > 0
        else { throw WebPages.Missing() }
        let screens = Swift.max(1, highest * rowHeight / height)
        let sorted = latencies.sorted()
        let gapsSorted = gaps.sorted()
        func percentile(_ p: Double, of sorted: [Double]) -> Double {
            sorted.isEmpty ? 0 : sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * p))]
        }
        let blankShare = blank / frames * 100
        return [
            "web.scroll  \(Int(frames)) frames, a \(step)-point wheel event each, through \(Int(highest)) quotes "
                + "(\(Int(screens)) screens of \(Int(height)) points): \(Int(blank)) frames with a gap in the rows "
                + "(\(BenchmarkRunner.format(blankShare, digits: 2))%, goal ≤ 1%), \(gapsSorted.count) gaps, filled after p99 "
                + "\(BenchmarkRunner.format(percentile(0.99, of: gapsSorted), digits: 1)) ms; wheel event to the DOM updated: "
                + "p50 \(BenchmarkRunner.format(percentile(0.5, of: sorted), digits: 1)) ms, p99 \(BenchmarkRunner.format(percentile(0.99, of: sorted), digits: 1)) ms "
                + "(goal p99 ≤ 16.7 ms); server CPU \(BenchmarkRunner.format(cpu / screens * 1_000, digits: 2)) ms per screen scrolled",
        ]
    }

    /// CPU seconds this process (the server) has used, user and system.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// The page's side: flings the list, checks every frame for gaps.
    private static let script = """
        // The scroll view: the nearest ancestor of a row the client scrolls (wheel events go to it).
        let list = document.querySelector('[role=list] [role=listitem]');
        while (list && !(list.dataset && list.dataset.ckKind === 'collection')) list = list.parentElement;
        if (!list) list = document.querySelector('[role=list]');
        const state = { frames: 0, blank: 0, gaps: [], latencies: [], rowHeight: 0, highest: 0,
                        height: list.getBoundingClientRect().height, done: false };
        window.__scroll = state;
        let gapSince = null;
        let pendingWheel = null;
        new MutationObserver(() => {
          if (pendingWheel !== null) { state.latencies.push(performance.now() - pendingWheel); pendingWheel = null; }
        }).observe(list, { subtree: true, childList: true, attributes: true });
        function visibleRows(view) {
          return [...list.querySelectorAll('[role=listitem]')]
            .map(e => ({ r: e.getBoundingClientRect(), p: +e.getAttribute('aria-posinset'), n: +e.getAttribute('aria-setsize') }))
            .filter(x => x.r.height > 0 && x.r.bottom > view.top && x.r.top < view.bottom)
            .sort((a, b) => a.r.top - b.r.top);
        }
        function hasGap(view, rows) {
          if (rows.length === 0) return true;
          if (rows[0].r.top > view.top + 1 && rows[0].p > 1) return true;
          for (let i = 1; i < rows.length; i++) { if (rows[i].r.top > rows[i - 1].r.bottom + 1 && rows[i].p !== rows[i - 1].p + 1) return true; }
          const last = rows[rows.length - 1];
          return last.r.bottom < view.bottom - 1 && last.p < last.n;
        }
        function frame(now) {
          state.frames++;
          const view = list.getBoundingClientRect();
          const rows = visibleRows(view);
          if (hasGap(view, rows)) {
            state.blank++;
            if (gapSince === null) gapSince = now;
          } else if (gapSince !== null) {
            state.gaps.push(now - gapSince);
            gapSince = null;
          }
          if (rows.length) {
            state.highest = Math.max(state.highest, rows[rows.length - 1].p);
            const span = rows.reduce((sum, x) => sum + x.r.height, 0) / rows.length;
            state.rowHeight = state.rowHeight ? (state.rowHeight * 0.95 + span * 0.05) : span;
          }
          if (state.highest >= \(items) || state.frames > 60 * 600) { state.done = true; return; }
          const x = view.left + view.width / 2, y = view.top + view.height / 2;
          if (pendingWheel === null) pendingWheel = performance.now();
          list.dispatchEvent(new WheelEvent('wheel', { deltaY: \(step), clientX: x, clientY: y, bubbles: true, cancelable: true }));
          requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
        """
}
