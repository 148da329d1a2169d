import Foundation

/// A ``SessionStore`` in this process's memory: sessions survive a server
/// being stopped and another started in the same process (tests, a
/// development reload), not the process. Use a database for instances in
/// several processes (`PostgresSessionStore`).
///
/// ```swift
/// var configuration = BrowserServer.Configuration()
/// configuration.persistence = try BrowserServer.Persistence(store: InMemorySessionStore(), secret: secret)
/// ```
public actor InMemorySessionStore: SessionStore {
    private var rows: [String: StoredSession] = [:]
    /// When set, every call waits this long first (a slow database, in tests).
    private var delay: Duration?
    /// When set, every call throws it (a database that is down, in tests).
    private var failure: (any Error)?

    /// An empty store.
    public init() {}

    /// The rows kept now, by session identifier.
    public var storedRows: [String: StoredSession] { rows }

    /// Makes every later call wait `delay` first (nil: answer at once), as
    /// a slow database would.
    public func setDelay(_ delay: Duration?) { self.delay = delay }

    /// Makes every later call throw `failure` (nil: work again), as a
    /// database that went away would.
    public func setFailure(_ failure: (any Error)?) { self.failure = failure }

    /// Replaces the payload of row `id` (a tampered row, in tests).
    public func overwritePayload(of id: String, with payload: [UInt8]) { rows[id]?.payload = payload }

    public func save(_ newRows: [StoredSession], as owner: String) async throws -> [String] {
        try await answer()
        var refused: [String] = []
        for row in newRows {
            if let existing = rows[row.id], existing.owner != owner {
                refused.append(row.id)
                continue
            }
            var owned = row
            owned.owner = owner
            rows[row.id] = owned
        }
        return refused
    }

    public func load(id: String, now: Date) async throws -> StoredSession? {
        try await answer()
        guard let row = rows[id], row.expiresAt > now else { return nil }
        return row
    }

    public func claim(id: String, from previousOwner: String, as owner: String) async throws -> Bool {
        try await answer()
        guard rows[id]?.owner == previousOwner else { return false }
        rows[id]?.owner = owner
        return true
    }

    public func delete(ids: [String], ownedBy owner: String) async throws {
        try await answer()
        for id in ids where rows[id]?.owner == owner { rows[id] = nil }
    }

    public func deleteExpired(before now: Date) async throws -> Int {
        try await answer()
        let expired = rows.values.filter { $0.expiresAt <= now }.map(\.id)
        for id in expired { rows[id] = nil }
        return expired.count
    }

    private func answer() async throws {
        if let delay { try await Task.sleep(for: delay) }
        if let failure { throw failure }
    }
}
