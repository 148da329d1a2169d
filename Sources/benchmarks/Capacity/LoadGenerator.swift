import BrowserBackend
import BrowserServer
import BrowserTesting
import Foundation
import Synchronization

/// `benchmarks --load-generator PORT`: the clients of `web.capacity`, in a
/// process of their own so their cost is not the server's. Reads commands
/// from standard input, one a line, and answers each with one line:
///
/// | command | answer |
/// |---|---|
/// | `open N LOCATION` | `opened OK FAILED SECONDS`: N more sessions, each at LOCATION, counted open once their tree arrived |
/// | `tap M SECONDS X,Y X,Y …` | `taps COUNT P50 P99 MAX UNANSWERED`: the first M open sessions tap the points in turn, twice a second |
/// | `storm M SPREAD X,Y TIMEOUT` | `storm COUNT P50 P99 MAX UNANSWERED`: the first M open sessions tap X,Y once each within SPREAD seconds; every answer is waited for, up to TIMEOUT seconds |
/// | `held` | `held N`: connections still open |
/// | `close` | `closed`: every connection closed |
enum LoadGenerator {
    /// Sessions opened at once while bringing them up.
    static let concurrentOpens = 16
    /// How long a session may take to show its first update before it counts as failed.
    static let openTimeout = Duration.seconds(30)

    static func run(port: Int) async -> Never {
        OpenFileLimit.raiseToHardLimit()
        var clients: [LoadClient] = []
        for await line in LineReader.standardInput() {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "open":
                let count = Int(words.dropFirst().first ?? "") ?? 0
                let location = words.count > 2 ? words[2] : "/"
                let start = ContinuousClock.now
                let (opened, failed) = await open(count, at: location, port: port, into: &clients)
                reply("opened \(opened) \(failed) \(seconds(since: start))")
            case "tap":
                guard words.count >= 4, let count = Int(words[1]), let duration = Double(words[2]) else { reply("error bad tap command"); continue }
                let points = words.dropFirst(3).compactMap(point(from:))
                reply(await tap(clients.filter(\.isOpen).prefix(count), points: points, seconds: duration))
            case "storm":
                guard words.count == 5, let count = Int(words[1]), let spread = Double(words[2]), let point = point(from: words[3]),
                      let timeout = Double(words[4]) else { reply("error bad storm command"); continue }
                reply(await storm(clients.filter(\.isOpen).prefix(count), point: point, spread: spread, timeout: timeout))
            case "held":
                reply("held \(clients.filter(\.isOpen).count)")
            case "close":
                for client in clients { client.perform(.close) }
                while clients.contains(where: { !$0.hasEnded }) { try? await Task.sleep(for: .milliseconds(50)) }
                clients = []
                reply("closed")
            default:
                reply("error unknown command \(line)")
            }
        }
        exit(0)
    }

    /// Opens `count` sessions: each loads the page for a ticket, then opens its WebSocket at `location`.
    private static func open(_ count: Int, at location: String, port: Int, into clients: inout [LoadClient]) async -> (Int, Int) {
        let made = (0..<count).map { _ in LoadClient() }
        clients += made
        var opened = 0, failed = 0
        await withTaskGroup(of: Bool.self) { group in
            var next = 0
            while next < count || !group.isEmpty {
                while next < count, next < opened + failed + concurrentOpens {
                    let client = made[next]
                    group.addTask { await openOne(client, at: location, port: port) }
                    next += 1
                }
                guard let ok = await group.next() else { break }
                if ok { opened += 1 } else { failed += 1 }
            }
        }
        return (opened, failed)
    }

    /// Whether `client` got its session's first update: false for a refusal, a failure or the timeout.
    private static func openOne(_ client: LoadClient, at location: String, port: Int) async -> Bool {
        await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            // Once: by the first update, a failure, or the timeout (a refused client may never hear back).
            let answer = OnceAnswer(done)
            Task {
                guard let (session, token) = try? await WebPages.credentials(port: port) else { return answer.give(false) }
                let escaped = location.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["/"])) ?? "/"
                let url = "ws://127.0.0.1:\(port)/ws?session=\(session)&loc=\(escaped)"
                await client.run(url: url, token: token) { ok in answer.give(ok) }
            }
            Task {
                try? await Task.sleep(for: openTimeout)
                answer.give(false)
            }
        }
    }

    /// Resumes a continuation with the first answer given; later ones are ignored.
    private final class OnceAnswer: Sendable {
        private let continuation: Mutex<CheckedContinuation<Bool, Never>?>
        init(_ continuation: CheckedContinuation<Bool, Never>) { self.continuation = Mutex(continuation) }
        func give(_ ok: Bool) {
            continuation.withLock { pending in
                defer { pending = nil }
                return pending
            }?.resume(returning: ok)
        }
    }

    private static func tap(_ tappers: ArraySlice<LoadClient>, points: [CGPoint], seconds: Double) async -> String {
        guard !points.isEmpty, !tappers.isEmpty else { return "error nothing to tap" }
        for client in tappers { _ = client.takeResults() }
        let until = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        for client in tappers { client.perform(.tap(points, until: until)) }
        // Each client's last tap has half a second to be answered.
        try? await Task.sleep(until: until + .seconds(1))
        var latencies: [Double] = []
        var unanswered = 0
        for client in tappers {
            let (measured, missed) = client.takeResults()
            latencies += measured
            unanswered += missed
        }
        latencies.sort()
        func percentile(_ p: Double) -> Double { latencies.isEmpty ? 0 : latencies[Swift.min(latencies.count - 1, Int(Double(latencies.count) * p))] }
        return "taps \(latencies.count) \(percentile(0.5)) \(percentile(0.99)) \(latencies.last ?? 0) \(unanswered)"
    }

    private static func storm(_ tappers: ArraySlice<LoadClient>, point: CGPoint, spread: Double, timeout: Double) async -> String {
        guard !tappers.isEmpty else { return "error nothing to tap" }
        for client in tappers { _ = client.takeResults() }
        let deadline = ContinuousClock.now + .milliseconds(Int((spread + timeout) * 1000))
        for client in tappers { client.perform(.tapOnce(point, spread: .milliseconds(Int(spread * 1000)))) }
        // Every tap is sent by the end of the spread; then each waits for its answer.
        try? await Task.sleep(for: .milliseconds(Int(spread * 1000) + 100))
        while tappers.contains(where: \.isWaitingForAnswer), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(100))
        }
        let unanswered = tappers.filter(\.isWaitingForAnswer).count
        let latencies = tappers.flatMap { $0.takeResults().latencies }.sorted()
        func percentile(_ p: Double) -> Double { latencies.isEmpty ? 0 : latencies[Swift.min(latencies.count - 1, Int(Double(latencies.count) * p))] }
        return "storm \(latencies.count) \(percentile(0.5)) \(percentile(0.99)) \(latencies.last ?? 0) \(unanswered)"
    }

    private static func point(from text: String) -> CGPoint? {
        let parts = text.split(separator: ",").compactMap { Double($0) }
        return parts.count == 2 ? CGPoint(x: parts[0], y: parts[1]) : nil
    }

    private static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.2f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    private static func reply(_ line: String) {
        // Unbuffered: the benchmark waits for this very line.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
