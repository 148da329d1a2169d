extension BrowserServer {
    /// What clients may cost the server: connections, requests, messages,
    /// sessions and queued output. The defaults are far above what real
    /// visitors need and bound what a hostile or broken client can take.
    ///
    /// ```swift
    /// var limits = BrowserServer.Limits()
    /// limits.maximumSessionsPerAddress = 200   // many people behind one proxy
    /// let server = BrowserServer(configuration: .init(limits: limits)) { _ in AppView() }
    /// ```
    public struct Limits: Sendable {
        /// The largest WebSocket message accepted from a client, in bytes.
        /// It also bounds the text of one input: a page sends an input's
        /// whole value with each edit, so it lets a person enter at most a
        /// quarter of what is left after 256 bytes for the message around it,
        /// in UTF-16 units (4,032 with the default).
        public var maximumMessageBytes: Int
        /// Bytes a client may make its session hold: its inputs' texts and
        /// undo histories, and messages queued while it wakes from
        /// hibernation. Past it, undo steps are forgotten (the oldest first,
        /// across the session's inputs); an edit whose text alone would pass
        /// it is refused (the input keeps its text). The page is told why
        /// each time (a `notice` message); the session goes on. The default,
        /// 1 MiB, holds eight inputs filled to their limit with full undo
        /// histories, or sixteen without.
        public var maximumSessionBytes: Int
        /// Client messages per second on average.
        public var messagesPerSecond: Int
        /// Client messages accepted at once after a quiet period.
        public var messageBurst: Int
        /// Live sessions at most. At the limit a newcomer takes the place of
        /// a session nobody is using (see ``evictionProtection``); when every
        /// session is in use, new visitors get a "server busy" page (HTTP 503
        /// with `Retry-After`), and WebSockets that would open more are
        /// closed with code 1013 ("try again later"). The default is what one
        /// process held on a 2-core machine with room to spare (README,
        /// *Capacity*).
        public var maximumSessions: Int
        /// How long a session is safe from being ended to make room, since it
        /// opened or since its page last sent input (a tap, a key, an edit,
        /// a scroll, a navigation). At ``maximumSessions`` a newcomer takes the
        /// place of an unprotected session: first one whose page never sent
        /// input, then a hibernated one, longest idle first; a visitor with a
        /// visitor pass (a browser that used this site before) may also take
        /// the place of any other idle one. The page of an ended session is
        /// told why (close code 4409) and offers to reload.
        public var evictionProtection: Duration
        /// Live sessions opened from one network (an IPv4 /24, an IPv6 /64) at
        /// most, beside ``maximumSessionsPerAddress``: one host with many
        /// addresses counts once. Never below the per-address limit (a
        /// higher per-address limit raises it).
        public var maximumSessionsPerPrefix: Int
        /// The per-network session limit as enforced: never below
        /// ``maximumSessionsPerAddress``, so raising that one alone (a load
        /// test from one machine) raises both.
        var enforcedSessionsPerPrefix: Int { Swift.max(maximumSessionsPerPrefix, maximumSessionsPerAddress) }
        /// Resident memory of the process, in bytes, past which new visitors
        /// get the "server busy" page (nil, the default: no memory limit).
        /// Read at most four times a second; sessions already in keep working.
        public var maximumResidentBytes: Int?
        /// Live sessions opened from one client address at most.
        public var maximumSessionsPerAddress: Int
        /// How long a page's WebSocket has to open its session after the page
        /// was served; a later one is told to reload (close code 4404).
        public var sessionTicketLifetime: Duration
        /// How long a new WebSocket has to send its credentials (its first
        /// message); a later one is closed (1008, with the reason).
        public var authenticationTimeout: Duration
        /// Bytes of updates queued for a client that reads slowly; past it,
        /// one reset of the whole tree replaces the queued updates.
        public var maximumQueuedBytes: Int
        /// How long a client may go without reading any update before it is
        /// disconnected (it reconnects to a fresh snapshot).
        public var maximumSendLag: Duration
        /// Open TCP connections at most; more are closed as they arrive
        /// (but see ``connectionPressureThreshold``).
        public var maximumConnections: Int
        /// Open TCP connections from one client address at most.
        public var maximumConnectionsPerAddress: Int
        /// Open TCP connections from one network at most: an IPv4 address's
        /// /24 or an IPv6 address's /64, so that an attacker holding many
        /// neighbouring addresses counts once. Never below
        /// ``maximumConnectionsPerAddress`` (a network may always hold what
        /// one address may). The default is four addresses' worth: a
        /// household or office never meets it, and 80 addresses of one /24
        /// hold a sixteenth of the default table instead of all of it.
        public var maximumConnectionsPerPrefix: Int
        /// The share of ``maximumConnections`` (above 0, at most 1) past which
        /// the table is under pressure: each new connection then makes room by
        /// closing one that has not yet sent a complete first request head
        /// (from the network, /24 or /64, holding the most such connections,
        /// oldest first), and gets ``requestHeadTimeoutUnderPressure`` instead
        /// of ``requestHeadTimeout``. A connection that has sent its head (a
        /// page load in flight, a live WebSocket) is never closed for this. So
        /// sockets opened by an attacker who sends nothing only displace each
        /// other, and a visitor still gets in.
        public var connectionPressureThreshold: Double
        /// How long a new connection has to send its first complete request
        /// head; slower ones are closed.
        public var requestHeadTimeout: Duration
        /// The head deadline of a connection that arrives while the table is
        /// under pressure (see ``connectionPressureThreshold``); never longer
        /// than ``requestHeadTimeout``. A browser sends its head as soon as it
        /// has connected, so two seconds spare slow links.
        public var requestHeadTimeoutUnderPressure: Duration
        /// How long a connection that is not a WebSocket may stay idle between requests.
        public var idleTimeout: Duration
        /// How often the server pings each page's WebSocket. A connection
        /// that has not answered one ping by the next is closed with 1001
        /// (going away), and its page reconnects. Browsers answer pings by
        /// themselves, and the traffic keeps a proxy from closing a quiet
        /// WebSocket (nginx's `proxy_read_timeout` is 60 s by default).
        public var keepAliveInterval: Duration = .seconds(30)
        /// The largest request head (request line and headers), in bytes;
        /// larger ones get 431.
        public var maximumRequestHeadBytes: Int
        /// Header fields per request at most; more get 431.
        public var maximumHeaderFields: Int

        /// Limits with room for pointer moves at display rate and for many
        /// tabs from one address.
        public init(maximumMessageBytes: Int = 16_384, messagesPerSecond: Int = 240, messageBurst: Int = 480,
                    maximumSessions: Int = 10_000, maximumSessionsPerAddress: Int = 64, maximumSessionsPerPrefix: Int = 256,
                    evictionProtection: Duration = .seconds(60),
                    sessionTicketLifetime: Duration = .seconds(120), authenticationTimeout: Duration = .seconds(10),
                    maximumQueuedBytes: Int = 1 << 20, maximumSendLag: Duration = .seconds(15),
                    maximumConnections: Int = 16_384, maximumConnectionsPerAddress: Int = 256,
                    maximumConnectionsPerPrefix: Int = 1_024, connectionPressureThreshold: Double = 0.9,
                    requestHeadTimeout: Duration = .seconds(10), requestHeadTimeoutUnderPressure: Duration = .seconds(2),
                    idleTimeout: Duration = .seconds(60),
                    maximumRequestHeadBytes: Int = 32 << 10, maximumHeaderFields: Int = 100,
                    maximumResidentBytes: Int? = nil, maximumSessionBytes: Int = 1 << 20) {
            self.maximumResidentBytes = maximumResidentBytes
            self.maximumSessionBytes = maximumSessionBytes
            self.maximumMessageBytes = maximumMessageBytes
            self.messagesPerSecond = messagesPerSecond
            self.messageBurst = messageBurst
            self.maximumSessions = maximumSessions
            self.maximumSessionsPerAddress = maximumSessionsPerAddress
            self.maximumSessionsPerPrefix = maximumSessionsPerPrefix
            self.evictionProtection = evictionProtection
            self.sessionTicketLifetime = sessionTicketLifetime
            self.authenticationTimeout = authenticationTimeout
            self.maximumQueuedBytes = maximumQueuedBytes
            self.maximumSendLag = maximumSendLag
            self.maximumConnections = maximumConnections
            self.maximumConnectionsPerAddress = maximumConnectionsPerAddress
            self.maximumConnectionsPerPrefix = maximumConnectionsPerPrefix
            self.connectionPressureThreshold = connectionPressureThreshold
            self.requestHeadTimeout = requestHeadTimeout
            self.requestHeadTimeoutUnderPressure = requestHeadTimeoutUnderPressure
            self.idleTimeout = idleTimeout
            self.maximumRequestHeadBytes = maximumRequestHeadBytes
            self.maximumHeaderFields = maximumHeaderFields
        }

        /// The limits each session applies to its page (the message size and
        /// rate, the memory budget, the output queue), from these.
        public var session: SessionLimits {
            SessionLimits(maximumMessageBytes: maximumMessageBytes, maximumSessionBytes: maximumSessionBytes,
                          messagesPerSecond: messagesPerSecond, messageBurst: messageBurst,
                          maximumQueuedBytes: maximumQueuedBytes)
        }

        /// Why these limits cannot be used (a count below 1, a duration not
        /// above zero), or nil.
        var problem: String? {
            let counts: [(String, Int)] = [
                ("maximumMessageBytes", maximumMessageBytes), ("messagesPerSecond", messagesPerSecond),
                ("messageBurst", messageBurst), ("maximumSessions", maximumSessions),
                ("maximumSessionsPerAddress", maximumSessionsPerAddress), ("maximumSessionsPerPrefix", maximumSessionsPerPrefix),
                ("maximumQueuedBytes", maximumQueuedBytes),
                ("maximumConnections", maximumConnections), ("maximumConnectionsPerAddress", maximumConnectionsPerAddress),
                ("maximumConnectionsPerPrefix", maximumConnectionsPerPrefix),
                ("maximumRequestHeadBytes", maximumRequestHeadBytes), ("maximumHeaderFields", maximumHeaderFields),
                ("maximumSessionBytes", maximumSessionBytes),
            ]
            if let (name, value) = counts.first(where: { $0.1 < 1 }) { return "limits.\(name) is \(value); it must be at least 1" }
            if let maximumResidentBytes, maximumResidentBytes < 1 {
                return "limits.maximumResidentBytes is \(maximumResidentBytes); it must be at least 1, or nil for no memory limit"
            }
            if !(connectionPressureThreshold > 0 && connectionPressureThreshold <= 1) {
                return "limits.connectionPressureThreshold is \(connectionPressureThreshold); it must be above 0 and at most 1"
            }
            let durations: [(String, Duration)] = [
                ("sessionTicketLifetime", sessionTicketLifetime), ("authenticationTimeout", authenticationTimeout),
                ("maximumSendLag", maximumSendLag),
                ("requestHeadTimeout", requestHeadTimeout), ("requestHeadTimeoutUnderPressure", requestHeadTimeoutUnderPressure),
                ("idleTimeout", idleTimeout), ("evictionProtection", evictionProtection),
                ("keepAliveInterval", keepAliveInterval),
            ]
            if let (name, value) = durations.first(where: { $0.1 <= .zero }) { return "limits.\(name) is \(value); it must be above zero" }
            return nil
        }
    }
}
