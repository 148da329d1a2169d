import Foundation
import Hummingbird

extension BrowserServer {
    /// The close code that tells a page its server is leaving: it reloads
    /// its own URL (the same screen), which a load balancer sends to
    /// another instance.
    static let movingCloseCode: UInt16 = 4503

    /// Takes the server out of service without dropping anyone's screen,
    /// then stops it: what an orchestrator's SIGTERM should start.
    ///
    /// 1. At once, `GET /healthz` and every page answer 503 (so a load
    ///    balancer retries the page on another instance), and WebSockets
    ///    that would open a new session close with 4503 (their page
    ///    reloads). Live sessions go on, and their clients may reconnect.
    /// 2. Sessions whose visitors leave end as usual. When none is left,
    ///    or after `gracePeriod`, every remaining session ends and its page
    ///    hears close code 4503: it reloads the screen it shows, and a
    ///    balancer gives it a fresh session there on another instance.
    /// 3. Once those connections have closed, or `deadline` after the
    ///    start, the server stops: `run()` returns and a server made with
    ///    `start()` ends. A drained server does not serve again.
    ///
    /// Calling it again while it drains joins the drain under way (its
    /// times are the first call's).
    ///
    /// ```swift
    /// let outcome = try await server.drain(movingSessionsAfter: .seconds(20), deadline: .seconds(30))
    /// print(outcome)   // "12 sessions: 3 finished, 9 moved; 0 connections left at the deadline"
    /// ```
    ///
    /// - Parameters:
    ///   - gracePeriod: How long live sessions may go on before their
    ///     clients are moved; zero moves them at once.
    ///   - deadline: How long the whole drain may take, from the call; at
    ///     least `gracePeriod`.
    /// - Throws: ``BrowserServerError/invalidDrain(_:)`` for a negative
    ///   grace period, a deadline shorter than it, or a server that is not
    ///   listening; nothing changes then.
    @discardableResult
    public func drain(movingSessionsAfter gracePeriod: Duration = .seconds(10), deadline: Duration = .seconds(30))
        async throws(BrowserServerError) -> DrainOutcome
    {
        guard gracePeriod >= .zero else { throw .invalidDrain("the grace period is \(gracePeriod); it cannot be negative") }
        guard deadline >= gracePeriod else {
            throw .invalidDrain("the deadline (\(deadline)) is shorter than the grace period (\(gracePeriod))")
        }
        guard port != 0 || drainState.isDraining else { throw .invalidDrain("the server is not listening: start or run it first") }
        let drain = drainState.begin {
            Task { await self.performDrain(gracePeriod: gracePeriod, deadline: deadline) }
        }
        return await drain.value
    }

    /// Whether the server is draining (or has drained): it refuses new
    /// sessions and pages, and its health check answers 503.
    public var isDraining: Bool { drainState.isDraining }

    private func performDrain(gracePeriod: Duration, deadline: Duration) async -> DrainOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let atStart = await onSessions { $0.count }
        logger.notice("draining", metadata: ["sessions": "\(atStart)", "grace": "\(gracePeriod)"])
        var live = atStart
        while live > 0, clock.now < start + gracePeriod {
            try? await Task.sleep(for: min(.milliseconds(100), start + gracePeriod - clock.now))
            live = await onSessions { registry in
                registry.expireSessions()
                return registry.count
            }
        }
        let moved: Int
        if let writer = await onSessions({ $0.persistence?.writer }) {
            // Durable sessions move whole: every snapshot is written, then each page reconnects (1012) with its
            // session, which the balancer sends to another instance (this one answers 503), and that one resumes it.
            await onSessions { registry in registry.persistence?.captureAll(registry.allSessions) }
            _ = try? await withTimeout(max(.milliseconds(100), start + deadline - clock.now)) { await writer.flush() }
            moved = await onSessions { registry in
                registry.endAll(farewell: OutboundQueue.Farewell(code: 1012, reason: "this server is restarting: reconnecting elsewhere"),
                                keepingRows: true)
            }
        } else {
            moved = await onSessions { registry in
                registry.endAll(farewell: OutboundQueue.Farewell(code: Self.movingCloseCode, reason: "this server is restarting: reload"))
            }
        }
        while drainState.openWebSockets > 0, clock.now < start + deadline {
            try? await Task.sleep(for: min(.milliseconds(20), start + deadline - clock.now))
        }
        let outcome = DrainOutcome(sessionsAtStart: atStart, sessionsFinished: max(0, atStart - moved), sessionsMoved: moved,
                                   connectionsLeftAtDeadline: drainState.openWebSockets)
        logger.notice("drained", metadata: ["outcome": "\(outcome)"])
        drainState.finish()
        return outcome
    }

    /// `GET /healthz`: 200 with `{"status":"serving",…}` while the server
    /// takes new sessions, 503 with `"draining"` once it does not, with
    /// the instance's name, its session count and how many of those are
    /// hibernated (for an orchestrator or a
    /// deployment script to poll; open-source nginx only learns of trouble
    /// from failed requests). It answers without the main actor, from
    /// counts the registry keeps current (hibernated sessions within 200
    /// ms), so a main actor busy for seconds does not make an orchestrator
    /// think the server dead.
    func addHealthRoute(to router: Router<BrowserRequestContext>) {
        let instance = configuration.instanceID
        router.get("/healthz") { [self] _, _ -> Response in
            let (sessions, hibernated) = (admission.liveSessions, admission.hibernatedSessions)
            let draining = drainState.isDraining
            var json = "{\"status\":\"\(draining ? "draining" : "serving")\",\"sessions\":\(sessions),\"hibernated\":\(hibernated)"
            if let instance { json += ",\"instance\":\"\(instance)\"" }
            json += "}\n"
            return Response(status: draining ? .serviceUnavailable : .ok,
                            headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: json)))
        }
    }
}

extension BrowserServer {
    /// What a page request gets while the server drains: 503, which nginx
    /// (`proxy_next_upstream http_503`) retries on another instance. A
    /// browser that reaches a lone draining server sees a short notice that
    /// refreshes itself.
    static func drainingPageResponse() -> Response {
        let page = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">\
            <title>Restarting</title></head><body><p>This server is restarting. The page will try again in a moment.</p>\
            </body></html>\n
            """
        return Response(status: .serviceUnavailable,
                        headers: [.contentType: "text/html; charset=utf-8", .retryAfter: "5", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(string: page)))
    }
}
