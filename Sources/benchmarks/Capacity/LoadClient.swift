import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// One simulated browser of the load generator: a WebSocket to its session
/// that reads every update, and on command taps points and times each tap
/// from its send to the first update after it.
final class LoadClient: Sendable {
    /// What a client is told to do.
    enum Command: Sendable {
        /// Tap the points in turn, twice a second, until `until`.
        case tap([CGPoint], until: ContinuousClock.Instant)
        /// Tap `point` once, at a random moment within `spread`, and time the
        /// first update after it however late it comes.
        case tapOnce(CGPoint, spread: Duration)
        /// Close the WebSocket.
        case close
    }

    /// Whether the first update (the whole tree) arrived.
    var isOpen: Bool { state.withLock { $0.opened && !$0.ended } }
    /// Whether the connection ended.
    var hasEnded: Bool { state.withLock { $0.ended } }

    private struct State {
        var opened = false
        var ended = false
        var tapSentAt: ContinuousClock.Instant?
        var latencies: [Double] = []
        /// Taps whose update had not come when the next tap was due.
        var unanswered = 0
    }

    private let state = Mutex(State())
    private let commands: AsyncStream<Command>
    private let send: AsyncStream<Command>.Continuation

    init() {
        (commands, send) = AsyncStream.makeStream(of: Command.self)
    }

    /// Sends `command` to the connection.
    func perform(_ command: Command) { send.yield(command) }

    /// Whether a tap is waiting for its update.
    var isWaitingForAnswer: Bool { state.withLock { $0.tapSentAt != nil } }

    /// The tap latencies measured so far (milliseconds) and the unanswered taps, cleared.
    func takeResults() -> (latencies: [Double], unanswered: Int) {
        state.withLock { state in
            defer { state.latencies = []; state.unanswered = 0 }
            return (state.latencies, state.unanswered)
        }
    }

    /// Connects and serves the connection until it closes; `opened` runs
    /// once the whole tree arrived (or the connection failed first, with false).
    func run(url: String, token: String, opened: @escaping @Sendable (Bool) -> Void) async {
        var logger = Logger(label: "capacity.client")
        logger.logLevel = .critical
        let configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 24)
        do {
            try await WebSocketClient.connect(url: url, configuration: configuration, logger: logger) { [self] inbound, outbound, _ in
                try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { [self] in
                        // A connection the server ends takes no more commands.
                        defer { send.finish() }
                        for try await _ in inbound.messages(maxSize: 1 << 24) { received(opened: opened) }
                    }
                    for await command in commands {
                        switch command {
                        case .close:
                            group.cancelAll()
                            try await outbound.close(.normalClosure, reason: nil)
                            return
                        case let .tap(points, until):
                            try await tap(points, until: until, outbound: outbound)
                        case let .tapOnce(point, spread):
                            try await Task.sleep(for: spread * Double.random(in: 0..<1))
                            state.withLock { $0.tapSentAt = .now }
                            for phase in ["down", "up"] {
                                try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":1000,"id":0}"#))
                            }
                        }
                    }
                }
            }
        } catch {}
        let wasOpen = state.withLock { state in
            state.ended = true
            return state.opened
        }
        if !wasOpen { opened(false) }
    }

    private func received(opened: @Sendable (Bool) -> Void) {
        let first = state.withLock { state in
            if let sent = state.tapSentAt {
                let elapsed = ContinuousClock.now - sent
                state.latencies.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
                state.tapSentAt = nil
            }
            defer { state.opened = true }
            return !state.opened
        }
        if first { opened(true) }
    }

    /// Taps every half second from a random phase (people do not tap in step).
    private func tap(_ points: [CGPoint], until: ContinuousClock.Instant, outbound: WebSocketOutboundWriter) async throws {
        var due = ContinuousClock.now + .milliseconds(Int.random(in: 0..<500))
        var index = 0
        var time = 1_000.0
        while due < until {
            try await Task.sleep(until: due)
            let point = points[index % points.count]
            index += 1
            state.withLock { state in
                if state.tapSentAt != nil { state.unanswered += 1 }
                state.tapSentAt = .now
            }
            for phase in ["down", "up"] {
                try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":\#(time),"id":0}"#))
                time += 50
            }
            due += .milliseconds(500)
        }
        // The last tap has had half a second.
        try await Task.sleep(until: due)
        state.withLock { state in
            if state.tapSentAt != nil { state.unanswered += 1 }
            state.tapSentAt = nil
        }
    }
}
