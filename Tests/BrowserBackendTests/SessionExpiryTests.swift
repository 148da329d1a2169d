@testable import BrowserBackend
import Foundation
import Logging
import Testing
import ViewTree

/// When a session's grace period runs: from the end of its last connection,
/// never while an accepted upgrade is still on its way to connecting; and
/// what a connection that starts after its session ended hears.
@MainActor
@Suite("Session expiry around accepted upgrades, and connections that come too late")
struct SessionExpiryTests {
    static let grace = Duration.seconds(1)

    func registry() -> SessionRegistry {
        SessionRegistry(limits: .init(), gracePeriod: Self.grace, logger: Logger(label: "test.expiry")) { _ in View(frame: .zero) }
    }

    @Test("A session whose upgrade was accepted does not expire before its connection starts, however late")
    func acceptedUpgradeHoldsTheSession() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let admission = session.admitConnection()
        // The connection's task is late by far more than the grace period (a busy server).
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1)
        let (number, _) = session.connect(admission: admission)
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1, "a connected session does not expire")
        session.disconnect(number)
        registry.expireSessions(now: .now + .milliseconds(100))
        #expect(registry.count == 1, "within the grace period")
        registry.expireSessions(now: .now + Self.grace * 2)
        #expect(registry.count == 0)
    }

    @Test("An accepted upgrade whose channel closes before connecting starts the grace period")
    func abandonedUpgradeStartsTheGracePeriod() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let first = session.admitConnection()
        let second = session.admitConnection()
        session.admissionEnded(first)
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1, "another upgrade is still on its way")
        session.admissionEnded(second)
        session.admissionEnded(second)
        registry.expireSessions(now: .now + .milliseconds(100))
        #expect(registry.count == 1, "within the grace period")
        registry.expireSessions(now: .now + Self.grace * 2)
        #expect(registry.count == 0)
    }

    @Test("A reconnect accepted before the old connection ends keeps the session; the grace period starts if it is abandoned")
    func reconnectUnderWay() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let (old, _) = session.connect(admission: session.admitConnection())
        let reconnect = session.admitConnection()
        session.disconnect(old)
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1)
        // The reconnect's channel closes without connecting.
        session.admissionEnded(reconnect)
        registry.expireSessions(now: .now + Self.grace * 2)
        #expect(registry.count == 0)
    }

    @Test("A channel that closes after its connection started leaves a connected session alone")
    func lateChannelCloseOfAConnectedSession() {
        let registry = registry()
        let session = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let admission = session.admitConnection()
        _ = session.connect(admission: admission)
        session.admissionEnded(admission)
        registry.expireSessions(now: .now + .seconds(60))
        #expect(registry.count == 1 && session.isConnected)
    }

    @Test("A connection that starts after its session ended hears only why it ended: the drain's farewell, else 'session expired'")
    func connectionAfterTheEnd() async {
        let registry = registry()
        let moved = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let admission = moved.admitConnection()
        let farewell = OutboundQueue.Farewell(code: 4503, reason: "this server is restarting: reload")
        #expect(registry.endAll(farewell: farewell) == 1)
        let (_, queue) = moved.connect(admission: admission)
        #expect(await queue.next() == nil, "no reset for a session that is gone")
        #expect(queue.farewell == farewell, "the drain's reason, though the registry's removal closed it again")

        let expired = registry.open(id: "b", token: "t", address: "127.0.0.1")
        let late = expired.admitConnection()
        registry.end(expired, reason: "a test")
        let (_, expiredQueue) = expired.connect(admission: late)
        #expect(await expiredQueue.next() == nil)
        #expect(expiredQueue.farewell == BrowserSession.expiredFarewell)
        #expect(registry.count == 0)
    }
}
