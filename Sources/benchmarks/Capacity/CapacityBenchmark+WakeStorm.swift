import BrowserBackend
import BrowserTesting
import Foundation

extension CapacityBenchmark {
    /// A storm of wakes: `settings.storm` idle sessions on Home hibernate,
    /// then every one of them taps the Animals card within half a second
    /// (each wakes, then pushes Animals) while a newcomer, a quarter of a
    /// second in, opens a session of its own: how long the newcomer waited
    /// for its first screen, and the woken sessions' tap → update figures.
    static func measureWakeStorm(settings: Settings, examples: URL, generator folder: URL) async throws -> String {
        try await withServer(examples, maximumSessions: settings.storm + 100, grace: 30, hibernateAfter: settings.hibernateAfter,
                             generator: folder) { server, generator, port in
            let opened = Answer(try await generator.ask("open \(settings.storm) /"))
            // Checks start 40 a second.
            let hibernated = try await waitForHibernated(opened.int(1), port: port,
                                                         within: settings.hibernateAfter + opened.int(1) / 20 + 60)
            let card = try CapacityTapPoints.homeAndBack()[0]
            let clock = ContinuousClock()
            let cpuBefore = ChildProcess.cpuSeconds(ofProcess: server.id)
            let stormStart = clock.now
            async let storm = generator.ask("storm \(opened.int(1)) 0.5 \(card.x),\(card.y) 300")
            try await Task.sleep(for: .milliseconds(250))
            let newcomer = try await firstScreen(port: port)
            let taps = Answer(try await storm)
            let over = clock.now - stormStart
            let cpu = ChildProcess.cpuSeconds(ofProcess: server.id) - cpuBefore
            return "web.capacity.storm \(hibernated) hibernated Home sessions tap the Animals card within 0.5 s: "
                + "a newcomer's first screen after \(milliseconds(newcomer)) ms; \(taps.int(1)) taps answered "
                + "(p50 \(taps.text(2).prefix(7)) ms, p99 \(taps.text(3).prefix(7)) ms, last \(taps.text(4).prefix(7)) ms), "
                + "\(taps.int(5)) unanswered; storm over in \(milliseconds(over)) ms, server CPU \(String(format: "%.1f", cpu)) s"
        }
    }

    /// How long a new visitor waits from asking for the page to its session's first screen.
    private static func firstScreen(port: Int) async throws -> Duration {
        try await RawSocket.blocking {
            let clock = ContinuousClock()
            let start = clock.now
            let page = try LoopbackHTTP.get("/", port: port, timeout: 120)
            func meta(_ name: String) -> String {
                guard let range = page.text.range(of: "name=\"\(name)\" content=\"") else { return "" }
                return String(page.text[range.upperBound...].prefix { $0 != "\"" })
            }
            let socket = try RawSocket(port: port)
            let handshake = try socket.handshake(path: "/ws?session=\(meta("ck-session"))", port: port,
                                                 origin: "ws://127.0.0.1", timeout: 120)
            try socket.authenticate(token: meta("ck-token"))
            var buffer = handshake.leftover
            guard let frame = socket.nextFrame(buffer: &buffer, timeout: 120), frame.closeCode == nil else {
                throw ChildProcess.Failure(description: "the newcomer got no first screen")
            }
            return clock.now - start
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration / .milliseconds(1))
    }
}
