import BrowserTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Two examples instances behind a real nginx (deploy/nginx, started by
/// scripts/serve-cluster.sh): sessions spread over both and pinned to the
/// instance that issued them; a drained instance's visitors come back on
/// the other at the screen they were on. Sessions here are not durable
/// (`--no-durable`): a drain reloads its pages; FailoverTests covers the
/// durable cluster.
@Suite("Scale-out: examples instances behind nginx", .serialized,
       .enabled(if: Cluster.nginx != nil, "nginx is not installed (bash scripts/setup-system.sh installs it)"))
struct ScaleOutTests {
    /// A visitor through nginx: its address, its screen, its session and socket.
    struct Visitor: @unchecked Sendable {
        let source: String
        let path: String
        let instance: String
        let session: String
        /// The ticket the page was served with.
        let ticket: String
        /// The reconnect token the session's first reset carried.
        let reconnectToken: String?
        let socket: RawSocket
        var buffer: [UInt8]
    }

    /// 200 in CI; `SCALE_OUT_SESSIONS` asks for more when measuring by hand.
    static let sessions = ProcessInfo.processInfo.environment["SCALE_OUT_SESSIONS"].flatMap(Int.init).map { max(20, $0) } ?? 200
    static let screens = ["/", "/animals", "/animals/new"]

    /// The loopback address visitor `index` comes from: a new one every 20
    /// visitors, each in a network (/24) of its own, so no client address or
    /// network holds more than 20 sessions.
    static func address(of index: Int) -> String {
        "127.\(1 + index / 20 / 250).\(index / 20 % 250).2"
    }

    /// Loads `path` through nginx from `source`, opens its WebSocket and reads the first frame.
    static func visit(_ path: String, port: Int, from source: String) throws -> (Visitor?, problems: [String]) {
        var problems: [String] = []
        let page = try LoopbackHTTP.get(path, port: port, from: source)
        let html = page.text
        func meta(_ name: String) -> String {
            guard let range = html.range(of: "name=\"\(name)\" content=\"") else { return "" }
            return String(html[range.upperBound...].prefix { $0 != "\"" })
        }
        let (session, token) = (meta("ck-session"), meta("ck-token"))
        guard page.status == 200, let instance = page.headers["x-componentkit-instance"], !session.isEmpty else {
            return (nil, ["\(path) from \(source): \(page.status) \(page.headers["x-componentkit-instance"] ?? "no instance")"])
        }
        if !session.hasPrefix(instance + "-") { problems.append("session \(session) issued by \(instance)") }
        let socket = try RawSocket(port: port, from: source)
        let location = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let handshake = try socket.handshake(path: "/ws?session=\(session)&loc=\(location)", port: port,
                                             origin: "http://127.0.0.1:\(port)")
        if handshake.status == 101 { try socket.authenticate(token: token) }
        if handshake.status != 101 { problems.append("\(session): WebSocket answered \(handshake.status)") }
        if handshake.headers["x-componentkit-instance"] != instance {
            problems.append("\(session): page from \(instance), WebSocket on \(handshake.headers["x-componentkit-instance"] ?? "?")")
        }
        var buffer = handshake.leftover
        let first = socket.nextFrame(buffer: &buffer, timeout: 60)
        let text = first.map { String(decoding: $0.payload, as: UTF8.self) } ?? ""
        let reset = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        if !text.hasPrefix(#"{"t":"reset""#) {
            problems.append("\(session): first frame \(first?.closeCode.map { "close \($0) \(first?.closeReason ?? "")" } ?? String(text.prefix(60)))")
        } else if !text.contains(#"["loc",""# + path + #"","#) {
            problems.append("\(session): its screen is not \(path)")
        }
        let visitor = Visitor(source: source, path: path, instance: instance, session: session, ticket: token,
                              reconnectToken: reset?["tok"] as? String, socket: socket, buffer: buffer)
        return (visitor, problems)
    }

    @Test("200 sessions spread over two instances, each WebSocket on its own instance; a drained one's visitors recover on the other, same screen")
    func spreadPinAndDrain() async throws {
        let clock = ContinuousClock()
        let starting = clock.now
        let cluster = try await Cluster.start(count: 2, arguments: ["--drain-grace", "3", "--drain-deadline", "60"])
        print("ScaleOutTests: cluster up in \(clock.now - starting)")
        do {
            try await run(cluster)
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        let stopping = clock.now
        await cluster.stop()
        print("ScaleOutTests: cluster stopped in \(clock.now - stopping)")
    }

    @Test("A page in Chromium through nginx: its instance drains, the page reloads onto the other at the same screen",
          .enabled(if: WebDriver.isAvailable, "chromium or chromedriver is not installed"))
    func browserFollowsTheDrain() async throws {
        let cluster = try await Cluster.start(count: 2, arguments: ["--drain-grace", "0", "--drain-deadline", "30"])
        let driver = try await WebDriver.start()
        do {
            try await driver.navigate(to: "http://127.0.0.1:\(cluster.port)/animals")
            let session = "document.querySelector('meta[name=ck-session]').content"
            try await driver.waitUntil("return window.__ck && __ck.connected && \(session) !== ''", timeout: .seconds(60), "the page to connect")
            let first = try #require(try await driver.execute("return \(session)") as? String)
            _ = try await driver.execute("window.beforeTheDrain = true")
            let drained = try #require(cluster.instances.first { first.hasPrefix($0.name + "-") }, "\(first) names no instance")
            let other = try #require(cluster.instances.first { $0 != drained })
            #expect(kill(drained.pid, SIGTERM) == 0)
            // A reload: the marker is gone, the session is the other instance's and its first tree is in, at the same screen.
            try await driver.waitUntil(
                "return !window.beforeTheDrain && window.__ck && __ck.resets > 0 && \(session).startsWith('\(other.name)-')",
                timeout: .seconds(60), "the page to come back on \(other.name)")
            #expect(try await driver.execute("return location.pathname") as? String == "/animals")
            #expect(try await driver.execute("return document.querySelectorAll('.ck').length > 1") as? Bool == true)
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        await driver.quit()
        await cluster.stop()
    }

    @Test("Credentials never reach nginx's log, a ticket used from elsewhere opens nothing, a confirmed token's predecessor neither; a process on the proxy's machine counts as that address")
    func credentialsAndTheProxy() async throws {
        let cluster = try await Cluster.start(count: 2, arguments: [])
        do {
            try await checkCredentials(cluster)
        } catch {
            Issue.record("\(error)\n\(cluster.log)")
        }
        await cluster.stop()
    }

    private func checkCredentials(_ cluster: Cluster) async throws {
        let port = cluster.port
        let (visitors, problems) = try await RawSocket.blocking {
            var visitors: [Visitor] = []
            var problems: [String] = []
            for index in 0..<6 {
                let (visitor, found) = try Self.visit(Self.screens[index % Self.screens.count], port: port, from: "127.0.7.\(2 + index)")
                visitors += visitor.map { [$0] } ?? []
                problems += found
            }
            return (visitors, problems)
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(visitors.count == 6 && visitors.allSatisfy { $0.reconnectToken != nil })

        // A third party elsewhere (another /24) with a page's ticket: told to reload, through nginx like everyone.
        let thirdParty = try await RawSocket.blocking { () -> [Int?] in
            visitors.prefix(3).map { visitor in
                guard let socket = try? RawSocket(port: port, from: "127.0.99.9"),
                      let handshake = try? socket.handshake(path: "/ws?session=\(visitor.session)", port: port,
                                                            origin: "http://127.0.0.1:\(port)"),
                      (try? socket.authenticate(token: visitor.ticket)) != nil else { return nil }
                var buffer = handshake.leftover
                return socket.nextFrame(buffer: &buffer, timeout: 60)?.closeCode
            }
        }
        #expect(thirdParty == [4404, 4404, 4404], "a ticket from elsewhere")

        // The page confirms its new token; then its ticket opens nothing, even from its own address.
        let resumed = try await RawSocket.blocking { () -> (Int?, Bool) in
            var visitor = visitors[3]
            try visitor.socket.sendText(#"{"t":"token-ack","token":"\#(visitor.reconnectToken ?? "")"}"#)
            // The acknowledgement is in once something later on the same connection is answered.
            try visitor.socket.sendText(#"{"t":"viewport","w":391,"h":844}"#)
            _ = visitor.socket.nextFrame(buffer: &visitor.buffer, timeout: 60)
            visitor.socket.reset()
            let stale = try RawSocket(port: port, from: visitor.source)
            let handshake = try stale.handshake(path: "/ws?session=\(visitor.session)", port: port, origin: "http://127.0.0.1:\(port)")
            try stale.authenticate(token: visitor.ticket)
            var buffer = handshake.leftover
            let staleCode = stale.nextFrame(buffer: &buffer, timeout: 60)?.closeCode
            let fresh = try RawSocket(port: port, from: visitor.source)
            let freshHandshake = try fresh.handshake(path: "/ws?session=\(visitor.session)", port: port, origin: "http://127.0.0.1:\(port)")
            try fresh.authenticate(token: visitor.reconnectToken ?? "")
            var freshBuffer = freshHandshake.leftover
            let freshFrame = fresh.nextFrame(buffer: &freshBuffer, timeout: 60)
            return (staleCode, String(decoding: freshFrame?.payload ?? [], as: UTF8.self).hasPrefix(#"{"t":"reset""#))
        }
        #expect(resumed.0 == 4404, "the ticket, after the page confirmed its reconnect token")
        #expect(resumed.1, "the confirmed reconnect token resumes the session")

        // nginx's access log: request lines without queries, so no session identifier either, and no credential.
        let log = try String(contentsOf: cluster.runDirectory.appendingPathComponent("nginx-access.log"), encoding: .utf8)
        #expect(log.contains("GET /ws HTTP/1.1"), "the WebSockets are logged: \(log.prefix(300))")
        let secrets = visitors.flatMap { [$0.ticket, $0.reconnectToken ?? "-", $0.session] }
        #expect(!log.contains("?") && secrets.allSatisfy { !log.contains($0) }, "\(log.split(separator: "\n").prefix(5))")

        // A process on the proxy's machine, straight to an instance, naming whatever client it likes:
        // without the proxy's secret it is 127.0.0.1, held to that address's 64 sessions.
        let instance = try #require(cluster.instances.first)
        let codes = try await RawSocket.blocking { () -> [Int?] in
            var codes: [Int?] = []
            var held: [RawSocket] = []
            for index in 0..<70 {
                let forged = ["X-Forwarded-For": "198.51.\(index / 250).\(1 + index % 250)"]
                let page = try LoopbackHTTP.get("/", port: instance.port, from: "127.0.0.1", headers: forged, timeout: 60)
                let session = Self.meta("ck-session", in: page.text), ticket = Self.meta("ck-token", in: page.text)
                let socket = try RawSocket(port: instance.port, from: "127.0.0.1")
                let handshake = try socket.handshake(path: "/ws?session=\(session)", port: instance.port,
                                                     origin: "http://127.0.0.1:\(port)", headers: forged)
                try socket.authenticate(token: ticket)
                var buffer = handshake.leftover
                codes.append(socket.nextFrame(buffer: &buffer, timeout: 60)?.closeCode)
                held.append(socket)
            }
            withExtendedLifetime(held) {}
            return codes
        }
        #expect(codes.prefix(64).allSatisfy { $0 == nil }, "\(codes)")
        #expect(codes.suffix(6).allSatisfy { $0 == 1013 }, "forged X-Forwarded-For without the secret: \(codes.suffix(6))")
        for visitor in visitors { visitor.socket.shutdown() }
    }

    /// The content of the page's `<meta name="…">`.
    static func meta(_ name: String, in html: String) -> String {
        guard let range = html.range(of: "name=\"\(name)\" content=\"") else { return "" }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    private func run(_ cluster: Cluster) async throws {
        let port = cluster.port
        let instances = Dictionary(uniqueKeysWithValues: cluster.instances.map { ($0.name, $0) })
        let (drained, survivor) = try (#require(instances["i1"]), #require(instances["i2"]))

        // Twenty visitors per client address, so each instance's per-address limits see clients, not nginx.
        let clock = ContinuousClock()
        let opening = clock.now
        let (visitors, problems) = try await RawSocket.blocking {
            var visitors: [Visitor] = []
            var problems: [String] = []
            for index in 0..<Self.sessions {
                let (visitor, found) = try Self.visit(Self.screens[index % Self.screens.count], port: port, from: Self.address(of: index))
                visitors += visitor.map { [$0] } ?? []
                problems += found
            }
            return (visitors, problems)
        }
        // Printed for the README's figures, never compared: timings depend on the machine's load.
        print("ScaleOutTests: \(Self.sessions) sessions opened through nginx in \(clock.now - opening)")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(visitors.count == Self.sessions)
        let counts = Dictionary(grouping: visitors, by: \.instance).mapValues(\.count)
        #expect(Set(counts.keys) == ["i1", "i2"])
        #expect(counts.values.allSatisfy { $0 >= Self.sessions / 5 }, "unevenly spread: \(counts)")
        for instance in [drained, survivor] {
            let health = try await InstanceHealth.read(port: instance.port)
            #expect(health.status == 200)
            #expect(health.sessions == counts[instance.name], "\(instance.name) holds \(health.sessions) sessions")
        }

        // The orchestrator's stop: the instance refuses new visitors at once and moves its own after its grace period.
        let draining = clock.now
        #expect(kill(drained.pid, SIGTERM) == 0)
        var sawDraining = false
        for _ in 0..<3_000 where !sawDraining {
            sawDraining = try await InstanceHealth.read(port: drained.port).status == 503
            if !sawDraining { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(sawDraining, "i1's /healthz never said draining")

        let moving = visitors.filter { $0.instance == drained.name }
        let staying = visitors.filter { $0.instance == survivor.name }
        let (recovered, recoveryProblems) = try await RawSocket.blocking {
            var recovered: [Visitor] = []
            var problems: [String] = []
            for var visitor in moving {
                // Everything until the close frame: updates, then 4503, which makes the page reload its URL.
                var close: RawSocket.Frame?
                while let frame = visitor.socket.nextFrame(buffer: &visitor.buffer, timeout: 60) {
                    if frame.opcode == 8 { close = frame; break }
                }
                // As a browser does: the socket is done once the close frame is in.
                visitor.socket.shutdown()
                guard close?.closeCode == 4503 else {
                    problems.append("\(visitor.session) closed with \(close?.closeCode.map(String.init) ?? "nothing")")
                    continue
                }
                let (reloaded, found) = try Self.visit(visitor.path, port: port, from: visitor.source)
                problems += found
                guard let reloaded else { continue }
                if reloaded.instance != survivor.name { problems.append("\(visitor.session) came back on \(reloaded.instance)") }
                recovered.append(reloaded)
            }
            return (recovered, problems)
        }
        print("ScaleOutTests: \(recovered.count) visitors moved to \(survivor.name) \(clock.now - draining) after SIGTERM (grace 3 s)")
        #expect(recoveryProblems.isEmpty, "\(recoveryProblems.prefix(10))")
        #expect(recovered.count == moving.count)

        // The drained instance exits; the other holds its own visitors and the newcomers.
        var exited = false
        for _ in 0..<1_200 where !exited {
            exited = !Cluster.isRunning(drained.pid)
            if !exited { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(exited, "i1 still runs after its drain")
        print("ScaleOutTests: i1 exited \(clock.now - draining) after SIGTERM")
        let health = try await InstanceHealth.read(port: survivor.port)
        #expect(health.sessions == staying.count + recovered.count)
        for visitor in staying + recovered { visitor.socket.shutdown() }
    }
}

/// An instance's `/healthz`, read directly (not through nginx).
struct InstanceHealth {
    let status: Int
    let sessions: Int?

    static func read(port: Int) async throws -> InstanceHealth {
        let response = try? await RawSocket.blocking { try LoopbackHTTP.get("/healthz", port: port, timeout: 30) }
        guard let response else { return InstanceHealth(status: 0, sessions: nil) }
        let body = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        return InstanceHealth(status: response.status, sessions: body?["sessions"] as? Int)
    }
}
