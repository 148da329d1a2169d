@testable import BrowserBackend
@testable import ExamplesApp
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
    @Test("A session on each example screen is freed once it ends", arguments: ExampleScreenID.allCases.map(\.pagePath))
    func released(_ path: String) async throws {
        var logger = Logger(label: "test.release")
        logger.logLevel = .critical
        let server = ExamplesServer.make(configuration: .init(port: 0), library: try .samples(), logger: logger)
        _ = try await server.start()
        weak var window: Window?
        weak var content: View?
        do {
            let session = server.registry.open(id: "release-\(UUID().uuidString)", token: "t", address: "127.0.0.1",
                                               location: Location(path))
            window = session.window
            content = session.contentView
            // Screens that load (the catalog, photos) finish after their first update.
            for _ in 0..<100 where session.window.rootView.subtree.count < 8 { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(500))
            #expect(content != nil)
            server.registry.end(session, reason: "test")
        }
        // Pending tasks (image callbacks, renders) run out, then nothing should hold the session.
        for _ in 0..<100 where window != nil || content != nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(window == nil, "the window of \(path) outlived its session")
        #expect(content == nil, "the content of \(path) outlived its session")
        await server.stop()
    }
}
