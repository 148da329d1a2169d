import Foundation

extension BrowserServer {
    /// Durable sessions: each session's snapshot (its location, component
    /// state, scroll offsets, typed text and focus; a
    /// ``/ComponentKit/WindowSnapshot``) is written to a ``SessionStore``
    /// shared by every instance, so that when an instance dies (a crash, an
    /// out-of-memory kill, a machine lost), its visitors' pages reconnect
    /// to another instance, which resumes each session from its row: the
    /// same screen and state, less what changed in the last ``interval``.
    ///
    /// A snapshot is written when a session hibernates, at most every
    /// ``interval`` while it is awake and changing (a connection, a
    /// message, a render), and for every session when the server drains.
    /// Writes never hold up a session: they are captured on the main actor
    /// a bounded number at a time, and written by one task off it; when the
    /// store is slow or down they are dropped, counted and logged (once per
    /// ``failureLogInterval``), and written again once it answers.
    ///
    /// Rows are signed with ``secret`` (HMAC-SHA256), which every instance
    /// shares: a row that was altered, or written with another secret, is
    /// discarded with a logged reason, and its page starts fresh at its
    /// URL. They hold hashes of the session's reconnect tokens, never the
    /// tokens, and expire after ``lifetime``; a session that ends (its page
    /// gone for the grace period, or closed for a bad message) deletes its row.
    ///
    /// ```swift
    /// var configuration = BrowserServer.Configuration()
    /// configuration.instanceID = "i1"
    /// configuration.persistence = try BrowserServer.Persistence(
    ///     store: InMemorySessionStore(), secret: String(repeating: "k", count: 32))
    /// ```
    public struct Persistence: Sendable {
        /// Where the rows go.
        public var store: any SessionStore
        /// The secret rows are signed with, shared by every instance.
        public let secret: String
        /// At most how often an awake, changing session's snapshot is
        /// written: what a visitor loses at most when an instance dies (2 s
        /// by default).
        public var interval: Duration = .seconds(2)
        /// How long a row resumes its session after it was written (an
        /// hour by default); a live session's row is written again when it
        /// is half this old, changed or not.
        public var lifetime: Duration = .seconds(3_600)
        /// How long one write may take before it is given up and its rows
        /// dropped (5 s by default).
        public var writeTimeout: Duration = .seconds(5)
        /// The most snapshots captured in one pass of the ticker (every
        /// 250 ms): the rest wait their turn, so a burst of changes does not
        /// hold the main actor (200 by default).
        public var maximumCapturesPerPass = 200
        /// The largest snapshot written, in bytes; a larger one is dropped
        /// and counted (1 MiB by default). The same limit is checked before
        /// a row is decoded.
        public var maximumSnapshotBytes = 1 << 20
        /// How often a failing store is logged (once a minute by default).
        public var failureLogInterval: Duration = .seconds(60)

        /// Durable sessions in `store`, signed with `secret`.
        ///
        /// - Throws: ``BrowserServerError/invalidConfiguration(_:)`` for a
        ///   secret shorter than 32 bytes.
        public init(store: any SessionStore, secret: String) throws(BrowserServerError) {
            guard secret.utf8.count >= 32 else {
                throw .invalidConfiguration("persistence secret: \(secret.utf8.count) bytes; give at least 32 (random, shared by every instance)")
            }
            self.store = store
            self.secret = secret
        }

        /// Reads the secret from the first line of the file at `path`
        /// (command lines are visible to every user of the machine).
        ///
        /// - Throws: ``BrowserServerError/invalidConfiguration(_:)`` when the
        ///   file cannot be read or its secret is too short.
        public init(store: any SessionStore, readingSecretFile path: String) throws(BrowserServerError) {
            try self.init(store: store, secret: BrowserServer.Configuration.secretLine(readingFile: path, named: "persistence secret"))
        }

        /// What makes these settings unusable, if anything.
        var problem: String? {
            if interval <= .zero { return "persistence.interval must be positive, not \(interval)" }
            if lifetime <= interval { return "persistence.lifetime (\(lifetime)) must be longer than its interval (\(interval))" }
            if writeTimeout <= .zero { return "persistence.writeTimeout must be positive, not \(writeTimeout)" }
            if maximumCapturesPerPass < 1 { return "persistence.maximumCapturesPerPass must be at least 1, not \(maximumCapturesPerPass)" }
            if maximumSnapshotBytes < 1_024 { return "persistence.maximumSnapshotBytes must be at least 1024, not \(maximumSnapshotBytes)" }
            if failureLogInterval < .zero { return "persistence.failureLogInterval must not be negative" }
            return nil
        }
    }
}
