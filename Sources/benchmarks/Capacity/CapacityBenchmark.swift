import BrowserBackend
import BrowserServer
import BrowserTesting
import Foundation

/// `benchmarks web.capacity`: what one examples server holds. Starts the
/// release `examples` server and a load generator (this executable with
/// `--load-generator`), each in its own process, and prints per screen the
/// server's resident memory before and after `CAPACITY_SESSIONS` (1,000)
/// idle sessions, the memory each costs, how long they took to come up and
/// what is left once they ended, and the memory each costs once idle
/// sessions hibernated (`CAPACITY_HIBERNATE` seconds idle, 10; 0 leaves
/// hibernation off); then `CAPACITY_IDLE` (10,000) sessions on
/// the home screen, `CAPACITY_TAPPERS` (1,000) of them on the Views and
/// styles screen tapping its counter twice a second for `CAPACITY_SECONDS`
/// (30; `CAPACITY_TAP_SCREEN=/` taps Home's Animals card and Back instead):
/// tap → update p50 and p99, taps unanswered, and sessions refused; then a
/// storm of wakes, `CAPACITY_STORM` (4,000; 0 skips it) hibernated Home
/// sessions tapping at once while a newcomer opens a session (its wait for a
/// first screen). It takes a few minutes; run it on demand.
@MainActor
enum CapacityBenchmark {
    struct Settings {
        var sessions = 1_000
        var idle = 10_000
        var tappers = 1_000
        var seconds = 30.0
        var screens = ["/", "/photos", "/photos?layout=grid", "/photos/1", "/animals", "/server-driven", "/populations", "/drawing", "/styles"]
        /// Where the tappers are: the Views and styles screen's counter, or
        /// "/" for Home's Animals card and Back (a screen pushed and popped per tap).
        var tapScreen = "/styles"
        /// Sessions opened before the "before" reading: the process's one-time costs.
        var warmUp = 20
        /// Seconds a session without its client lives on: short, so release is seen quickly.
        var grace = 2
        /// Seconds idle before a session hibernates; 0 never. Longer than
        /// opening the sessions and reading memory takes, so the awake
        /// figure is read before any of them sleeps.
        var hibernateAfter = 10
        /// Hibernated sessions that wake at once in the storm; 0 skips it.
        var storm = 4_000

        static func fromEnvironment() -> Settings {
            let environment = ProcessInfo.processInfo.environment
            var settings = Settings()
            if let value = environment["CAPACITY_SESSIONS"].flatMap(Int.init) { settings.sessions = value }
            if let value = environment["CAPACITY_IDLE"].flatMap(Int.init) { settings.idle = value }
            if let value = environment["CAPACITY_TAPPERS"].flatMap(Int.init) { settings.tappers = value }
            if let value = environment["CAPACITY_SECONDS"].flatMap(Double.init) { settings.seconds = value }
            if let value = environment["CAPACITY_SCREENS"] { settings.screens = value.split(separator: ",").map(String.init) }
            if let value = environment["CAPACITY_TAP_SCREEN"] { settings.tapScreen = value }
            if let value = environment["CAPACITY_HIBERNATE"].flatMap(Int.init) { settings.hibernateAfter = Swift.max(0, value) }
            if let value = environment["CAPACITY_STORM"].flatMap(Int.init) { settings.storm = Swift.max(0, value) }
            return settings
        }
    }

    /// Runs the measurements, printing each line as it is known.
    static func run(settings: Settings = .fromEnvironment()) async throws {
        let limit = OpenFileLimit.raiseToHardLimit() ?? 0
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let examples = folder.appendingPathComponent("examples")
        guard FileManager.default.isExecutableFile(atPath: examples.path) else {
            throw ChildProcess.Failure(description: "web.capacity needs the examples server next to this executable: "
                + "swift build -c release --product examples")
        }
        func report(_ line: String) {
            // Unbuffered: a pipe reading this sees each line as it is known.
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        report("web.capacity: open files \(limit) (the soft limit raised to the hard one; the server and the generator inherit it)")
        for screen in settings.screens where settings.sessions > 0 {
            report(try await measureIdle(at: screen, settings: settings, examples: examples, generator: folder))
        }
        if settings.idle > 0 {
            for line in try await measureLoad(settings: settings, examples: examples, generator: folder) { report(line) }
        }
        if settings.storm > 0, settings.hibernateAfter > 0 {
            report(try await measureWakeStorm(settings: settings, examples: examples, generator: folder))
        }
    }

    /// Memory per idle session on one screen, and what is left after they end.
    private static func measureIdle(at screen: String, settings: Settings, examples: URL, generator folder: URL) async throws -> String {
        try await withServer(examples, maximumSessions: settings.sessions + settings.warmUp + 100, grace: settings.grace,
                             hibernateAfter: settings.hibernateAfter, generator: folder) {
            try await measureIdle(at: screen, settings: settings, server: $0, generator: $1, port: $2)
        }
    }

    private static func measureIdle(at screen: String, settings: Settings, server: ChildProcess, generator: ChildProcess,
                                    port: Int) async throws -> String {
        let start = ProcessMemory.residentBytes(ofProcess: server.id)
        _ = try await generator.ask("open \(settings.warmUp) \(screen)")
        try await Task.sleep(for: .seconds(2))
        // With hibernation, the baseline has the warm-up sessions asleep, as the others will be.
        if settings.hibernateAfter > 0 { _ = try await waitForHibernated(settings.warmUp, port: port, within: settings.hibernateAfter + 20) }
        let before = ProcessMemory.residentBytes(ofProcess: server.id)
        let opened = Answer(try await generator.ask("open \(settings.sessions) \(screen)"))
        // Screens that load (the photo catalog, images) finish after their first update.
        try await Task.sleep(for: .seconds(3))
        let after = ProcessMemory.residentBytes(ofProcess: server.id)
        var asleep = ""
        if settings.hibernateAfter > 0 {
            let total = settings.warmUp + opened.int(1)
            let started = ContinuousClock.now
            let hibernated = try await waitForHibernated(total, port: port, within: settings.hibernateAfter + 60)
            let took = ContinuousClock.now - started
            // The memory trimmer gives freed pages back up to 5 s after the last hibernation.
            try await Task.sleep(for: .seconds(6))
            let sleeping = ProcessMemory.residentBytes(ofProcess: server.id)
            asleep = "; hibernated \(hibernated - settings.warmUp) of \(opened.int(1)) within "
                + String(format: "%.1f", took / .seconds(1)) + " s: server \(mib(sleeping)) MiB, "
                + "\((sleeping - before) / Swift.max(1, settings.sessions) / 1024) KB per session"
            if screen == "/" { asleep += try await measureWaking(generator: generator) }
        }
        _ = try await generator.ask("close")
        // The grace period and the registry's expiry tick end the sessions; then the allocator's
        // trim (a second after, or the trimmer's 5-second interval after the last one).
        let ended = ContinuousClock.now + .seconds(Double(settings.grace) + 30)
        while try await health(port: port).sessions > 0, ContinuousClock.now < ended { try await Task.sleep(for: .milliseconds(250)) }
        try await Task.sleep(for: .seconds(6))
        let released = ProcessMemory.residentBytes(ofProcess: server.id)
        let perSession = (after - before) / Swift.max(1, settings.sessions)
        return "web.capacity.idle \(screen): \(opened.int(1)) sessions (\(opened.int(2)) failed) up in \(opened.text(3)) s; "
            + "server \(mib(start)) → \(mib(before)) MiB (start, \(settings.warmUp) warm-up) → \(mib(after)) MiB; "
            + "\(perSession / 1024) KB per session awake\(asleep); \(mib(released)) MiB once they ended"
    }

    /// What waking costs: 100 hibernated Home sessions tap the Animals card
    /// once each, spread over half a second (each wakes, then pushes
    /// Animals); then, awake, they tap Back, and the card again.
    private static func measureWaking(generator: ChildProcess) async throws -> String {
        let points = try CapacityTapPoints.homeAndBack()
        let (card, back) = (points[0], points[1])
        func round(_ point: CGPoint) async throws -> Answer {
            Answer(try await generator.ask("tap 100 0.5 \(point.x),\(point.y)"))
        }
        let waking = try await round(card)
        _ = try await round(back)
        let awake = try await round(card)
        func figures(_ answer: Answer) -> String {
            "p50 \(answer.text(2).prefix(5)) ms, p99 \(answer.text(3).prefix(5)) ms (\(answer.int(1)) taps, \(answer.int(5)) unanswered)"
        }
        return "; Animals card tapped by 100 of them: waking \(figures(waking)), then awake \(figures(awake))"
    }

    /// Waits until the server reports `count` hibernated sessions (or
    /// `seconds` pass); returns how many it reported last.
    static func waitForHibernated(_ count: Int, port: Int, within seconds: Int) async throws -> Int {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var hibernated = 0
        while ContinuousClock.now < deadline {
            hibernated = try await health(port: port).hibernated
            if hibernated >= count { break }
            try await Task.sleep(for: .milliseconds(250))
        }
        return hibernated
    }

    /// Many idle sessions on the home screen while some of them tap.
    private static func measureLoad(settings: Settings, examples: URL, generator folder: URL) async throws -> [String] {
        try await withServer(examples, maximumSessions: nil, grace: 30, hibernateAfter: 0, generator: folder) { server, generator, _ in
            try await measureLoad(settings: settings, server: server, generator: generator)
        }
    }

    /// Runs `body` with a started examples server and a load generator
    /// pointed at it, and stops both afterwards, whether `body` threw or not.
    static func withServer<Result>(
        _ examples: URL, maximumSessions: Int?, grace: Int, hibernateAfter: Int, generator folder: URL,
        _ body: (_ server: ChildProcess, _ generator: ChildProcess, _ port: Int) async throws -> Result
    ) async throws -> Result {
        let (server, port) = try await startServer(examples, maximumSessions: maximumSessions, grace: grace, hibernateAfter: hibernateAfter)
        let generator: ChildProcess
        do {
            generator = try ChildProcess(folder.appendingPathComponent("benchmarks"), arguments: ["--load-generator", "\(port)"])
        } catch {
            await server.stop()
            throw error
        }
        do {
            let result = try await body(server, generator, port)
            await generator.stop()
            await server.stop()
            return result
        } catch {
            await generator.stop()
            await server.stop()
            throw error
        }
    }

    private static func measureLoad(settings: Settings, server: ChildProcess, generator: ChildProcess) async throws -> [String] {
        let points = settings.tapScreen == "/styles" ? try await CapacityTapPoints.stylesCounter() : try CapacityTapPoints.homeAndBack()
        let start = ProcessMemory.residentBytes(ofProcess: server.id)
        // The tappers first: `tap` takes the first sessions opened.
        let tappers = Answer(try await generator.ask("open \(settings.tappers) \(settings.tapScreen)"))
        let rest = Answer(try await generator.ask("open \(Swift.max(0, settings.idle - settings.tappers)) /"))
        let opened = (count: tappers.int(1) + rest.int(1), failed: tappers.int(2) + rest.int(2),
                      seconds: (Double(tappers.text(3)) ?? 0) + (Double(rest.text(3)) ?? 0))
        try await Task.sleep(for: .seconds(2))
        let idle = ProcessMemory.residentBytes(ofProcess: server.id)
        let taps = Answer(try await generator.ask("tap \(settings.tappers) \(settings.seconds) "
            + points.map { "\($0.x),\($0.y)" }.joined(separator: " ")))
        let held = Answer(try await generator.ask("held"))
        let loaded = ProcessMemory.residentBytes(ofProcess: server.id)
        return [
            "web.capacity.held \(held.int(1)) of \(settings.idle) sessions (\(opened.failed) refused or failed to open; up in "
                + String(format: "%.1f", opened.seconds) + " s); "
                + "server \(mib(start)) → \(mib(idle)) MiB idle (\((idle - start) / Swift.max(1, opened.count) / 1024) KB per session), "
                + "\(mib(loaded)) MiB after tapping",
            "web.capacity.tap \(settings.tappers) sessions on \(settings.tapScreen) tapping twice a second for \(settings.seconds) s: \(taps.int(1)) taps, "
                + "tap → update p50 \(taps.text(2).prefix(5)) ms, p99 \(taps.text(3).prefix(5)) ms, max \(taps.text(4).prefix(6)) ms; "
                + "\(taps.int(5)) unanswered within 0.5 s",
        ]
    }

    /// Starts the release examples server on a free port; returns it and the port.
    private static func startServer(_ examples: URL, maximumSessions: Int?, grace: Int, hibernateAfter: Int) async throws -> (ChildProcess, Int) {
        // The WebSocket client library sends its own Origin, ws://127.0.0.1.
        var arguments = ["--port", "0", "--maximum-sessions-per-address", "100000", "--reconnect-grace", "\(grace)",
                         "--allowed-origin", "ws://127.0.0.1", "--hibernate-after", "\(hibernateAfter)"]
        if let maximumSessions { arguments += ["--maximum-sessions", "\(maximumSessions)"] }
        arguments += try durableSessionArguments()
        let server = try ChildProcess(examples, arguments: arguments)
        let line = try await server.nextLine()
        guard let range = line.range(of: "http://127.0.0.1:"), let port = Int(line[range.upperBound...].prefix { $0.isNumber }) else {
            throw ChildProcess.Failure(description: "the examples server said \(line)")
        }
        return (server, port)
    }

    private static func mib(_ bytes: Int) -> Int { bytes >> 20 }

    /// With `CAPACITY_SNAPSHOTS=1`, durable sessions in a scratch PostgreSQL
    /// (scripts/postgres.sh, in a temporary folder left for the next run):
    /// every changing session's snapshot written every 2 s, as in production.
    private static func durableSessionArguments() throws -> [String] {
        guard ProcessInfo.processInfo.environment["CAPACITY_SNAPSHOTS"] == "1" else { return [] }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-capacity-pg")
        let started = Process()
        started.executableURL = URL(fileURLWithPath: "/bin/bash")
        started.arguments = ["-c", "bash \"$0\" start \"$1\" > \"$1.out\" 2>&1", root.appendingPathComponent("scripts/postgres.sh").path, database.path]
        try started.run()
        started.waitUntilExit()
        let lines = (try? String(contentsOfFile: database.path + ".out", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        guard started.terminationStatus == 0, lines.count >= 2 else { throw ChildProcess.Failure(description: "PostgreSQL: \(lines)") }
        let secret = database.path + ".secret"
        try Data(String(repeating: "capacity-benchmark-secret", count: 2).utf8).write(to: URL(fileURLWithPath: secret))
        return ["--postgres-socket", lines[0], "--postgres-user", lines[1], "--snapshot-secret-file", secret]
    }

    /// The live and hibernated sessions the server's health check reports.
    static func health(port: Int) async throws -> (sessions: Int, hibernated: Int) {
        let body = String(decoding: try await LoopbackHTTP.request(port: port, method: "GET", path: "/healthz"), as: UTF8.self)
        func field(_ name: String) throws -> Int {
            guard let range = body.range(of: "\"\(name)\":"), let count = Int(body[range.upperBound...].prefix { $0.isNumber }) else {
                throw ChildProcess.Failure(description: "the health check said \(body)")
            }
            return count
        }
        return (try field("sessions"), try field("hibernated"))
    }

    /// A generator's answer, by word.
    struct Answer {
        let words: [Substring]
        init(_ line: String) { words = line.split(separator: " ") }
        func text(_ index: Int) -> String { index < words.count ? String(words[index]) : "?" }
        func int(_ index: Int) -> Int { Int(text(index)) ?? 0 }
    }
}
