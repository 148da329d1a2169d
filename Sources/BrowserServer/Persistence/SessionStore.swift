import Foundation

/// Where sessions' snapshots are kept between instances: a table any
/// instance of the service reads and writes (`PostgresSessionStore` in
/// BrowserServerPostgres, or ``InMemorySessionStore`` for one process).
///
/// A store keeps opaque rows: the server signs and checks what is in them
/// (``BrowserServer/Persistence``). Every row has an owner, the instance
/// that holds the session now: a write from another instance leaves the
/// row alone, so an instance that lost a session to another (its page
/// reconnected there) cannot overwrite what the new owner wrote.
///
/// Implementations are called off the main actor, from one writer task and
/// from connections resuming sessions; a call may take as long as the
/// database does (the server gives up on it after
/// ``BrowserServer/Persistence/writeTimeout`` and counts the writes dropped).
public protocol SessionStore: Sendable {
    /// Inserts or replaces `rows` as `owner`'s; a row another instance owns
    /// is left as it is. Returns the identifiers of the rows left alone.
    func save(_ rows: [StoredSession], as owner: String) async throws -> [String]

    /// The row for session `id`, if there is one that has not expired at `now`.
    func load(id: String, now: Date) async throws -> StoredSession?

    /// Makes `owner` the owner of row `id` if `previousOwner` still owns it;
    /// returns whether it did (false: another instance claimed it first, or
    /// it is gone).
    func claim(id: String, from previousOwner: String, as owner: String) async throws -> Bool

    /// Deletes the rows `ids` that `owner` owns.
    func delete(ids: [String], ownedBy owner: String) async throws

    /// Deletes every row that expired before `now`; returns how many.
    func deleteExpired(before now: Date) async throws -> Int
}

/// One session's row in a ``SessionStore``: its identifier, the instance
/// that owns it, when it expires, and the signed snapshot.
public struct StoredSession: Sendable, Hashable {
    /// The session's identifier.
    public var id: String
    /// The instance that wrote the row and holds the session.
    public var owner: String
    /// When the row stops resuming anything.
    public var expiresAt: Date
    /// The signed, encoded snapshot (opaque to the store).
    public var payload: [UInt8]

    /// A row.
    public init(id: String, owner: String, expiresAt: Date, payload: [UInt8]) {
        self.id = id
        self.owner = owner
        self.expiresAt = expiresAt
        self.payload = payload
    }
}
