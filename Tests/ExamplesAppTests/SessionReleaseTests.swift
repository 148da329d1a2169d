@testable import BrowserBackend
@testable import BrowserServer
@testable import ExamplesApp
import BrowserTesting
import Foundation
import Logging
import Testing
import ViewTree

/// Ending a session frees everything it made: its window, views, screens
/// and their component trees. A reference cycle anywhere would keep a
/// whole session alive, and a busy server's memory would only grow.
@MainActor
@Suite("Ended sessions are freed", .serialized)
struct SessionReleaseTests {
    @Test("A session on each example screen is freed once it ends",
          arguments: ExampleScreenID.allCases.map(\.pagePath) + ["/animals/new"])
    func released(_ path: String) async throws {
        var logger = Logger(label: "test.release")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0), library: try .samples(), logger: logger)
        _ = try await server.start()
        weak var window: Window?
        weak var content: View?
        // Hosting views hold their scope roots (state, components, layouts): a cycle through a
        // root would keep them, though the window and views around them are freed.
        var hosts = WeakViews()
        do {
            let session = server.registry.open(id: "release-\(UUID().uuidString)", token: "t", address: "127.0.0.1",
                                               location: Location(path))
            window = session.window
            content = session.contentView
            // Screens that load (the catalog, photos) finish after their first update.
            for _ in 0..<100 where session.window.rootView.subtree.count < 8 { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(500))
            #expect(content != nil)
            hosts = WeakViews(session.window.rootView.subtree.filter { String(describing: type(of: $0)).hasPrefix("HostingView") })
            #expect(hosts.count > 0)
            server.registry.end(session, reason: "test")
        }
        // Pending tasks (image callbacks, renders) run out, then nothing should hold the session.
        for _ in 0..<100 where window != nil || content != nil || hosts.alive > 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(window == nil, "the window of \(path) outlived its session")
        #expect(content == nil, "the content of \(path) outlived its session")
        #expect(hosts.alive == 0, "\(hosts.alive) hosting views of \(path) outlived their session")
        await server.stop()
    }
}

extension SessionReleaseTests {
    @Test("A session whose page connected is freed once it ends too", arguments: ["/animals", "/animals/new", "/styles"])
    func releasedAfterConnection(_ path: String) async throws {
        var logger = Logger(label: "test.release")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0), library: try .samples(), logger: logger)
        let port = try await server.start()
        let socket = try await RawSocket.blocking { () throws -> RawSocket in
            let page = try LoopbackHTTP.get(path, port: port)
            func meta(_ name: String) -> String {
                guard let range = page.text.range(of: "name=\"\(name)\" content=\"") else { return "" }
                return String(page.text[range.upperBound...].prefix { $0 != "\"" })
            }
            let socket = try RawSocket(port: port)
            let location = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let handshake = try socket.handshake(path: "/ws?session=\(meta("ck-session"))&loc=\(location)",
                                                 port: port, origin: "http://127.0.0.1:\(port)")
            try socket.authenticate(token: meta("ck-token"))
            var buffer = handshake.leftover
            _ = socket.nextFrame(buffer: &buffer, timeout: 30)
            return socket
        }
        weak var window: Window?
        var hosts = WeakViews()
        var roots = WeakObjects()
        do {
            let session = try #require(server.registry.allSessions.first)
            window = session.window
            try await Task.sleep(for: .milliseconds(500))
            let hostingViews = session.window.rootView.subtree.filter { String(describing: type(of: $0)).hasPrefix("HostingView") }
            hosts = WeakViews(hostingViews)
            roots = WeakObjects(hostingViews.compactMap { Mirror(reflecting: $0).descendant("scopeRoot") as AnyObject? })
            socket.shutdown()
            try await Task.sleep(for: .milliseconds(300))
            server.registry.end(session, reason: "test")
        }
        for _ in 0..<100 where window != nil || hosts.alive > 0 || roots.alive > 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(window == nil, "the window of \(path) outlived its session")
        #expect(hosts.alive == 0, "\(hosts.alive) hosting views of \(path) outlived their session")
        #expect(roots.count > 0 && roots.alive == 0, "\(roots.alive) of \(roots.count) scope roots of \(path) outlived their session")
        await server.stop()
    }
}

/// Weak references, to see which objects outlive what held them.
private struct WeakReferences<Object: AnyObject> {
    private final class Reference {
        weak var object: Object?
        init(_ object: Object) { self.object = object }
    }
    private var references: [Reference] = []

    init(_ objects: [Object] = []) { references = objects.map(Reference.init) }

    var count: Int { references.count }
    var alive: Int { references.count { $0.object != nil } }
}

private typealias WeakViews = WeakReferences<View>
private typealias WeakObjects = WeakReferences<AnyObject>
