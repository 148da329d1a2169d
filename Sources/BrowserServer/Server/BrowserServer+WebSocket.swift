import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

extension BrowserServer {
    /// Decides whether a request becomes a WebSocket: the path is
    /// `/ws?session=…` (with the page's `loc=` and `traits=`), and the Host
    /// and Origin are allowed. The credentials are not in the URL (proxies
    /// log URLs): the connection's first message carries them, and
    /// ``serveWebSocket(_:inbound:outbound:channel:)`` admits it then.
    func upgrade(_ request: HTTPRequest, channel: any Channel) async throws
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        guard let path = request.path, let components = URLComponents(string: path), components.path == "/ws" else {
            return .dontUpgrade
        }
        guard allowsHost(request.authority) else {
            logger.warning("WebSocket refused: host not allowed", metadata: ["host": "\(LogText.escaped(request.authority ?? ""))"])
            return .dontUpgrade
        }
        let origin = request.headerFields[.origin] ?? ""
        guard allowedOrigins(port: boundPort).contains(origin) else {
            logger.warning("WebSocket refused: origin not allowed", metadata: ["origin": "\(LogText.escaped(origin))"])
            return .dontUpgrade
        }
        let query = Dictionary(components.queryItems?.map { ($0.name, $0.value ?? "") } ?? [], uniquingKeysWith: { first, _ in first })
        if drainState.isDraining, configuration.persistence != nil,
           await onSessions({ [id = query["session"] ?? ""] in $0.session(withID: id) == nil }) {
            // Closed without an answer, which a balancer takes for a failed instance and retries on another
            // (nginx: proxy_next_upstream error): that one resumes the session from its durable row.
            channel.close(promise: nil)
            throw BrowserServerError.drained
        }
        var headers = HTTPFields()
        if let instanceID = configuration.instanceID {
            headers[.init(InstanceHeaderMiddleware<BrowserRequestContext>.headerName)!] = instanceID
        }
        let traits: TraitCollection
        switch Self.initialTraits(query["traits"]) {
        case let .success(value): traits = value
        case let .failure(error):
            logger.warning("WebSocket closed: \(error)")
            return .upgrade(headers) { _, outbound, _ in try await outbound.close(.policyViolation, reason: Self.closeReason(error.reason)) }
        }
        let opening = SocketOpening(
            sessionID: query["session"] ?? "",
            // The page's URL, for a new session to open at; anything that is not a path opens the start.
            location: query["loc"].flatMap(Location.init(validating:)),
            traits: traits,
            address: clientAddress(headers: request.headerFields, peer: ConnectionGuard.clientAddress(of: channel)),
            // Browsers send the page's cookies with its WebSocket's handshake.
            hasPass: visitorPasses.validPass(inCookies: request.headerFields[values: .cookie]))
        // Counted from now, so a drain waits for a connection whose task has not started yet.
        let drainState = self.drainState
        drainState.webSocketOpened()
        channel.closeFuture.whenComplete { _ in drainState.webSocketClosed() }
        return .upgrade(headers) { [self] inbound, outbound, _ in
            await self.serveWebSocket(opening, inbound: inbound, outbound: outbound, channel: channel)
        }
    }

    /// What a WebSocket's URL and connection say, before its credentials.
    struct SocketOpening: Sendable {
        let sessionID: String
        let location: Location?
        let traits: TraitCollection
        /// The client's address as the limits count it.
        let address: String
        /// Whether the browser presented a valid visitor pass (``VisitorPasses``).
        let hasPass: Bool
    }

    /// What a connection's credentials get.
    enum Admission {
        /// The session to serve, with the connection's number and queue.
        case session(BrowserSession, number: Int, queue: OutboundQueue)
        /// Close at once with a code the page acts on.
        case close(WebSocketErrorCode, String)
    }

    /// The traits a new session starts with: the defaults when the page
    /// gave none (a client of its own), else its `traits` message's.
    static func initialTraits(_ text: String?) -> Result<TraitCollection, ClientMessageError> {
        guard let text else { return .success(TraitCollection()) }
        do throws(ClientMessageError) {
            guard case let .traits(traits) = try ClientMessage.decode(text) else {
                return .failure(ClientMessageError(reason: "the \"traits\" parameter must be a traits message", message: text))
            }
            return .success(traits)
        } catch {
            return .failure(error)
        }
    }

    /// Reads the connection's credentials (its first message, within
    /// ``Limits/authenticationTimeout``), admits it, and pumps it.
    func serveWebSocket(_ opening: SocketOpening, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                        channel: any Channel) async {
        let limits = configuration.limits
        let oversized = await OversizedMessageGuard.install(on: channel, maximumBytes: limits.maximumMessageBytes)
        let reader = InboundMessages(inbound.messages(maxSize: limits.maximumMessageBytes).makeAsyncIterator())
        let token: String
        let first = await reader.first(within: limits.authenticationTimeout) {
            // A socket that never says who it is holds a slot: told why, then closed whether or not it reads.
            try? await outbound.close(.policyViolation, reason: "no credentials within \(limits.authenticationTimeout)")
            try? await channel.close()
        }
        switch first {
        case let .message(.text(text)):
            guard case let .authenticate(presented)? = try? ClientMessage.decode(text) else {
                try? await outbound.close(.policyViolation, reason: #"the first message must be {"t":"auth","token":…}"#)
                return
            }
            token = presented
        case .message(.binary):
            try? await outbound.close(.policyViolation, reason: "binary messages are not accepted")
            return
        case .timedOut, .ended:
            return
        }
        // A session this instance does not hold may be another's that died: resumed from its durable row.
        await resumeStoredSession(id: opening.sessionID, token: token)
        switch await onSessions({ _ in self.admit(opening, token: token) }) {
        case let .session(session, number, queue):
            await serve(session, number: number, queue: queue, reader: reader, oversized: oversized,
                        outbound: outbound, channel: channel)
        case let .close(code, reason):
            try? await outbound.close(code, reason: reason)
        }
    }

    /// Admits a connection that presented `token` for `opening`'s session,
    /// and connects it on the same turn of the main actor (so no expiry can
    /// come between): the session's reconnect token, or a ticket this server
    /// signed for the client's network for a session that does not exist yet.
    @MainActor
    private func admit(_ opening: SocketOpening, token: String) -> Admission {
        let id = opening.sessionID
        if registry.session(withID: id) != nil {
            // The page's ticket resumes its session (until the page confirms a reconnect token) only
            // from where it opened it: the network the ticket was signed for.
            guard let session = registry.authenticate(id: id, token: token),
                  !session.isOpeningTicket(token)
                    || tickets.binding.place(of: opening.address) == tickets.binding.place(of: session.clientAddress)
            else {
                // Told as an unknown session would be: whoever guesses learns nothing.
                logger.warning("WebSocket refused: wrong token", metadata: ["session": "\(LogText.escaped(String(id.prefix(8))))"])
                return .close(.unknown(4404), "session expired")
            }
            let (number, queue) = session.connect(presenting: token)
            return .session(session, number: number, queue: queue)
        }
        if drainState.isDraining {
            // Its page came from here before the drain: a reload gets one from another instance.
            return .close(.unknown(Self.movingCloseCode), "this server is restarting: reload")
        }
        if let refusal = registry.refusal(forAddress: opening.address, withPass: opening.hasPass) {
            return .close(.unknown(1013), refusal)
        }
        switch tickets.redeem(id: id, token: token, address: opening.address) {
        case .open:
            let session = registry.open(id: id, token: token, address: opening.address, location: opening.location,
                                        traits: opening.traits)
            let (number, queue) = session.connect(presenting: token)
            return .session(session, number: number, queue: queue)
        case .expired:
            // Tell the page to start over with a fresh ticket.
            return .close(.unknown(4404), "session expired")
        case .forged:
            logger.warning("WebSocket refused: not a ticket of this server for this client",
                           metadata: ["session": "\(LogText.escaped(String(id.prefix(8))))"])
            return .close(.unknown(4404), "session expired")
        }
    }

    /// Pumps one connection: the session's messages out, the client's in.
    ///
    /// A failure (a malformed message, the rate limit, a client that stopped
    /// reading) sends its close frame before anything is torn down, so the
    /// client always learns why. A connection that is lost (a reset, a
    /// half-closed socket, a timeout) only disconnects: the session waits
    /// its grace period for the page to come back.
    private func serve(_ session: BrowserSession, number: Int, queue: OutboundQueue, reader: InboundMessages,
                       oversized: OversizedMessageGuard, outbound: WebSocketOutboundWriter, channel: any Channel) async {
        defer { queue.discard() }
        let limits = configuration.limits
        let delay = configuration.simulatedMessageDelay
        let outcome: ConnectionOutcome = await withTaskGroup(of: ConnectionOutcome.self) { group in
            group.addTask {
                while let message = await queue.next() {
                    do { try await outbound.write(.text(message)) } catch { return .writerEnded }
                    queue.didWrite()
                }
                return .writerEnded
            }
            group.addTask {
                do {
                    while let message = try await reader.next() {
                        // Counted against the rate limit as read, not as the main actor gets to it.
                        let arrival = ContinuousClock.now
                        guard case let .text(text) = message else { return .failed("binary messages are not accepted", .policyViolation) }
                        if let delay { try? await Task.sleep(for: delay) }
                        if let error = await self.handle(text, arrival: arrival, in: session) {
                            return .failed(error.description, .policyViolation)
                        }
                    }
                } catch {
                    return Self.outcome(ofReadError: error, maximumBytes: limits.maximumMessageBytes)
                }
                // The frame decoder refuses a frame over the limit before any message is read from it.
                if oversized.tripped { return .failed(Self.oversizedReason(limits.maximumMessageBytes), .messageTooLarge) }
                return .clientClosed
            }
            group.addTask {
                // A client that reads nothing for the maximum lag is behind for good. The watchdog
                // sleeps until the queue could first count as stalled, so a healthy connection
                // wakes it about once per lag.
                while !Task.isCancelled {
                    let wait = queue.timeUntilStalled(at: .now, after: limits.maximumSendLag)
                    if wait == .zero { return .stalled }
                    try? await Task.sleep(for: wait)
                }
                return .writerEnded
            }
            let first = await group.next() ?? .writerEnded
            group.cancelAll()
            return first
        }
        switch outcome {
        case let .failed(reason, code):
            // The pumps have stopped, so nothing can cancel the close frame: it goes out (and the
            // handshake is answered) whatever else ends. The session ends first, so a client that
            // hears the close finds it gone.
            await onSessions { $0.end(session, reason: reason) }
            try? await outbound.close(code, reason: Self.closeReason(reason))
        case .stalled:
            logger.notice("client disconnected: it read nothing for the maximum send lag",
                          metadata: ["session": "\(session.id.prefix(8))"])
            await onSessions { _ in session.disconnect(number) }
            // Its socket is full, so the close frame may never get through: give it a moment, then close the connection itself.
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await outbound.close(.unknown(4408), reason: "the client read no updates for too long") }
                group.addTask { try? await Task.sleep(for: .seconds(1)) }
                await group.next()
                group.cancelAll()
            }
            try? await channel.close()
        case .clientClosed, .writerEnded:
            await onSessions { _ in session.disconnect(number) }
            // The server ended the session for a reason the page acts on (a drain moving it elsewhere).
            if let farewell = queue.farewell { try? await outbound.close(.unknown(farewell.code), reason: farewell.reason) }
        }
    }

    /// How a failed read ends a connection: a lost connection (reset, closed
    /// under the reader) only disconnects it; a message the WebSocket layer
    /// refused (too large, malformed framing) ends the session.
    static func outcome(ofReadError error: any Error, maximumBytes: Int) -> ConnectionOutcome {
        if error is IOError || error is ChannelError || error is CancellationError { return .clientClosed }
        if let code = Self.webSocketCloseCode(of: error) {
            if code == .messageTooLarge { return .failed(oversizedReason(maximumBytes), .messageTooLarge) }
            return .failed("unreadable message (WebSocket error \(code))", code)
        }
        return .failed("unreadable message: \(LogText.escaped(String(describing: error)))", .policyViolation)
    }

    /// The close code the WebSocket layer's own error carries, if it is one
    /// (its error type is not public: its single case holds the code).
    private static func webSocketCloseCode(of error: any Error) -> WebSocketErrorCode? {
        Mirror(reflecting: error).children.first?.value as? WebSocketErrorCode
    }

    /// Why a session ends when its page sends more than the limit at once.
    static func oversizedReason(_ maximumBytes: Int) -> String {
        "a message over \(maximumBytes) bytes (the server's maximumMessageBytes)"
    }

    /// `reason` cut to what a close frame carries (123 bytes of UTF-8),
    /// whole characters only.
    static func closeReason(_ reason: String) -> String {
        var bytes = 0
        var cut = reason.startIndex
        for index in reason.indices {
            let size = reason[index].utf8.count
            guard bytes + size <= 123 else { break }
            bytes += size
            cut = reason.index(after: index)
        }
        return String(reason[..<cut])
    }

    /// How a connection's pumping ended.
    enum ConnectionOutcome: Sendable, Equatable {
        /// The session ends: the reason, and the close code the page hears.
        case failed(String, WebSocketErrorCode)
        case stalled
        case clientClosed
        case writerEnded
    }
}
