@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HummingbirdWSClient
import Logging

/// A server on a free loopback port with the sample app, and (for browser
/// tests) a headless chromium pointed at it.
@MainActor
struct BrowserHarness {
    let server: BrowserServer
    let port: Int
    let driver: WebDriver?

    var url: String { "http://127.0.0.1:\(port)/" }

    static func start(note: String = "Hello from the server", imageURL: URL? = nil, gracePeriod: Duration = .seconds(30),
                      limits: BrowserServer.Limits = .init(), browser: Bool = true,
                      additionalOrigins: [String] = [], includesList: Bool = true, messageDelay: Duration? = nil,
                      allowsDebugOutlines: Bool = false, hibernation: BrowserServer.Hibernation? = nil,
                      content: (@MainActor () -> View)? = nil) async throws -> BrowserHarness {
        var logger = Logger(label: "test.browser")
        logger.logLevel = .warning
        var configuration = BrowserServer.Configuration(
            port: 0, additionalOrigins: additionalOrigins, reconnectGracePeriod: gracePeriod, limits: limits)
        configuration.simulatedMessageDelay = messageDelay
        configuration.allowsDebugOutlines = allowsDebugOutlines
        configuration.hibernation = hibernation
        let server = BrowserServer(configuration: configuration, logger: logger) { _ in
            content?() ?? SampleRootView(note: note, imageURL: imageURL, includesList: includesList)
        }
        let port = try await server.start()
        let driver = browser ? try await WebDriver.start() : nil
        return BrowserHarness(server: server, port: port, driver: driver)
    }

    /// Runs `body` with a started harness and always stops it afterwards.
    static func with(note: String = "Hello from the server", imageURL: URL? = nil, gracePeriod: Duration = .seconds(30),
                     limits: BrowserServer.Limits = .init(), browser: Bool = true, additionalOrigins: [String] = [],
                     includesList: Bool = true, messageDelay: Duration? = nil, allowsDebugOutlines: Bool = false,
                     hibernation: BrowserServer.Hibernation? = nil,
                     content: (@MainActor () -> View)? = nil, _ body: (BrowserHarness) async throws -> Void) async throws {
        let harness = try await start(note: note, imageURL: imageURL, gracePeriod: gracePeriod, limits: limits, browser: browser,
                                      additionalOrigins: additionalOrigins, includesList: includesList,
                                      messageDelay: messageDelay, allowsDebugOutlines: allowsDebugOutlines,
                                      hibernation: hibernation, content: content)
        do {
            try await body(harness)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
    }

    func stop() async {
        // Back to the pool for the next test (cleaned), or ended.
        await driver?.release()
        await server.stop()
    }

    /// Loads the page and waits until the first transaction is applied.
    func load() async throws {
        let driver = try requireDriver()
        try await driver.navigate(to: url)
        try await driver.waitUntil("return !!document.querySelector('[data-ck-identifier=\"count\"]')", "the screen to load")
    }

    func requireDriver() throws -> WebDriver {
        guard let driver else { throw WebDriver.Failure(description: "this harness has no browser") }
        return driver
    }

    /// The only session (the page's).
    var session: BrowserSession? { server.sessions.allSessions.first }

    /// Polls the server until `condition` holds or `timeout` passes (the
    /// caller then checks the condition itself, to report what failed).
    static func waitForServer(timeout: Duration = .seconds(5), _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    /// The view with `identifier` in `session`, and its frame in window coordinates.
    static func view(_ identifier: String, in session: BrowserSession) -> (View, CGRect)? {
        guard let view = session.window.rootView.subtree.first(where: { $0.accessibilityIdentifier == identifier }) else { return nil }
        return (view, view.convert(view.bounds, to: nil))
    }

    /// Asks the server for a page and reads its session and token.
    func newSessionCredentials() async throws -> (session: String, token: String) {
        let (data, _) = try await URLSession.shared.data(from: URL(string: url)!)
        let page = String(decoding: data, as: UTF8.self)
        func meta(_ name: String) -> String? {
            guard let range = page.range(of: "name=\"\(name)\" content=\"") else { return nil }
            return String(page[range.upperBound...].prefix { $0 != "\"" })
        }
        guard let session = meta("ck-session"), let token = meta("ck-token") else {
            throw WebDriver.Failure(description: "no session in the page")
        }
        return (session, token)
    }

    /// Asks the server for a page and opens its session on the server at
    /// once, as the page's WebSocket would (sessions are made on connect).
    func openSession() async throws -> (session: String, token: String) {
        let credentials = try await newSessionCredentials()
        _ = server.registry.open(id: credentials.session, token: credentials.token, address: "127.0.0.1")
        return credentials
    }

    /// The Origin the WebSocket client library sends for loopback URLs.
    static let nativeClientOrigin = "ws://127.0.0.1"

    /// The URL of session `session`'s WebSocket (its credentials go in
    /// the first message: ``RawSocket/authenticationMessage(token:)``).
    func socketURL(session: String) -> String {
        "ws://127.0.0.1:\(port)/ws?session=\(session)"
    }
}

/// Values a WebSocket client's handler records for the test to read.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}
