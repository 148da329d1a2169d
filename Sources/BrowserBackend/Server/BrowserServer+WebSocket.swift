import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

extension BrowserServer {
    /// Decides whether a request becomes a session's WebSocket: the path is
    /// `/ws?session=…&token=…`, the Host and Origin are allowed, and the
    /// token is the session's, or a ticket this server signed for a session
    /// that does not exist yet (the session is then opened, made for the
    /// page's traits: `traits=` holds the same JSON as a traits message).
    func upgrade(_ request: HTTPRequest, channel: any Channel) async throws
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        guard let path = request.path, let components = URLComponents(string: path), components.path == "/ws" else {
            return .dontUpgrade
        }
        guard allowsHost(request.authority) else {
            logger.warning("WebSocket refused: host not allowed", metadata: ["host": "\(request.authority ?? "")"])
            return .dontUpgrade
        }
        let origin = request.headerFields[.origin] ?? ""
        guard allowedOrigins(port: boundPort).contains(origin) else {
            logger.warning("WebSocket refused: origin not allowed", metadata: ["origin": "\(origin)"])
            return .dontUpgrade
        }
        let query = Dictionary(components.queryItems?.map { ($0.name, $0.value ?? "") } ?? [], uniquingKeysWith: { first, _ in first })
        let sessionID = query["session"] ?? ""
        let token = query["token"] ?? ""
        // The page's URL, for a new session to open at; anything that is not a path opens the start.
        let location = query["loc"].flatMap(Location.init(validating:))
        let address = clientAddress(forwardedFor: request.headerFields[values: .init("X-Forwarded-For")!],
                                    peer: ConnectionGuard.clientAddress(of: channel))
        let traits: TraitCollection
        switch Self.initialTraits(query["traits"]) {
        case let .success(value): traits = value
        case let .failure(error):
            logger.warning("WebSocket closed: \(error)")
            return .upgrade([:]) { _, outbound, _ in try await outbound.close(.policyViolation, reason: String(error.reason.prefix(100))) }
        }
        let admission: Admission = await MainActor.run {
            admit(id: sessionID, token: token, address: address, location: location, traits: traits)
        }
        switch admission {
        case let .session(session, number):
            // Counted from now, so a drain waits for a connection whose task has not started yet.
            // Should that task never start, closing the channel lets the session expire as usual.
            let drainState = self.drainState
            drainState.webSocketOpened()
            channel.closeFuture.whenComplete { _ in
                drainState.webSocketClosed()
                Task { @MainActor in session.admissionEnded(number) }
            }
            var headers = HTTPFields()
            if let instanceID = configuration.instanceID {
                headers[.init(InstanceHeaderMiddleware<BasicRequestContext>.headerName)!] = instanceID
            }
            return .upgrade(headers) { [self] inbound, outbound, _ in
                try await self.serve(session, admission: number, inbound: inbound, outbound: outbound, channel: channel)
            }
        case let .close(code, reason):
            return .upgrade([:]) { _, outbound, _ in
                try await outbound.close(code, reason: reason)
            }
        case .refuse:
            return .dontUpgrade
        }
    }

    /// What a WebSocket request's credentials get.
    enum Admission {
        /// The session to serve, and the number of its admitted connection.
        case session(BrowserSession, admission: Int)
        /// Accept, then close at once with a code the page acts on.
        case close(WebSocketErrorCode, String)
        /// No upgrade at all.
        case refuse
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

    @MainActor
    private func admit(id: String, token: String, address: String, location: Location?, traits: TraitCollection) -> Admission {
        if registry.session(withID: id) != nil {
            guard let session = registry.authenticate(id: id, token: token) else {
                logger.warning("WebSocket refused: wrong token", metadata: ["session": "\(id.prefix(8))"])
                return .refuse
            }
            return .session(session, admission: session.admitConnection())
        }
        if drainState.isDraining {
            // Its page came from here before the drain: a reload gets one from another instance.
            return .close(.unknown(Self.movingCloseCode), "this server is restarting: reload")
        }
        if let refusal = registry.refusal(forAddress: address) {
            return .close(.unknown(1013), refusal)
        }
        switch tickets.redeem(id: id, token: token) {
        case .open:
            let session = registry.open(id: id, token: token, address: address, location: location, traits: traits)
            return .session(session, admission: session.admitConnection())
        case .expired:
            // Tell the page to start over with a fresh ticket.
            return .close(.unknown(4404), "session expired")
        case .forged:
            logger.warning("WebSocket refused: not a ticket of this server", metadata: ["session": "\(id.prefix(8))"])
            return .close(.unknown(4404), "session expired")
        }
    }

    /// Pumps one connection: the session's messages out, the client's in.
    ///
    /// A failure (a malformed message, the rate limit, a client that stopped
    /// reading) sends its close frame before anything is torn down, so the
    /// client always learns why.
    private func serve(_ session: BrowserSession, admission: Int, inbound: WebSocketInboundStream,
                       outbound: WebSocketOutboundWriter, channel: any Channel) async throws {
        let (number, queue) = await MainActor.run { session.connect(admission: admission) }
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
                    for try await message in inbound.messages(maxSize: limits.maximumMessageBytes) {
                        guard case let .text(text) = message else { return .failed("binary messages are not accepted") }
                        if let delay { try? await Task.sleep(for: delay) }
                        if let error = await MainActor.run(body: { session.accept(text) }) { return .failed(error.description) }
                    }
                } catch {
                    return .failed("unreadable message: \(error)")
                }
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
        case let .failed(reason):
            // The pumps have stopped, so nothing can cancel the close frame: it goes out (and the
            // handshake is answered) whatever else ends. The session ends first, so a client that
            // hears the close finds it gone.
            await MainActor.run { registry.end(session, reason: reason) }
            try? await outbound.close(.policyViolation, reason: String(reason.prefix(100)))
        case .stalled:
            logger.notice("client disconnected: it read nothing for the maximum send lag",
                          metadata: ["session": "\(session.id.prefix(8))"])
            await MainActor.run { session.disconnect(number) }
            // Its socket is full, so the close frame may never get through: give it a moment, then close the connection itself.
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await outbound.close(.unknown(4408), reason: "the client read no updates for too long") }
                group.addTask { try? await Task.sleep(for: .seconds(1)) }
                await group.next()
                group.cancelAll()
            }
            try? await channel.close()
        case .clientClosed, .writerEnded:
            await MainActor.run { session.disconnect(number) }
            // The server ended the session for a reason the page acts on (a drain moving it elsewhere).
            if let farewell = queue.farewell { try? await outbound.close(.unknown(farewell.code), reason: farewell.reason) }
        }
    }

    /// How a connection's pumping ended.
    private enum ConnectionOutcome: Sendable {
        case failed(String)
        case stalled
        case clientClosed
        case writerEnded
    }
}
