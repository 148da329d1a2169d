import BrowserServer
import Foundation
import Logging
import NIOCore
import PostgresNIO
import ServiceLifecycle

/// A ``/BrowserServer/SessionStore`` in PostgreSQL, shared by every
/// instance of the service: one table of rows keyed by session, each with
/// its owner, expiry and signed snapshot.
///
/// The store runs a connection pool (postgres-nio's `PostgresClient`),
/// which reconnects with backoff when the database goes away: run it for as
/// long as the server, as a service of the same service group (it is a
/// `Service`) or in a task of its own, and create the table once with
/// ``prepare()``.
///
/// ```swift
/// let store = PostgresSessionStore(configuration: .init(
///     unixSocketPath: "/run/postgresql/.s.PGSQL.5432", username: "componentkit", password: nil, database: "componentkit"))
/// var configuration = BrowserServer.Configuration()
/// configuration.persistence = try BrowserServer.Persistence(store: store, readingSecretFile: "/etc/componentkit/snapshot-secret")
/// // run `store` beside the server (a ServiceGroup, or a task), then:
/// try await store.prepare()
/// ```
public final class PostgresSessionStore: SessionStore, Service {
    /// The table the rows are kept in.
    public let tableName: String
    private let client: PostgresClient
    private let logger: Logger

    /// A store connecting with `configuration`, keeping rows in `tableName`
    /// (letters, digits and `_`, starting with a letter or `_`).
    ///
    /// - Throws: ``PostgresSessionStoreError/invalidTableName(_:)``.
    public init(configuration: PostgresClient.Configuration, tableName: String = "componentkit_sessions",
                logger: Logger = Logger(label: "componentkit.sessions.postgres")) throws(PostgresSessionStoreError) {
        let scalars = tableName.unicodeScalars
        guard let first = scalars.first, (1...63).contains(tableName.utf8.count), first == "_" || CharacterSet.letters.contains(first),
              scalars.allSatisfy({ $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) })
        else { throw .invalidTableName(tableName) }
        self.tableName = tableName
        self.logger = logger
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
    }

    /// Runs the connection pool until the task is cancelled (or the service
    /// group shuts down).
    public func run() async throws {
        await client.run()
    }

    /// Creates the table and its expiry index if they do not exist.
    public func prepare() async throws {
        try await client.query(PostgresQuery(unsafeSQL: """
            CREATE TABLE IF NOT EXISTS \(tableName) (
                id text PRIMARY KEY,
                owner text NOT NULL,
                expires_at timestamptz NOT NULL,
                payload bytea NOT NULL,
                updated_at timestamptz NOT NULL DEFAULT now()
            )
            """), logger: logger)
        try await client.query(PostgresQuery(unsafeSQL:
            "CREATE INDEX IF NOT EXISTS \(tableName)_expires_at ON \(tableName) (expires_at)"), logger: logger)
    }

    public func save(_ rows: [StoredSession], as owner: String) async throws -> [String] {
        guard !rows.isEmpty else { return [] }
        var binds = PostgresBindings(capacity: 4)
        binds.append(rows.map(\.id))
        binds.append(owner)
        binds.append(rows.map(\.expiresAt))
        binds.append(rows.map { ByteBuffer(bytes: $0.payload) })
        // One statement per batch; a row another instance owns is left alone (the WHERE of the update).
        let sql = """
            INSERT INTO \(tableName) AS t (id, owner, expires_at, payload, updated_at)
            SELECT r.id, $2, r.expires_at, r.payload, now()
            FROM unnest($1::text[], $3::timestamptz[], $4::bytea[]) AS r(id, expires_at, payload)
            ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at, payload = EXCLUDED.payload, updated_at = now()
            WHERE t.owner = EXCLUDED.owner
            RETURNING t.id
            """
        var taken = Set<String>()
        for try await id in try await client.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).decode(String.self) {
            taken.insert(id)
        }
        return rows.map(\.id).filter { !taken.contains($0) }
    }

    public func load(id: String, now: Date) async throws -> StoredSession? {
        var binds = PostgresBindings(capacity: 2)
        binds.append(id)
        binds.append(now)
        let sql = "SELECT id, owner, expires_at, payload FROM \(tableName) WHERE id = $1 AND expires_at > $2"
        let rows = try await client.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
        for try await (id, owner, expiresAt, payload) in rows.decode((String, String, Date, ByteBuffer).self) {
            return StoredSession(id: id, owner: owner, expiresAt: expiresAt, payload: Array(buffer: payload))
        }
        return nil
    }

    public func claim(id: String, from previousOwner: String, as owner: String) async throws -> Bool {
        var binds = PostgresBindings(capacity: 3)
        binds.append(id)
        binds.append(previousOwner)
        binds.append(owner)
        let sql = "UPDATE \(tableName) SET owner = $3, updated_at = now() WHERE id = $1 AND owner = $2 RETURNING id"
        let rows = try await client.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger)
        for try await _ in rows.decode(String.self) { return true }
        return false
    }

    public func delete(ids: [String], ownedBy owner: String) async throws {
        guard !ids.isEmpty else { return }
        var binds = PostgresBindings(capacity: 2)
        binds.append(ids)
        binds.append(owner)
        try await client.query(PostgresQuery(unsafeSQL: "DELETE FROM \(tableName) WHERE id = ANY($1::text[]) AND owner = $2", binds: binds),
                               logger: logger)
    }

    public func deleteExpired(before now: Date) async throws -> Int {
        var binds = PostgresBindings(capacity: 1)
        binds.append(now)
        let rows = try await client.query(PostgresQuery(unsafeSQL: "DELETE FROM \(tableName) WHERE expires_at <= $1 RETURNING id", binds: binds),
                                          logger: logger)
        var count = 0
        for try await _ in rows.decode(String.self) { count += 1 }
        return count
    }
}

/// Why a ``PostgresSessionStore`` cannot be made.
public enum PostgresSessionStoreError: Error, CustomStringConvertible, Equatable {
    /// The table name is not a plain SQL identifier.
    case invalidTableName(String)

    public var description: String {
        switch self {
        case let .invalidTableName(name):
            "the table name '\(name)' is not 1 to 63 letters, digits and _ starting with a letter or _"
        }
    }
}
