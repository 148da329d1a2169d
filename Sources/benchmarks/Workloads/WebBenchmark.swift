import BrowserBackend
import BrowserServer
import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging

/// `benchmarks web.`: the browser backend with 100 active sessions. Measures
/// tap → DOM-updated latency in headless Chromium (from the page's pointerup
/// to the count label's DOM change), bytes per update, and server memory
/// per idle session.
@MainActor
enum WebBenchmark {
    static let sessions = 100
    static let taps = 200
    /// Sessions made (and left idle) before memory is measured.
    static let warmUpSessions = 20

    static func run() async throws -> [String] {
        guard WebDriver.isAvailable else { return ["web: skipped, needs Debian's chromium and chromium-driver"] }
        var logger = Logger(label: "benchmark.web")
        logger.logLevel = .critical
        // Every session comes from this one address, so the per-address limit is lifted.
        let limits = BrowserServer.Limits(maximumSessionsPerAddress: 1_000)
        let server = BrowserServer(configuration: .init(port: 0, additionalOrigins: ["ws://127.0.0.1"], reconnectGracePeriod: .seconds(600),
                                                        limits: limits),
                                   logger: logger) { _ in
            SampleRootView(note: "Benchmark", includesList: false)
        }
        let port = try await server.start()
        defer { Task { await server.stop() } }

        // Server memory per idle session: resident size before and after 100 more sessions. The first
        // sessions also pay once for the process (fonts and glyph caches, allocator arenas, code paths):
        // that is reported apart, from a warm-up batch, so the figure is what one more session costs.
        let start = ProcessMemory.residentBytes()
        for _ in 0..<warmUpSessions { _ = try await newSession(port: port) }
        let before = ProcessMemory.residentBytes()
        var credentials: [(String, String)] = []
        for _ in 0..<sessions { credentials.append(try await newSession(port: port)) }
        let idle = (ProcessMemory.residentBytes() - before) / sessions
        let warmUp = (before - start) / warmUpSessions

        // Keep the 100 sessions active: connected, each tapping twice a second.
        let tap = try center(of: "tap", in: try WebPages.require(server.sessions.allSessions.first))
        let others = credentials
        let load = Task.detached {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (session, token) in others {
                    group.addTask { try await tapForever(port: port, session: session, token: token, at: tap) }
                }
                try await group.waitForAll()
            }
        }
        defer { load.cancel() }

        let paced = try await measureTaps(port: port, server: server, at: tap, framePacing: true)
        let unpaced = try await measureTaps(port: port, server: server, at: tap, framePacing: false)
        return [
            BenchmarkRunner.line("web.tap-p50", paced.latencies.count, paced.percentile(0.5), paced.percentile(0.5) * 1e6),
            BenchmarkRunner.line("web.tap-p99", paced.latencies.count, paced.percentile(0.99), paced.percentile(0.99) * 1e6),
            BenchmarkRunner.line("web.tap-unpaced-p50", unpaced.latencies.count, unpaced.percentile(0.5), unpaced.percentile(0.5) * 1e6),
            BenchmarkRunner.line("web.tap-unpaced-p99", unpaced.latencies.count, unpaced.percentile(0.99), unpaced.percentile(0.99) * 1e6),
            "  \(sessions) other sessions tapping twice a second at random phases; \(paced.bytesPerUpdate) bytes per update; "
                + "server memory per idle session \(idle / 1024) KB (the first \(warmUpSessions): \(warmUp / 1024) KB each, start-up included)",
            "  paced: chromium at 60 Hz, whose scheduler holds messages that follow an input until the next frame; "
                + "unpaced: frame-rate limit off, the server's and the page's own latency",
        ]
    }

    /// Loads the page in a new chromium, taps `taps` times and reads the
    /// latency from each pointerup to the count label's DOM change.
    private static func measureTaps(port: Int, server: BrowserServer, at tap: CGPoint, framePacing: Bool) async throws -> WebPages.Latencies {
        let driver = try await WebDriver.start(framePacing: framePacing)
        do {
            let result = try await measureTaps(with: driver, port: port, server: server, at: tap)
            await driver.quit()
            return result
        } catch {
            await driver.quit()
            throw error
        }
    }

    private static func measureTaps(with driver: WebDriver, port: Int, server: BrowserServer, at tap: CGPoint)
        async throws -> WebPages.Latencies
    {
        // The page's session is the one that was not there before it loaded.
        let known = Set(server.sessions.allSessions.map(\.id))
        try await driver.navigate(to: "http://127.0.0.1:\(port)/")
        try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"count\"]')", "the page")
        _ = try await driver.execute("""
            window.__latencies = []; let upAt = 0;
            window.addEventListener('pointerup', () => { upAt = performance.now(); }, true);
            const label = document.querySelector('[data-ck-identifier="count"]');
            new MutationObserver(() => { if (upAt) { window.__latencies.push(performance.now() - upAt); upAt = 0; } })
              .observe(label, { subtree: true, childList: true, characterData: true });
            """)
        let page = try WebPages.require(server.sessions.allSessions.first { $0.isConnected && !known.contains($0.id) })
        let bytesBefore = page.bytesSent
        for index in 1...taps {
            try await driver.click(x: tap.x, y: tap.y)
            try await driver.waitUntil("return window.__latencies.length >= \(index)", "tap \(index)")
        }
        let latencies = (try await driver.execute("return window.__latencies") as? [Double] ?? []).sorted()
        return WebPages.Latencies(latencies: latencies, bytesPerUpdate: (page.bytesSent - bytesBefore) / taps)
    }

    private static func center(of identifier: String, in session: BrowserSession) throws -> CGPoint {
        let view = try WebPages.require(session.window.rootView.subtree.first { $0.accessibilityIdentifier == identifier })
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Loads the page and opens its session (sessions are made when the
    /// page's WebSocket connects), then leaves it idle.
    private static func newSession(port: Int) async throws -> (String, String) {
        let (session, token) = try await WebPages.credentials(port: port)
        try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/ws?session=\(session)", configuration: .init(maxFrameSize: 1 << 22),
            logger: Logger(label: "benchmark.client")
        ) { inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            for try await _ in inbound.messages(maxSize: 1 << 22) { break }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return (session, token)
    }

    private nonisolated static func tapForever(port: Int, session: String, token: String, at point: CGPoint) async throws {
        try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/ws?session=\(session)", configuration: .init(maxFrameSize: 1 << 22),
            logger: Logger(label: "benchmark.client")
        ) { inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for try await _ in inbound {} }
                var time = 1.0
                // People do not tap in step: each client starts at its own point of the half second.
                try await Task.sleep(for: .milliseconds(Int.random(in: 0..<500)))
                while !Task.isCancelled {
                    for phase in ["down", "up"] {
                        try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":\#(time * 1000),"id":0}"#))
                        time += 0.05
                    }
                    try await Task.sleep(for: .milliseconds(500))
                }
                group.cancelAll()
            }
        }
    }

}
