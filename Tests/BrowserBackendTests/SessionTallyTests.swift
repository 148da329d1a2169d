@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Testing
import ViewTree

/// The counts a metrics scrape reads without visiting a session: sessions
/// by state and screen, and the bytes queued for pages.
@MainActor
@Suite("Browser backend: the session tally")
struct SessionTallyTests {
    @Test("A screen is a location's first path segment; odd segments and screens past the 48th count as other")
    func screens() {
        #expect(SessionTally.screen(of: "/photos/12?layout=grid", known: [:]) == "photos")
        #expect(SessionTally.screen(of: "/?tab=2", known: [:]) == "home")
        #expect(SessionTally.screen(of: "/", known: [:]) == "home")
        #expect(SessionTally.screen(of: "/%E2%9C%93/1", known: [:]) == "other", "not a short ASCII name")
        #expect(SessionTally.screen(of: "/" + String(repeating: "a", count: 33), known: [:]) == "other")

        let tally = SessionTally()
        var entries: [SessionTally.Entry] = []
        for index in 0..<SessionTally.maximumScreens { entries.append(tally.add(location: "/s\(index)", hibernated: false)) }
        let late = tally.add(location: "/late/1", hibernated: true)
        #expect(late.screen == "other")
        #expect(tally.add(location: "/s3", hibernated: false).screen == "s3", "a screen already counted keeps its name")
        let counts = tally.counts
        #expect(counts.awake == SessionTally.maximumScreens + 1 && counts.hibernated == 1)
        #expect(counts.byScreen.count == SessionTally.maximumScreens + 1 && counts.byScreen["other"] == 1 && counts.byScreen["s3"] == 2)

        let moved = tally.move(late, to: "/late/1", hibernated: false)
        #expect(moved.screen == "other" && tally.counts.hibernated == 0)
        tally.remove(moved)
        for entry in entries { tally.remove(entry) }
        #expect(tally.counts.awake == 1 && tally.counts.byScreen["s0"] == 0, "a screen seen stays, at 0")
    }

    @Test("Sessions are counted as they open, navigate, hibernate, wake and end; queued bytes follow each page's queue")
    func followsSessions() async throws {
        let hibernation = BrowserServer.Hibernation(idleInterval: .seconds(3_600), settleTimeout: .seconds(20))
        try await BrowserHarness.with(browser: false, hibernation: hibernation, content: { makeTwoScreenNavigation() }) { harness in
            let registry = harness.server.registry
            let counters = registry.counters
            let before = counters.tally.counts
            let session = registry.open(id: "tally-1", token: "t", address: "127.0.0.1", location: Location("/photos"))
            #expect(counters.tally.counts.awake == before.awake + 1)
            #expect(counters.tally.counts.byScreen["photos", default: 0] == before.byScreen["photos", default: 0] + 1)

            let (_, queue) = session.connect(presenting: "t")
            #expect(queue.queuedBytes > 0 && counters.queuedBytes.load(ordering: .relaxed) == queue.queuedBytes,
                    "the reset waits in the queue, and in the total")
            while queue.queuedBytes > 0, await queue.next() != nil {}
            #expect(counters.queuedBytes.load(ordering: .relaxed) == 0)

            #expect(session.isDueForHibernation(now: .now + .seconds(7_200), idleInterval: hibernation.idleInterval))
            registry.hibernateIdleSessions(now: .now + .seconds(7_200))
            try await BrowserHarness.waitForServer(timeout: .seconds(90)) { session.isHibernated || session.hibernationRefused }
            #expect(session.isHibernated, "\(session.hibernationRefusal ?? "")")
            #expect(counters.tally.counts.hibernated == before.hibernated + 1 && counters.tally.counts.awake == before.awake)
            #expect(counters.tally.counts.byScreen["photos", default: 0] == before.byScreen["photos", default: 0] + 1,
                    "still on its screen")

            let (_, page) = session.connect(presenting: "t")
            #expect(!session.isHibernated && counters.tally.counts.awake == before.awake + 1)
            #expect(counters.tally.counts.hibernated == before.hibernated)
            while page.queuedBytes > 0, await page.next() != nil {}

            session.apply(.navigate(Location("/")))
            session.flush()
            #expect(counters.tally.counts.byScreen["photos", default: 0] == before.byScreen["photos", default: 0], "it left photos")
            #expect(counters.tally.counts.byScreen["home", default: 0] == before.byScreen["home", default: 0] + 1)

            registry.end(session, reason: "test")
            #expect(counters.tally.counts.awake == before.awake && counters.tally.counts.hibernated == before.hibernated)
            #expect(counters.tally.counts.byScreen["home", default: 0] == before.byScreen["home", default: 0])
        }
    }
}
