@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing
import ViewTree

/// Thousands of hibernated pages touched at once must not starve the main
/// actor: wakes take turns, a few at a time, and a newcomer's first screen
/// is served between them rather than after all of them.
@MainActor
@Suite("A storm of wakes: hibernated sessions wake a few at a time, behind newcomers' first screens")
struct WakeStormTests {
    /// Sessions in the storm: enough that waking them all takes far longer than opening one more.
    static let sleepers = 48
    /// What building the screen costs on the main actor (a stand-in for a heavy screen).
    static let buildCost: useconds_t = 10_000

    /// A sleeping page: its socket and the bytes read past its last frame.
    /// It answers the server's pings, as a browser does (in a loaded run
    /// this test outlasts the server's 30 s ping interval): ``Pings`` reads
    /// every page on a thread of its own while the test runs.
    final class Page: @unchecked Sendable {
        let socket: RawSocket
        private var rest: [UInt8]
        /// One sender at a time: a pong and a tap must not interleave their bytes.
        private let sending = NSLock()
        private var closeFrame: RawSocket.Frame?
        /// The close frame the server sent, if it did.
        var close: RawSocket.Frame? { sending.withLock { closeFrame } }

        init(socket: RawSocket, rest: [UInt8]) {
            self.socket = socket
            self.rest = rest
        }

        func send(_ text: String) throws {
            try sending.withLock { try socket.sendText(text) }
        }

        /// Reads what has arrived and answers its pings; blocks at most a millisecond when nothing has.
        func answerPings() {
            while close == nil, let frame = socket.nextFrame(buffer: &rest, timeout: 0.001) {
                if frame.opcode == 9 { sending.withLock { _ = try? socket.sendFrame(opcode: 10, payload: frame.payload) } }
                if frame.opcode == 8 { sending.withLock { closeFrame = frame } }
            }
        }
    }

    /// Answers the pings of every page added, every 50 ms, until stopped.
    final class Pings: @unchecked Sendable {
        private let lock = NSLock()
        private var pages: [Page] = []
        private var running = true

        init() {
            Thread { [self] in
                while lock.withLock({ running }) {
                    for page in lock.withLock({ pages }) { page.answerPings() }
                    usleep(50_000)
                }
            }.start()
        }

        func add(_ page: Page) { lock.withLock { pages.append(page) } }
        func stop() { lock.withLock { running = false } }
    }

    @Test("Touched all at once, hibernated sessions wake a few at a time, and a newcomer's first screen comes before the last of them")
    func newcomerIsServedDuringTheStorm() async throws {
        var limits = BrowserServer.Limits()
        limits.authenticationTimeout = .seconds(120)
        // The sleepers' pages read nothing after their first frame; in a loaded run a write's completion can wait
        // long for the cooperative pool, which must not look like a client that stopped reading.
        limits.maximumSendLag = .seconds(600)
        var configuration = BrowserServer.Configuration(port: 0, limits: limits)
        configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(3_600), settleTimeout: .seconds(30))
        var logger = Logger(label: "test.wakes")
        logger.logLevel = .error
        let server = BrowserServer(configuration: configuration, logger: logger) { _ in
            usleep(Self.buildCost)
            return SampleRootView(note: "storm", includesList: false)
        }
        let port = try await server.start()
        // The sleepers: connected pages, from a few addresses (the per-address limit is 64).
        var pages: [Page] = []
        let pings = Pings()
        defer { pings.stop() }
        for index in 0..<Self.sleepers {
            let client = InstanceClient(port: port, source: "127.0.\(30 + index / 32).\(1 + index % 32)")
            let (socket, handshake) = try await client.connect(try await client.loadPage())
            let (frame, rest) = try await SessionCredentialsTests.firstFrame(socket, after: handshake)
            #expect(frame?.closeCode == nil)
            let page = Page(socket: socket, rest: rest)
            pages.append(page)
            pings.add(page)
        }
        try await BrowserHarness.waitForServer(timeout: .seconds(60)) { server.sessions.count == Self.sleepers }
        let sessions = server.sessions.allSessions
        // Where each page's button is, as its page would tap it.
        let sample = try #require(sessions.first)
        let tapPoint = try #require(BrowserHarness.view("tap", in: sample)).1
        let tap = (0..<2).map { step in
            #"{"t":"p","ph":"\#(step == 0 ? "down" : "up")","x":\#(tapPoint.midX),"y":\#(tapPoint.midY),"ms":\#(1_000 + step * 50),"id":0}"#
        }
        // Everyone idle a long time: each is checked and hibernates (eight checks at a time).
        for _ in 0..<200 where sessions.contains(where: { !$0.isHibernated }) {
            server.registry.hibernateIdleSessions(now: .now + .seconds(7_200))
            try await Task.sleep(for: .milliseconds(100))
        }
        let awake = sessions.filter { !$0.isHibernated }.count
        #expect(awake == 0, "\(awake) stayed awake")

        // The storm: every page taps at once, then a newcomer arrives.
        let held = pages
        let lost = try await RawSocket.blocking { () -> [String] in
            var lost: [String] = []
            for (index, page) in held.enumerated() {
                do {
                    for message in tap { try page.send(message) }
                } catch {
                    // A page the server closed: say how, for the report.
                    lost.append("page \(index): \(error); closed with \(page.close?.closeCode.map(String.init) ?? "nothing") "
                        + (page.close?.closeReason ?? ""))
                }
            }
            return lost
        }
        #expect(lost.isEmpty, "\(lost)")
        let newcomer = InstanceClient(port: port, source: "127.0.40.1")
        let clock = ContinuousClock()
        let arriving = clock.now
        let (socket, handshake) = try await newcomer.connect(try await newcomer.loadPage())
        let first = try await SessionCredentialsTests.firstFrame(socket, after: handshake).frame
        let waited = clock.now - arriving
        // Counted as the newcomer's screen arrives: sessions still without their tree.
        let stillAsleep = sessions.filter(\.isHibernated).count
        #expect(first.map { String(decoding: $0.payload, as: UTF8.self).hasPrefix(#"{"t":"reset""#) } == true)
        #expect(stillAsleep > 0, "the newcomer waited for all \(Self.sleepers) wakes (\(waited))")
        // Printed for the figures, never compared: times depend on the machine's load.
        print("WakeStormTests: newcomer's first screen after \(waited), \(stillAsleep) of \(Self.sleepers) sessions still waking")

        // And every sleeper wakes to its own page, the tap applied.
        try await BrowserHarness.waitForServer(timeout: .seconds(120)) { sessions.allSatisfy { $0.wakes == 1 } }
        #expect(sessions.allSatisfy { $0.wakes == 1 && $0.mismatchedWakes == 0 })
        #expect(sessions.allSatisfy { (BrowserHarness.view("count", in: $0)?.0 as? Label)?.text == "Count: 1" })
        withExtendedLifetime((pages, socket)) {}
        await server.stop()
    }
}
