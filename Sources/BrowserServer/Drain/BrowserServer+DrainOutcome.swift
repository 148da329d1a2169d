extension BrowserServer {
    /// What a drain did with the sessions the server held when it began.
    public struct DrainOutcome: Sendable, Hashable, CustomStringConvertible {
        /// Sessions live when the drain began.
        public var sessionsAtStart: Int
        /// Sessions that ended on their own during the grace period (their
        /// visitors left).
        public var sessionsFinished: Int
        /// Sessions ended when the grace period ran out, their pages told
        /// to reload elsewhere (close code 4503).
        public var sessionsMoved: Int
        /// WebSocket connections still open when the deadline stopped the
        /// server (clients that did not answer their close frame in time).
        public var connectionsLeftAtDeadline: Int

        /// An outcome with these counts.
        public init(sessionsAtStart: Int, sessionsFinished: Int, sessionsMoved: Int, connectionsLeftAtDeadline: Int) {
            self.sessionsAtStart = sessionsAtStart
            self.sessionsFinished = sessionsFinished
            self.sessionsMoved = sessionsMoved
            self.connectionsLeftAtDeadline = connectionsLeftAtDeadline
        }

        public var description: String {
            "\(sessionsAtStart) sessions: \(sessionsFinished) finished, \(sessionsMoved) moved; "
                + "\(connectionsLeftAtDeadline) connections left at the deadline"
        }
    }
}
