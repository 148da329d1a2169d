import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// A page as development mode sees one: a WebSocket that keeps its
/// reconnect token, plays a script once the first tree arrives, and
/// reconnects whenever the server ends the connection (as the page does
/// after a reload), noting when the tree arrived again.
final class HandoverClient: Sendable {
    private struct State {
        var token: String
        var resets: [ContinuousClock.Instant] = []
        var stopped = false
    }

    let session: String
    private let state: Mutex<State>
    /// What the client sends once it has its first tree.
    private let script: [String]

    init(session: String, ticket: String, script: [String]) {
        self.session = session
        self.state = Mutex(State(token: ticket))
        self.script = script
    }

    /// When each whole tree arrived: the first, then one per reconnection.
    var resets: [ContinuousClock.Instant] { state.withLock { $0.resets } }

    /// Ends the client after its current connection.
    func stop() { state.withLock { $0.stopped = true } }

    /// Connects to `port` at `location`, again after every close, until stopped.
    func run(port: Int, location: String) async {
        var logger = Logger(label: "dev.handover.client")
        logger.logLevel = .critical
        var attempts = 0
        while !state.withLock({ $0.stopped }), attempts < 200 {
            attempts += 1
            let url = "ws://127.0.0.1:\(port)/ws?session=\(session)&loc=\(location)"
            _ = try? await WebSocketClient.connect(url: url, configuration: WebSocketClientConfiguration(maxFrameSize: 1 << 24),
                                               logger: logger) { [self] inbound, outbound, _ in
                try await outbound.write(.text(RawSocket.authenticationMessage(token: state.withLock { $0.token })))
                for try await message in inbound.messages(maxSize: 1 << 24) {
                    guard case let .text(text) = message, text.hasPrefix(#"{"t":"reset""#) || text.contains(#""tok":""#) else { continue }
                    if let token = Self.token(in: text) {
                        state.withLock { $0.token = token }
                        try await outbound.write(.text(#"{"t":"token-ack","token":"\#(token)"}"#))
                    }
                    guard text.contains(#""t":"reset""#) else { continue }
                    let first = state.withLock { state in
                        state.resets.append(.now)
                        return state.resets.count == 1
                    }
                    if first {
                        for line in script {
                            try await outbound.write(.text(line))
                            try await Task.sleep(for: .milliseconds(5))
                        }
                    }
                }
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The reconnect token a message carries (`"tok":"…"`).
    private static func token(in text: String) -> String? {
        guard let start = text.range(of: #""tok":""#) else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
