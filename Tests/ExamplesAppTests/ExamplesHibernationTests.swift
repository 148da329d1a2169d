@testable import BrowserBackend
@testable import BrowserServer
@testable import ExamplesApp
import BrowserTesting
import Foundation
import Logging
import Testing
import ViewTree

/// The examples app's screens under hibernation: each one an idle session
/// shows can be let go and rebuilt exactly, so a server with many idle
/// visitors keeps only their connections.
@MainActor
@Suite("Examples app: idle sessions hibernate and wake to the same page", .serialized)
struct ExamplesHibernationTests {
    /// Checks run when a test asks; settling is generous, as other suites hold the main actor in a full run.
    static let manual = BrowserServer.Hibernation(idleInterval: .seconds(3_600), settleTimeout: .seconds(20))

    private func withServer(_ body: @MainActor (BrowserServer) async throws -> Void) async throws {
        var logger = Logger(label: "test.hibernation")
        logger.logLevel = .critical
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.hibernation = Self.manual
        let server = ExamplesServer.make(configuration: configuration, library: try .samples(), logger: logger)
        _ = try await server.start()
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A connected session at `path`, settled: screens that load (the catalog, photos) finish after
    /// their first update, later still when other suites hold the main actor, so this waits until
    /// the tree has not changed for a second (as an idle session's has not).
    private func openSettled(_ path: String, on server: BrowserServer) async throws -> (BrowserSession, OutboundQueue) {
        let session = server.registry.open(id: "hibernate-\(UUID().uuidString)", token: "t", address: "127.0.0.1", location: Location(path))
        let (_, queue) = session.connect(presenting: "t")
        try await settle(session, queue)
        return (session, queue)
    }

    private func settle(_ session: BrowserSession, _ queue: OutboundQueue) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        var seen = (changes: session.window.changeCount, since: ContinuousClock.now)
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            if session.window.changeCount != seen.changes { seen = (session.window.changeCount, .now) }
            if ContinuousClock.now - seen.since >= .seconds(1), session.window.rootView.subtree.count >= 8 { break }
        }
        session.flush()
        while queue.queuedBytes > 0, await queue.next() != nil {}
    }

    /// Polls until `condition` holds or `timeout` passes (the caller then checks it itself, to report what failed).
    private func waitFor(timeout: Duration, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    private func hibernate(_ session: BrowserSession, on server: BrowserServer) async throws {
        server.registry.hibernateIdleSessions(now: .now + .seconds(7_200))
        try await waitFor(timeout: .seconds(90)) { session.isHibernated || session.hibernationRefused }
    }

    @Test("Every example screen hibernates when idle, lets its tree go, and wakes to the same page",
          arguments: ExampleScreenID.allCases.map(\.pagePath) + ["/animals/new"])
    func everyScreen(_ path: String) async throws {
        try await withServer { server in
            let (session, queue) = try await openSettled(path, on: server)
            weak let content = session.contentView
            // A refused check is tried again after the page settles anew, as a session with activity would be.
            for _ in 0..<3 where !session.isHibernated {
                _ = await session.hibernateIfRebuildable(settleTimeout: Self.manual.settleTimeout)
                if !session.isHibernated { try await settle(session, queue) }
            }
            guard session.isHibernated else {
                // Kept awake, never half-hibernated: the live tree stays. Under a loaded CI run the photo
                // grid's thumbnails can still be arriving on the live page (NOTES); every other screen must sleep.
                let reason = session.hibernationRefusal ?? "no reason recorded"
                print("hibernation \(path): kept awake: \(reason)")
                #expect(session.contentView != nil, "\(path): kept awake without its tree")
                #expect(path == "/photos?layout=grid", "\(path): a rebuild did not show the same page: \(reason)")
                return
            }
            for _ in 0..<100 where content != nil { try await Task.sleep(for: .milliseconds(20)) }
            #expect(content == nil, "\(path): the live tree outlived hibernation")

            session.apply(.viewport(session.window.size))
            try await waitFor(timeout: .seconds(60)) { session.wakes + session.mismatchedWakes == 1 }
            #expect(session.wakes == 1 && session.mismatchedWakes == 0, "\(path): woke to a different page")
            let next = queue.queuedBytes > 0 ? await queue.next() : nil
            #expect(next?.contains("\"t\":\"reset\"") != true, "\(path): the page was reset")
        }
    }

    @Test("A visitor who went from Home to Animals by a tap hibernates there; Back after waking returns Home")
    func navigatedByTap() async throws {
        try await withServer { server in
            let (session, queue) = try await openSettled("/", on: server)
            @MainActor func center(of identifier: String) throws -> CGPoint {
                let views = session.window.rootView.subtree
                let view = try #require(views.first { $0.accessibilityIdentifier == identifier && !$0.isHidden }, "no \(identifier)")
                let frame = view.convert(view.bounds, to: nil)
                return CGPoint(x: frame.midX, y: frame.midY)
            }
            @MainActor func tap(at point: CGPoint) {
                session.apply(.pointer(.down, location: point, time: 1, pointerID: 0))
                session.apply(.pointer(.up, location: point, time: 1.05, pointerID: 0))
            }
            @MainActor func location() -> String? { session.window.locationHandler?.currentLocation?.location }
            tap(at: try center(of: "home.animals"))
            try await waitFor(timeout: .seconds(30)) { location() == "/animals" }
            try await settle(session, queue)   // the push's animation ends
            #expect(!session.holdsChangedState, "navigating changed no component's state")
            // Where the page shows Back: a hibernated session has no tree to look in.
            let back = try center(of: "navigation.back")
            try await hibernate(session, on: server)
            #expect(session.isHibernated)

            tap(at: back)
            try await waitFor(timeout: .seconds(60)) { session.wakes == 1 && location() == "/" }
            #expect(session.wakes == 1 && session.mismatchedWakes == 0)
            #expect(location() == "/", "Back, applied to the rebuilt stack, returned Home")
        }
    }
}
