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
        /// Live sessions at most. Past it, new visitors get a "server busy"
        /// page (HTTP 503 with `Retry-After`), and WebSockets that would open
        /// more are closed with code 1013 ("try again later"); sessions
        /// already in are not affected. The default is what one process held
        /// on a 2-core machine with room to spare (README, *Capacity*).
        public var maximumSessions: Int
        /// Resident memory of the process, in bytes, past which new visitors
        /// get the "server busy" page (nil, the default: no memory limit).
        /// Read at most four times a second; sessions already in keep working.
        public var maximumResidentBytes: Int?
        /// Live sessions opened from one client address at most.
        public var maximumSessionsPerAddress: Int
        /// How long a page's WebSocket has to open its session after the page
        /// was served; a later one is told to reload (close code 4404).
        public var sessionTicketLifetime: Duration
        /// Bytes of updates queued for a client that reads slowly; past it,
        /// one reset of the whole tree replaces the queued updates.
        public var maximumQueuedBytes: Int
        /// How long a client may go without reading any update before it is
        /// disconnected (it reconnects to a fresh snapshot).
        public var maximumSendLag: Duration
        /// Open TCP connections at most; more are closed as they arrive.
        public var maximumConnections: Int
        /// Open TCP connections from one client address at most.
        public var maximumConnectionsPerAddress: Int
        /// How long a new connection has to send its first complete request
        /// head; slower ones are closed.
        public var requestHeadTimeout: Duration
        /// How long a connection that is not a WebSocket may stay idle between requests.
        public var idleTimeout: Duration
        /// The largest request head (request line and headers), in bytes;
        /// larger ones get 431.
        public var maximumRequestHeadBytes: Int
        /// Header fields per request at most; more get 431.
        public var maximumHeaderFields: Int

        /// Limits with room for pointer moves at display rate and for many
        /// tabs from one address.
        public init(maximumMessageBytes: Int = 16_384, messagesPerSecond: Int = 240, messageBurst: Int = 480,
                    maximumSessions: Int = 10_000, maximumSessionsPerAddress: Int = 64,
                    sessionTicketLifetime: Duration = .seconds(120),
                    maximumQueuedBytes: Int = 1 << 20, maximumSendLag: Duration = .seconds(15),
                    maximumConnections: Int = 16_384, maximumConnectionsPerAddress: Int = 256,
                    requestHeadTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
                    maximumRequestHeadBytes: Int = 32 << 10, maximumHeaderFields: Int = 100,
                    maximumResidentBytes: Int? = nil, maximumSessionBytes: Int = 1 << 20) {
            self.maximumResidentBytes = maximumResidentBytes
            self.maximumSessionBytes = maximumSessionBytes
            self.maximumMessageBytes = maximumMessageBytes
            self.messagesPerSecond = messagesPerSecond
            self.messageBurst = messageBurst
            self.maximumSessions = maximumSessions
            self.maximumSessionsPerAddress = maximumSessionsPerAddress
            self.sessionTicketLifetime = sessionTicketLifetime
            self.maximumQueuedBytes = maximumQueuedBytes
            self.maximumSendLag = maximumSendLag
            self.maximumConnections = maximumConnections
            self.maximumConnectionsPerAddress = maximumConnectionsPerAddress
            self.requestHeadTimeout = requestHeadTimeout
            self.idleTimeout = idleTimeout
            self.maximumRequestHeadBytes = maximumRequestHeadBytes
            self.maximumHeaderFields = maximumHeaderFields
        }

        /// Why these limits cannot be used (a count below 1, a duration not
        /// above zero), or nil.
        var problem: String? {
            let counts: [(String, Int)] = [
                ("maximumMessageBytes", maximumMessageBytes), ("messagesPerSecond", messagesPerSecond),
                ("messageBurst", messageBurst), ("maximumSessions", maximumSessions),
                ("maximumSessionsPerAddress", maximumSessionsPerAddress), ("maximumQueuedBytes", maximumQueuedBytes),
                ("maximumConnections", maximumConnections), ("maximumConnectionsPerAddress", maximumConnectionsPerAddress),
                ("maximumRequestHeadBytes", maximumRequestHeadBytes), ("maximumHeaderFields", maximumHeaderFields),
                ("maximumSessionBytes", maximumSessionBytes),
            ]
            if let (name, value) = counts.first(where: { $0.1 < 1 }) { return "limits.\(name) is \(value); it must be at least 1" }
            if let maximumResidentBytes, maximumResidentBytes < 1 {
                return "limits.maximumResidentBytes is \(maximumResidentBytes); it must be at least 1, or nil for no memory limit"
            }
            let durations: [(String, Duration)] = [
                ("sessionTicketLifetime", sessionTicketLifetime), ("maximumSendLag", maximumSendLag),
                ("requestHeadTimeout", requestHeadTimeout), ("idleTimeout", idleTimeout),
            ]
            if let (name, value) = durations.first(where: { $0.1 <= .zero }) { return "limits.\(name) is \(value); it must be above zero" }
            return nil
        }
    }
}
