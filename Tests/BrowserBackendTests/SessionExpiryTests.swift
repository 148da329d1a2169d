@testable import BrowserBackend
@testable import BrowserServer
import Foundation
import Logging
import Testing
import ViewTree

/// When a session's grace period runs (from the end of its last
/// connection), and what a connection made to a session that has ended
/// hears.
@MainActor
@Suite("Session expiry, and connections that come too late")
struct SessionExpiryTests {
    static let grace = Duration.seconds(1)

    func registry() -> SessionRegistry {
        SessionRegistry(limits: .init(), gracePeriod: Self.grace, logger: Logger(label: "test.expiry")) { _ in View(frame: .zero) }
    }

    @Test("A connected session does not expire; once its connection ends, it does after the grace period")
    func graceRunsFromTheDisconnect() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let (number, _) = session.connect(presenting: "t")
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1, "a connected session does not expire")
        session.disconnect(number)
        registry.expireSessions(now: .now + .milliseconds(100))
        #expect(registry.count == 1, "within the grace period")
        registry.expireSessions(now: .now + Self.grace * 2)
        #expect(registry.count == 0)
    }

    @Test("A replaced connection's end leaves the new one alone")
    func replacedConnectionEnds() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let (old, _) = session.connect(presenting: "t")
        _ = session.connect(presenting: "t")
        session.disconnect(old)
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1 && session.isConnected)
    }

    @Test("A connection to a session that ended hears only why it ended: the drain's farewell, else 'session expired'")
    func connectionAfterTheEnd() async {
        let registry = registry()
        let moved = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let farewell = OutboundQueue.Farewell(code: 4503, reason: "this server is restarting: reload")
        #expect(registry.endAll(farewell: farewell) == 1)
        let (_, queue) = moved.connect(presenting: "t")
        #expect(await queue.next() == nil, "no reset for a session that is gone")
        #expect(queue.farewell == farewell, "the drain's reason, though the registry's removal closed it again")

        let expired = registry.open(id: "b", token: "t", address: "127.0.0.1")
        registry.end(expired, reason: "a test")
        let (_, expiredQueue) = expired.connect(presenting: "t")
        #expect(await expiredQueue.next() == nil)
        #expect(expiredQueue.farewell == BrowserSession.expiredFarewell)
        #expect(registry.count == 0)
    }
}
