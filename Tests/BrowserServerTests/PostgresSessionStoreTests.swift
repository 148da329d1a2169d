@testable import BrowserBackend
@testable import BrowserServer
import BrowserServerPostgres
import BrowserTesting
import Foundation
import Logging
import PostgresNIO
import Testing

/// The PostgreSQL store against a real server (scripts/postgres.sh):
/// rows, ownership, expiry, a session resumed through it, and the
/// database going away and coming back.
@MainActor
@Suite("PostgreSQL session store", .serialized)
struct PostgresSessionStoreTests {
    static func quietLogger() -> Logger {
        var logger = Logger(label: "test.postgres")
        logger.logLevel = .critical
        return logger
    }

    /// Runs `body` with a prepared store on a scratch database.
    func withStore(tableName: String = "componentkit_sessions",
                   _ body: @MainActor (ScratchPostgres, PostgresSessionStore) async throws -> Void) async throws {
        let database = try await ScratchPostgres.start()
        let store = try PostgresSessionStore(configuration: database.configuration, tableName: tableName, logger: Self.quietLogger())
        let running = Task { try await store.run() }
        do {
            try await store.prepare()
            try await body(database, store)
        } catch {
            running.cancel()
            await database.stop()
            throw error
        }
        running.cancel()
        await database.stop()
    }

    @Test("Rows are written, read, claimed and deleted; another owner's row is left alone; expired rows are neither read nor kept")
    func rows() async throws {
        try await withStore { _, store in
            let later = Date().addingTimeInterval(3_600)
            let rows = (0..<3).map { StoredSession(id: "i1-row\($0)", owner: "i1", expiresAt: later, payload: Array("payload \($0)".utf8)) }
            #expect(try await store.save(rows, as: "i1").isEmpty)
            let loaded = try #require(try await store.load(id: "i1-row1", now: Date()))
            #expect(loaded.id == rows[1].id && loaded.owner == "i1" && loaded.payload == rows[1].payload)
            #expect(abs(loaded.expiresAt.timeIntervalSince(later)) < 0.001, "PostgreSQL keeps microseconds")
            #expect(try await store.claim(id: "i1-row1", from: "i1", as: "i2"))
            #expect(try await !store.claim(id: "i1-row1", from: "i1", as: "i3"), "claimed once only")
            var rewritten = rows
            rewritten[0].payload = [1, 2, 3]
            rewritten[1].payload = [4, 5, 6]
            #expect(try await store.save(rewritten, as: "i1") == ["i1-row1"], "i2 owns row1 now")
            #expect(try await store.load(id: "i1-row0", now: Date())?.payload == [1, 2, 3])
            #expect(try await store.load(id: "i1-row1", now: Date())?.payload == rows[1].payload)
            try await store.delete(ids: ["i1-row0", "i1-row1"], ownedBy: "i1")
            #expect(try await store.load(id: "i1-row0", now: Date()) == nil)
            #expect(try await store.load(id: "i1-row1", now: Date()) != nil, "another owner's row is not deleted")
            let soon = StoredSession(id: "i1-soon", owner: "i1", expiresAt: Date().addingTimeInterval(1), payload: [0])
            _ = try await store.save([soon], as: "i1")
            #expect(try await store.load(id: "i1-soon", now: Date().addingTimeInterval(2)) == nil)
            #expect(try await store.deleteExpired(before: Date().addingTimeInterval(2)) == 1)
        }
    }

    @Test("A table name that is not a plain identifier is refused")
    func tableNames() throws {
        let configuration = PostgresClientConfigurationForNames.configuration
        #expect(throws: PostgresSessionStoreError.invalidTableName("sessions; DROP TABLE x")) {
            try PostgresSessionStore(configuration: configuration, tableName: "sessions; DROP TABLE x")
        }
        #expect(throws: PostgresSessionStoreError.self) { try PostgresSessionStore(configuration: configuration, tableName: "1sessions") }
        _ = try PostgresSessionStore(configuration: configuration, tableName: "_ck_sessions_2")
    }

    @Test("Through PostgreSQL, a session of a dead instance resumes on another; while the database is down sessions go on and writes are dropped, then written when it is back")
    func resumeAndDatabaseLoss() async throws {
        try await withStore { database, store in
            @MainActor func makeServer(_ instance: String) throws -> BrowserServer {
                var configuration = BrowserServer.Configuration(port: 0)
                configuration.instanceID = instance
                var persistence = try BrowserServer.Persistence(store: store, secret: DurableSessionsTests.secret)
                persistence.interval = .milliseconds(100)
                persistence.writeTimeout = .seconds(1)
                configuration.persistence = persistence
                return BrowserServer(configuration: configuration, logger: Self.quietLogger()) { _ in SampleNoteView(note: "operations") }
            }
            let first = try makeServer("i1"), second = try makeServer("i2")
            _ = try await first.start()
            let secondPort = try await second.start()
            defer { Task { await second.stop() } }
            let (session, token) = try DurableSessionsTests.openSession(on: first, text: "Through the database")
            try await DurableSessionsTests.eventually { (try? await store.load(id: session.id, now: Date())) != nil }

            try await database.stopServer()
            for message in try #require(session.operationsView).tapMessages(1) { session.apply(try ClientMessage.decode(message)) }
            #expect(session.operationsView?.count == "Count: 4", "the session works from memory")
            try await DurableSessionsTests.eventually { first.persistenceStatistics?.figures.dropped ?? 0 > 0 }
            try await database.startServer()
            // Written again once the database answers (the pool reconnects with its backoff).
            try await DurableSessionsTests.eventually {
                guard let row = try? await store.load(id: session.id, now: Date()),
                      let record = try? DurableSessionSeal(secret: DurableSessionsTests.secret)
                        .open(row, maximumBytes: 1 << 20, now: Date()).get() else { return false }
                return record.session.window.componentStates.flatMap(\.states).contains { $0.json.contains("4") }
            }
            await first.stop()
            let (texts, closeCode) = try await DurableSessionsTests.reconnect(port: secondPort, id: session.id, token: token)
            #expect(closeCode == nil)
            #expect(texts.last?.contains("Through the database") == true && texts.last?.contains("Count: 4") == true)
        }
    }
}

/// A configuration for tests that never connect.
enum PostgresClientConfigurationForNames {
    static var configuration: PostgresClient.Configuration {
        .init(unixSocketPath: "/nonexistent/.s.PGSQL.5432", username: "nobody", password: nil, database: "none")
    }
}
