@testable import BrowserBackend
import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import Testing

@MainActor
@Suite("Browser backend under load", .serialized)
struct LoadTests {
    /// How long each session taps; BROWSER_LOAD_SECONDS=60 runs the full-length version.
    static let seconds = Double(ProcessInfo.processInfo.environment["BROWSER_LOAD_SECONDS"] ?? "") ?? 2

    @Test("100 concurrent sessions tapping: no errors, each session sees only its own taps")
    func hundredSessions() async throws {
        // Sessions are opened before their clients connect; on a loaded machine that can take longer
        // than the default 30 s grace, and an expired session's client would be refused as a newcomer.
        try await BrowserHarness.with(gracePeriod: .seconds(600), browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin],
                                      includesList: false) { harness in
            let count = 100
            var credentials: [(String, String)] = []
            // A first session pays for the process's start-up (fonts, caches), not the per-session figure.
            _ = try await harness.openSession()
            let before = ProcessMemory.residentBytes()
            for _ in 0..<count { credentials.append(try await harness.openSession()) }
            let idlePerSession = (ProcessMemory.residentBytes() - before) / count
            let tap = try #require(harness.server.sessions.allSessions.first.flatMap { BrowserHarness.view("tap", in: $0)?.1 })
            let results = try await withThrowingTaskGroup(of: (String, Int, String?).self) { group in
                for (index, (session, token)) in credentials.enumerated() {
                    // A person's pace, different per session, so leaked updates would show as wrong counts.
                    let interval = 0.25 + 0.05 * Double(index % 5)
                    group.addTask {
                        try await Self.tapLoop(url: harness.socketURL(session: session), token: token, at: CGPoint(x: tap.midX, y: tap.midY),
                                               interval: interval, seconds: Self.seconds, session: session)
                    }
                }
                var all: [(String, Int, String?)] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(results.count == count)
            let activePerSession = (ProcessMemory.residentBytes() - before) / count
            print("load: \(count) sessions tapped \(results.map(\.1).reduce(0, +)) times in \(Self.seconds) s; server memory per session "
                  + "\(idlePerSession / 1024) KB idle, \(activePerSession / 1024) KB after tapping (resident set growth; the 100 WebSocket clients run in this process too)")
            for (session, taps, lastCount) in results {
                let server = try #require(harness.server.sessions.session(withID: session))
                let label = BrowserHarness.view("count", in: server)?.0 as? Label
                #expect(label?.text.string == "Count: \(taps)", "session \(session.prefix(8)) tapped \(taps) times")
                #expect(lastCount == "Count: \(taps)", "the client saw \(lastCount ?? "nothing")")
            }
        }
    }

    /// Connects, taps every `interval` seconds for `seconds`, and returns the
    /// taps made and the last count text the server sent this client.
    nonisolated static func tapLoop(url: String, token: String, at point: CGPoint, interval: Double, seconds: Double, session: String)
        async throws -> (String, Int, String?)
    {
        let counts = Recorder<String>()
        let tapsMade = Recorder<Int>()
        try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 22), logger: Logger(label: "load")) {
            inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 22) {
                        guard case let .text(text) = message, let range = text.range(of: #""text":"Count: "#) else { continue }
                        let number = text[range.upperBound...].prefix { $0.isNumber }
                        counts.append("Count: \(number)")
                    }
                }
                let start = ContinuousClock.now
                var taps = 0
                var time = 1.0
                while ContinuousClock.now - start < .seconds(seconds) {
                    for phase in ["down", "up"] {
                        try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":\#(time * 1000),"id":0}"#))
                        time += 0.02
                    }
                    taps += 1
                    try await Task.sleep(for: .seconds(interval))
                }
                tapsMade.append(taps)
                // Wait (boundedly) for the update of the last tap before closing: on a
                // machine loaded far past its cores, 100 sessions' taps queue for seconds.
                let deadline = ContinuousClock.now + .seconds(30)
                while counts.values.last != "Count: \(taps)", ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(20))
                }
                try await outbound.close(.normalClosure, reason: nil)
                group.cancelAll()
            }
        }
        return (session, tapsMade.values.first ?? -1, counts.values.last)
    }
}
