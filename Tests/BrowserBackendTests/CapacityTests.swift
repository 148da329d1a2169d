@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import HummingbirdWSClient
import Logging
import Testing

@MainActor
@Suite("Capacity: admission control, shared images, memory given back")
struct CapacityTests {
    @Test("Past the session limit a new visitor gets a 503 busy page with Retry-After; the sessions already in keep working")
    func busyPageAtTheSessionLimit() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumSessions = 2
        try await BrowserHarness.with(limits: limits, browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin],
                                      includesList: false) { harness in
            let first = try await harness.openSession()
            _ = try await harness.openSession()
            for path in ["/", "/photos/3"] {
                let answer = try await Self.get(path, port: harness.port)
                #expect(answer.hasPrefix("HTTP/1.1 503"), "\(path): \(answer.prefix(40))")
                #expect(answer.lowercased().contains("retry-after: 10"))
                #expect(answer.contains("<h1>Server busy</h1>") && answer.contains("as many visitors as it can take"))
                #expect(answer.contains("maximum of 2 sessions"), "the reason, for operators")
                #expect(!answer.contains("ck-session"), "no ticket: the visitor opens nothing")
            }
            // The sessions already in are served as before.
            let session = try #require(harness.server.sessions.session(withID: first.session))
            let tap = try #require(BrowserHarness.view("tap", in: session)?.1)
            let texts = try await Self.tapOnce(url: harness.socketURL(session: first.session), token: first.token,
                                               at: CGPoint(x: tap.midX, y: tap.midY))
            #expect(texts.contains { $0.contains("Count: 1") })
            #expect(harness.server.sessions.count == 2)
            // Once one ends there is room again.
            harness.server.registry.end(session, reason: "test")
            #expect(try await Self.get("/", port: harness.port).hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("Over the memory limit new visitors get the busy page, naming memory; sessions in keep working")
    func busyPageOverTheMemoryLimit() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumResidentBytes = 1   // any process is over it
        try await BrowserHarness.with(limits: limits, browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin],
                                      includesList: false) { harness in
            // A session that came in before memory grew (pages get no ticket now).
            let session = harness.server.registry.open(id: "earlier", token: "secret", address: "127.0.0.1")
            let answer = try await Self.get("/", port: harness.port)
            #expect(answer.hasPrefix("HTTP/1.1 503") && answer.contains("over its limit of 0 MiB"))
            let tap = try #require(BrowserHarness.view("tap", in: session)?.1)
            let texts = try await Self.tapOnce(url: harness.socketURL(session: "earlier"), token: "secret",
                                               at: CGPoint(x: tap.midX, y: tap.midY))
            #expect(texts.contains { $0.contains("Count: 1") })
        }
    }

    @Test("Visitors turned away are logged on one line every ten seconds at most, with how many came")
    func turnedAwayLogIsThrottled() {
        let admission = AdmissionControl(limits: .init())
        let start = ContinuousClock.now
        #expect(admission.noteTurnedAway(now: start) == 1, "the first one is logged at once")
        for second in 1...9 { #expect(admission.noteTurnedAway(now: start + .seconds(second)) == nil) }
        #expect(admission.noteTurnedAway(now: start + .seconds(10)) == 10, "then one line for the ten since")
        #expect(admission.noteTurnedAway(now: start + .seconds(11)) == nil)
    }

    @Test("Admission reads memory at most four times a second, and refuses only over the limit")
    func admissionReadsMemorySparingly() {
        let readings = Recorder<Int>()
        let resident = Recorder<Int>()
        resident.append(100)
        var limits = BrowserServer.Limits()
        limits.maximumResidentBytes = 150
        let admission = AdmissionControl(limits: limits) {
            readings.append(1)
            return resident.values.last ?? 0
        }
        let start = ContinuousClock.now
        #expect(admission.refusal(now: start) == nil)
        resident.append(200)
        #expect(admission.refusal(now: start + .milliseconds(100)) == nil, "the reading is 100 ms old: kept")
        #expect(admission.refusal(now: start + .milliseconds(300)) == .memory(residentBytes: 200, limit: 150))
        #expect(readings.values.count == 2)
        admission.sessionsChanged(to: limits.maximumSessions)
        #expect(admission.refusal(now: start + .milliseconds(300)) == .sessions(limit: limits.maximumSessions))
    }

    @Test("A limit below 1 for memory is refused with a clear error")
    func memoryLimitValidated() async {
        var limits = BrowserServer.Limits()
        limits.maximumResidentBytes = 0
        let server = BrowserServer(configuration: .init(port: 0, limits: limits)) { _ in View() }
        await #expect(throws: BrowserServerError.invalidConfiguration(
            "limits.maximumResidentBytes is 0; it must be at least 1, or nil for no memory limit")) { try await server.run() }
    }

    @Test("Sessions showing the same image hold it once, and its PNG is encoded once for all of them")
    func imagesSharedAcrossSessions() async throws {
        try await BrowserHarness.with(browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin], includesList: false) {
            harness in
            var addresses: [String] = []
            for _ in 0..<3 {
                let (session, token) = try await harness.openSession()
                let first = try #require(try await HardeningTests.firstMessage(url: harness.socketURL(session: session), token: token))
                addresses.append(try #require(Self.imagePath(in: first)))
            }
            // Every session shows the card's placeholder: one image kept.
            #expect(harness.server.imageStore.count == 1)
            #expect(Set(addresses.map { $0.split(separator: "/").last }).count == 1)
            var bodies: [String] = []
            for path in addresses {
                let answer = try await Self.get(path, port: harness.port)
                #expect(answer.hasPrefix("HTTP/1.1 200"))
                bodies.append(String(answer.drop { $0 != "\u{89}" }))
            }
            #expect(Set(bodies).count == 1)
            #expect(harness.server.imageStore.encodeCount == 1)
            // A session may fetch only what it showed.
            let (other, _) = try await harness.openSession()
            let name = try #require(addresses[0].split(separator: "/").last)
            #expect(try await Self.get("/img/\(other)/\(name)", port: harness.port).hasPrefix("HTTP/1.1 404"))
        }
    }

    @Test("Ended sessions give back what they held: the table, the admission count and shared images, then a trim")
    func memoryGivenBackAfterTheGracePeriod() async throws {
        // A grace period no test run outlasts, so only the test's own clock (from each disconnect) ends sessions.
        try await BrowserHarness.with(gracePeriod: .seconds(600), browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin],
                                      includesList: false) { harness in
            let registry = harness.server.registry
            for _ in 0..<3 {
                let (session, token) = try await harness.openSession()
                _ = try await HardeningTests.firstMessage(url: harness.socketURL(session: session), token: token)
            }
            #expect(harness.server.imageStore.count == 1 && harness.server.admission.liveSessions == 3)
            // The clients have gone; within the grace period everything stays.
            for _ in 0..<3_000 where registry.allSessions.contains(where: \.isConnected) { try await Task.sleep(for: .milliseconds(10)) }
            let disconnects = registry.allSessions.compactMap(\.disconnectedAt)
            #expect(disconnects.count == 3)
            let first = try #require(disconnects.min()), last = try #require(disconnects.max())
            registry.expireSessions(now: first + .seconds(599))
            #expect(registry.count == 3 && harness.server.imageStore.count == 1)
            let trimsBefore = registry.trimmer.trimCount
            registry.expireSessions(now: last + .seconds(601))
            #expect(registry.count == 0)
            #expect(harness.server.imageStore.count == 0)
            #expect(harness.server.admission.liveSessions == 0)
            #expect(registry.trimmer.isPending)
            for _ in 0..<1_500 where registry.trimmer.trimCount == trimsBefore { try await Task.sleep(for: .milliseconds(10)) }
            #expect(registry.trimmer.trimCount == trimsBefore + 1 && !registry.trimmer.isPending)
        }
    }

    @Test("The ticker sends only what changed: a session changed outside a message is flushed, idle ones are not asked")
    func onlyChangedSessionsFlushed() async throws {
        let registry = SessionRegistry(limits: .init(), gracePeriod: .seconds(30), logger: Logger(label: "test")) { _ in
            Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        }
        defer { registry.stop() }
        let changed = registry.open(id: "a", token: "t", address: "127.0.0.1")
        let idle = registry.open(id: "b", token: "t", address: "127.0.0.1")
        let (_, changedQueue) = changed.connect(presenting: "t")
        let (_, idleQueue) = idle.connect(presenting: "t")
        let changedBytes = changedQueue.queuedBytes, idleBytes = idleQueue.queuedBytes
        (changed.contentView as? Label)?.text = "Changed by a timer"
        registry.flushChangedSessions()
        #expect(changedQueue.queuedBytes > changedBytes)
        #expect(idleQueue.queuedBytes == idleBytes)
        // A change of traits alone reaches the page too.
        idle.traitOverrides.colorScheme = .dark
        registry.flushChangedSessions()
        #expect(idleQueue.queuedBytes > idleBytes)
    }

    /// The raw answer to a GET, head and body.
    nonisolated static func get(_ path: String, port: Int) async throws -> String {
        try await RawSocket.blocking {
            let socket = try RawSocket(port: port)
            try socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            var bytes: [UInt8] = []
            while true {
                let (chunk, closed) = socket.receive(timeout: 10)
                bytes += chunk
                if closed || chunk.isEmpty { break }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The first `/img/…` address in a message.
    static func imagePath(in message: String) -> String? {
        guard let start = message.range(of: "/img/") else { return nil }
        return String(message[start.lowerBound...].prefix { $0 != "\"" })
    }

    /// Connects, taps once at `point` and returns the messages up to the one showing the count of 1
    /// (the button's highlight comes first), at most five.
    nonisolated static func tapOnce(url: String, token: String, at point: CGPoint) async throws -> [String] {
        let received = Recorder<String>()
        try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 22), logger: Logger(label: "test.client")) {
            inbound, outbound, _ in
            try await outbound.write(.text(RawSocket.authenticationMessage(token: token)))
            var iterator = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
            if case let .text(text) = try await iterator.next() { received.append(text) }
            for phase in ["down", "up"] {
                try await outbound.write(.text(#"{"t":"p","ph":"\#(phase)","x":\#(point.x),"y":\#(point.y),"ms":1000,"id":0}"#))
            }
            for _ in 0..<5 {
                guard case let .text(text) = try await iterator.next() else { break }
                received.append(text)
                if text.contains("Count: 1") { break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return received.values
    }
}
