import BrowserBackend
import BrowserServer
import BrowserTesting
import ExamplesApp
import Foundation
import HummingbirdWSClient
import Logging
import ViewTree

/// `benchmarks web.keystroke`: the examples app with 100 other sessions
/// searching their Photos screens twice a second. Measures a keystroke in
/// the page's Photos search field until the filtered list is in the DOM
/// (from the page's keydown to the list's DOM change), in headless
/// Chromium, paced (60 Hz) and unpaced.
@MainActor
enum WebKeystrokeBenchmark {
    nonisolated static let sessions = 100
    static let keystrokes = 200

    static func run() async throws -> [String] {
        guard WebDriver.isAvailable else { return ["web.keystroke: skipped, needs Debian's chromium and chromium-driver"] }
        var logger = Logger(label: "benchmark.keystroke")
        logger.logLevel = .critical
        // Every session comes from this one address, so the per-address limit is lifted.
        let limits = BrowserServer.Limits(maximumSessionsPerAddress: 1_000)
        let server = ExamplesServer.make(
            configuration: .init(port: 0, additionalOrigins: ["ws://127.0.0.1"], reconnectGracePeriod: .seconds(600), limits: limits),
            library: try .samples(), logger: logger)
        let port = try await server.start()
        defer { Task { await server.stop() } }

        let others = Task.detached {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<sessions { group.addTask { try await searchForever(port: port, server: server) } }
                try await group.waitForAll()
            }
        }
        defer { others.cancel() }
        // Let the other sessions open their Photos screens and start typing.
        try await Task.sleep(for: .seconds(3))
        let searching = server.sessions.allSessions.filter { $0.isConnected }.count
        let searchingPhotos = await MainActor.run {
            server.sessions.allSessions.filter { find("photos.search", in: $0.id, server: server) != nil }.count
        }

        let paced = try await measure(port: port, server: server, framePacing: true)
        let unpaced = try await measure(port: port, server: server, framePacing: false)
        return [
            BenchmarkRunner.line("web.keystroke-p50", paced.latencies.count, paced.percentile(0.5), paced.percentile(0.5) * 1e6),
            BenchmarkRunner.line("web.keystroke-p99", paced.latencies.count, paced.percentile(0.99), paced.percentile(0.99) * 1e6),
            BenchmarkRunner.line("web.keystroke-unpaced-p50", unpaced.latencies.count, unpaced.percentile(0.5),
                                 unpaced.percentile(0.5) * 1e6),
            BenchmarkRunner.line("web.keystroke-unpaced-p99", unpaced.latencies.count, unpaced.percentile(0.99),
                                 unpaced.percentile(0.99) * 1e6),
            "  paced, p50 / p99 in ms: \(paced.splitSummary)",
            "  unpaced, p50 / p99 in ms: \(unpaced.splitSummary)",
            "  \(searching) other sessions connected, \(searchingPhotos) of them typing into their Photos search twice a second; "
                + "\(paced.bytesPerUpdate) bytes per keystroke; each keystroke adds or deletes an \"m\", "
                + "which changes the list between 12 photos and the 5 that match",
        ]
    }

    private static func measure(port: Int, server: BrowserServer, framePacing: Bool) async throws -> WebPages.Latencies {
        let driver = try await WebDriver.start(framePacing: framePacing)
        do {
            let result = try await measure(with: driver, port: port, server: server)
            await driver.quit()
            return result
        } catch {
            await driver.quit()
            throw error
        }
    }

    private static func measure(with driver: WebDriver, port: Int, server: BrowserServer) async throws -> WebPages.Latencies {
        let known = Set(server.sessions.allSessions.map(\.id))
        try await driver.navigate(to: "http://127.0.0.1:\(port)/")
        try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"home.photos\"]')", "the home screen")
        let photos = try await driver.center(of: "[data-ck-identifier=\"home.photos\"]")
        try await driver.click(x: photos.x, y: photos.y)
        try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"photo-1\"]')", "the photos")
        let search = try await driver.center(of: "[data-ck-identifier=\"photos.search\"]")
        try await driver.click(x: search.x, y: search.y)
        try await driver.waitUntil("return document.activeElement.matches('[data-ck-identifier=\"photos.search\"] input')", "focus")
        // The list's DOM changes when cells are shown, hidden or moved; the
        // first change after a keydown ends that keystroke's latency.
        // Each latency is also split at the page's edit message and at the
        // arrival of the message that changed the list: the page's input
        // handling, the round trip (network and server), and the apply.
        _ = try await driver.execute("""
            window.__latencies = []; window.__splits = []; let downAt = 0, sentAt = 0, arrivedAt = 0;
            window.addEventListener('keydown', () => { downAt = performance.now(); sentAt = 0; }, true);
            const socket = window.__ck.socket, send = socket.send.bind(socket), receive = socket.onmessage;
            socket.send = (data) => { if (downAt && !sentAt && data.includes('"t":"edit"')) sentAt = performance.now(); send(data); };
            socket.onmessage = (event) => { arrivedAt = performance.now(); receive(event); };
            const photo = document.querySelector('[data-ck-identifier="photo-1"]');
            let list = photo; while (list && list.dataset.ckKind !== 'collection') list = list.parentElement;
            new MutationObserver(() => {
              if (!downAt) return;
              const now = performance.now();
              window.__latencies.push(now - downAt);
              if (sentAt) window.__splits.push([sentAt - downAt, arrivedAt - sentAt, now - arrivedAt]);
              downAt = 0;
            }).observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
            """)
        let page = try WebPages.require(server.sessions.allSessions.first { $0.isConnected && !known.contains($0.id) })
        let bytesBefore = page.bytesSent
        for index in 1...keystrokes {
            if index % 2 == 1 { try await driver.type("m") } else { try await driver.press("Backspace") }
            try await driver.waitUntil("return window.__latencies.length >= \(index)", "keystroke \(index)")
        }
        let latencies = (try await driver.execute("return window.__latencies") as? [Double] ?? []).sorted()
        let splits = try await driver.execute("return window.__splits") as? [[Double]] ?? []
        return WebPages.Latencies(latencies: latencies, bytesPerUpdate: (page.bytesSent - bytesBefore) / keystrokes,
                                  splits: splits)
    }

    /// The window-coordinate center of the visible view with `identifier`, and its identifier.
    private static func find(_ identifier: String, in sessionID: String, server: BrowserServer) -> (CGPoint, UInt64)? {
        guard let session = server.sessions.allSessions.first(where: { $0.id == sessionID }),
            let view = session.window.rootView.subtree.first(where: {
                $0.accessibilityIdentifier == identifier && !$0.isHidden && $0.superview?.isHidden == false
            })
        else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        return (CGPoint(x: frame.midX, y: frame.midY), view.id.rawValue)
    }

    /// One other session: loads the page, opens Photos, and types "m" and
    /// deletes it in the search field, twice a second.
    private nonisolated static func searchForever(port: Int, server: BrowserServer) async throws {
        let (session, token) = try await WebPages.credentials(port: port)
        try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/ws?session=\(session)", configuration: .init(maxFrameSize: 1 << 22),
            logger: Logger(label: "benchmark.client")
        ) { inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for try await _ in inbound {} }
                try await Task.sleep(for: .milliseconds(300))
                let home = try WebPages.require(await MainActor.run { find("home.photos", in: session, server: server) })
                for phase in ["down", "up"] {
                    try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(home.0.x),"y":\#(home.0.y),"ms":\#(phase == "up" ? 60 : 10),"id":0}"#))
                }
                var field: UInt64?
                while field == nil, !Task.isCancelled {
                    try await Task.sleep(for: .milliseconds(100))
                    field = await MainActor.run { find("photos.search", in: session, server: server)?.1 }
                }
                guard let field else { return }
                try await Task.sleep(for: .milliseconds(Int.random(in: 0..<500)))
                var sequence = 0
                while !Task.isCancelled {
                    sequence += 1
                    let text = sequence % 2 == 1 ? "m" : ""
                    try await outbound.write(.text(
                        #"{"t":"edit","v":\#(field),"q":\#(sequence),"text":"\#(text)","s":\#(text.count),"e":\#(text.count)}"#))
                    try await Task.sleep(for: .milliseconds(500))
                }
                group.cancelAll()
            }
        }
    }
}
