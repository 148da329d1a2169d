@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Logging
import Testing

/// Behind a reverse proxy every connection comes from the proxy: the
/// client's address is read from `X-Forwarded-For`, but only from proxies
/// the server was told to trust.
@MainActor
@Suite("Clients behind trusted proxies")
struct TrustedProxyTests {
    @Test("X-Forwarded-For is read from the right, only as far as trusted proxies wrote it")
    func readsForwardedForFromTheRight() {
        let trusted: Set<String> = ["127.0.0.1", "10.0.0.2"]
        func client(_ peer: String, _ header: [String]) -> String {
            ForwardedAddress.client(peer: peer, forwardedFor: header, trusting: trusted)
        }
        #expect(client("203.0.113.9", ["198.51.100.1"]) == "203.0.113.9", "an untrusted peer's header is ignored")
        #expect(client("127.0.0.1", []) == "127.0.0.1", "a trusted peer without a header is the client")
        #expect(client("127.0.0.1", ["198.51.100.1"]) == "198.51.100.1")
        #expect(client("127.0.0.1", ["6.6.6.6, 198.51.100.1, 10.0.0.2"]) == "198.51.100.1",
                "the client's own entry on the left is never believed")
        #expect(client("127.0.0.1", ["6.6.6.6", "198.51.100.1 , 10.0.0.2"]) == "198.51.100.1", "several header lines")
        #expect(client("127.0.0.1", ["198.51.100.1, not-an-address"]) == "127.0.0.1", "garbage stops at the last trusted hop")
        #expect(client("127.0.0.1", ["[2001:DB8::1]"]) == "2001:db8::1", "IPv6, written as connections write it")
        #expect(client("127.0.0.1", ["10.0.0.2"]) == "10.0.0.2", "only trusted proxies: the last one is the client")
        #expect(ForwardedAddress.client(peer: "127.0.0.1", forwardedFor: ["198.51.100.1"], trusting: []) == "127.0.0.1")
    }

    @Test("A trusted proxy is held to the total connection limit only, everyone else to the per-address one too")
    func trustedProxiesSkipThePerAddressConnectionLimit() {
        let connections = ConnectionGuard(maximumTotal: 7, maximumPerAddress: 2, maximumPerPrefix: 2, exempting: ["127.0.0.1"])
        func admit(_ address: String) -> ConnectionRefusal? {
            do { _ = try connections.admit(address) {} } catch { return error }
            return nil
        }
        #expect((0..<4).map { _ in admit("127.0.0.1") }.allSatisfy { $0 == nil })
        #expect(admit("198.51.100.1") == nil)
        #expect(admit("198.51.100.1") == nil)
        #expect(admit("198.51.100.1") == .addressFull(address: "198.51.100.1", maximum: 2))
        #expect(admit("127.0.0.1") == nil)
        #expect(admit("127.0.0.1") == .tableFull(maximum: 7))
    }

    static let secret = "test-proxy-secret-0123456789"

    /// A server behind a trusted proxy at 127.0.0.1, two sessions per client address.
    @MainActor
    static func proxiedServer() -> BrowserServer {
        var logger = Logger(label: "test.proxy")
        logger.logLevel = .error
        var limits = BrowserServer.Limits()
        limits.maximumSessionsPerAddress = 2
        var configuration = BrowserServer.Configuration(port: 0, limits: limits)
        configuration.trustedProxies = ["127.0.0.1"]
        configuration.proxySecret = secret
        return BrowserServer(configuration: configuration, logger: logger) { _ in
            SampleRootView(note: "proxy", includesList: false)
        }
    }

    /// Loads a page and opens its session with `headers` on both requests
    /// (as a proxy adds them); returns the socket and the close code it
    /// got, or nil if the session opened.
    static func open(via client: InstanceClient, headers: [String: String]) async throws -> (RawSocket, Int?) {
        let page = try await client.loadPage(headers: headers)
        let (socket, handshake) = try await client.connect(page, headers: headers)
        // The first frame: the session's reset, or the close that refuses it.
        let first = try await RawSocket.blocking {
            var buffer = handshake.leftover
            return socket.nextFrame(buffer: &buffer, timeout: 30)
        }
        return (socket, first?.closeCode)
    }

    @Test("Sessions are counted per forwarded client; a forged header from an untrusted peer changes nothing")
    func sessionsCountedPerForwardedClient() async throws {
        let server = Self.proxiedServer()
        let port = try await server.start()
        let proxy = InstanceClient(port: port)

        /// The close code the session's WebSocket got, or nil if it opened.
        func open(via client: InstanceClient, forwardedFor: String) async throws -> (RawSocket, Int?) {
            var headers = ["X-Forwarded-For": forwardedFor]
            if client.source == "127.0.0.1" { headers["X-ComponentKit-Proxy-Secret"] = Self.secret }
            return try await Self.open(via: client, headers: headers)
        }
        var held: [RawSocket] = []
        for _ in 0..<2 {
            let (socket, code) = try await open(via: proxy, forwardedFor: "198.51.100.1")
            #expect(code == nil)
            held.append(socket)
        }
        let (third, code) = try await open(via: proxy, forwardedFor: "198.51.100.1")
        #expect(code == 1013, "a third session for the same client behind the proxy")
        let (other, otherCode) = try await open(via: proxy, forwardedFor: "6.6.6.6, 198.51.100.2")
        #expect(otherCode == nil, "another client behind the proxy")
        #expect(Set(server.sessions.allSessions.map(\.clientAddress)) == ["198.51.100.1", "198.51.100.2"])

        // A client that is not a trusted proxy cannot pass for several.
        let direct = InstanceClient(port: port, source: "127.0.0.2")
        var codes: [Int?] = []
        for forged in ["198.51.100.3", "198.51.100.4", "198.51.100.5"] {
            let (socket, code) = try await open(via: direct, forwardedFor: forged)
            codes.append(code)
            held.append(socket)
        }
        #expect(codes == [nil, nil, 1013])
        #expect(server.sessions.allSessions.filter { $0.clientAddress == "127.0.0.2" }.count == 2)
        withExtendedLifetime((third, other)) {}
        await server.stop()
    }

    @Test("From the proxy's own address without the proxy's secret, X-Forwarded-For is ignored: the sessions count as that address")
    func proxyAddressWithoutTheSecret() async throws {
        let server = Self.proxiedServer()
        let port = try await server.start()
        // Any process on the proxy's machine, straight to the instance (or through a proxy that adds no secret).
        let local = InstanceClient(port: port)
        var codes: [Int?] = []
        var held: [RawSocket] = []
        for (index, secret) in [nil, nil, "wrong-secret-0123456789", nil].enumerated() {
            var headers = ["X-Forwarded-For": "198.51.100.\(10 + index)"]
            if let secret { headers["X-ComponentKit-Proxy-Secret"] = secret }
            let (socket, code) = try await Self.open(via: local, headers: headers)
            codes.append(code)
            held.append(socket)
        }
        #expect(codes == [nil, nil, 1013, 1013], "two sessions for the proxy's address, as for any client")
        #expect(server.sessions.allSessions.map(\.clientAddress) == ["127.0.0.1", "127.0.0.1"])
        withExtendedLifetime(held) {}
        await server.stop()
    }

    @Test("Trusted proxies need a proxy secret, and a secret needs proxies; a secret is 16 to 256 header-safe bytes")
    func proxySecretIsRequiredAndChecked() async throws {
        func problem(proxies: Set<String>, secret: String?) async -> String? {
            var configuration = BrowserServer.Configuration(port: 0)
            configuration.trustedProxies = proxies
            configuration.proxySecret = secret
            let server = BrowserServer(configuration: configuration) { _ in View() }
            do {
                _ = try await server.start()
                await server.stop()
                return nil
            } catch let BrowserServerError.invalidConfiguration(problem) {
                return problem
            } catch {
                return "\(error)"
            }
        }
        #expect(await problem(proxies: ["127.0.0.1"], secret: nil)?.hasPrefix("trustedProxies needs a proxySecret") == true)
        #expect(await problem(proxies: [], secret: Self.secret)?.hasPrefix("proxySecret is set but trustedProxies is empty") == true)
        #expect(await problem(proxies: ["127.0.0.1"], secret: "short")?.hasPrefix("proxySecret must be 16 to 256 bytes") == true)
        #expect(await problem(proxies: ["127.0.0.1"], secret: "sixteen bytes\r\nX: y")?.hasPrefix("proxySecret must be") == true)
        #expect(await problem(proxies: ["127.0.0.1"], secret: Self.secret) == nil)
    }

    @Test("The proxy secret is read from a file's first line; a missing or empty file is named in the error")
    func proxySecretFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proxy-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("secret")
        try Data("\(Self.secret)\nignored second line\n".utf8).write(to: file)
        #expect(try BrowserServer.Configuration.proxySecret(readingFile: file.path) == Self.secret)
        try Data("\n".utf8).write(to: file)
        #expect(throws: BrowserServerError.invalidConfiguration("the proxy secret file \(file.path) is empty")) {
            try BrowserServer.Configuration.proxySecret(readingFile: file.path)
        }
        let missing = folder.appendingPathComponent("missing").path
        #expect(throws: BrowserServerError.invalidConfiguration("cannot read the proxy secret file \(missing)")) {
            try BrowserServer.Configuration.proxySecret(readingFile: missing)
        }
    }

    @Test("Trusted proxies must be IP addresses")
    func refusesNamesAsProxies() async throws {
        var configuration = BrowserServer.Configuration(port: 0)
        configuration.trustedProxies = ["127.0.0.1", "proxy.example"]
        let server = BrowserServer(configuration: configuration) { _ in View() }
        await #expect(throws: BrowserServerError.invalidConfiguration("trustedProxies holds \"proxy.example\", which is not an IP address")) {
            _ = try await server.start()
        }
    }
}
