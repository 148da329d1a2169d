@testable import BrowserBackend
import BrowserTesting
import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Browser backend: locations")
struct LocationTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("The browser's Back and Forward arrive as nav messages with a checked location")
    func decodesNavigation() throws {
        #expect(try ClientMessage.decode(#"{"t":"nav","loc":"/photos/3?layout=grid"}"#) == .navigate(Location("/photos/3?layout=grid")))
        for bad in [#"{"t":"nav"}"#, #"{"t":"nav","loc":"photos"}"#, #"{"t":"nav","loc":"//evil.example/"}"#] {
            #expect(throws: ClientMessageError(
                reason: "nav needs a location \"loc\": a path starting with / of at most 2048 bytes", message: bad)) {
                try ClientMessage.decode(bad)
            }
        }
    }

    @Test("Location changes are encoded in order as loc operations: push, replace, and back with a count")
    func encodesLocations() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        _ = window.takeTransaction()
        window.recordLocation("/photos", title: "Photos", change: .push)
        window.recordLocation("/photos?layout=grid", title: "Photos", change: .replace)
        window.recordLocation("/", title: "Home", change: .back(2))
        let message = try parse(TransactionEncoder.message(for: window.takeTransaction(), images: NoImages()))
        let operations = try #require(message["m"] as? [[Any]])
        #expect(operations.map { $0.compactMap { "\($0)" } } == [
            ["loc", "/photos", "Photos", "push"],
            ["loc", "/photos?layout=grid", "Photos", "replace"],
            ["loc", "/", "Home", "back", "2"],
        ])
    }

    @Test("A web address the app opens goes out as an open operation; other schemes never leave the window")
    func encodesOpenedAddresses() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        _ = window.takeTransaction()
        #expect(window.open(URL(string: "https://example.com/a?b=1")!))
        #expect(!window.open(URL(string: "javascript:alert(1)")!))
        let message = try parse(TransactionEncoder.message(for: window.takeTransaction(), images: NoImages()))
        let operations = try #require(message["m"] as? [[Any]])
        #expect(operations.map { $0.compactMap { "\($0)" } } == [["open", "https://example.com/a?b=1"]])
    }

    @Test("A session opened at a page's URL shows that screen in its first message; nav messages move it")
    func sessionOpensAtItsLocation() async throws {
        let session = BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 390, height: 844),
                                     location: Location("/photos"), limits: .init()) { _ in makeTwoScreenNavigation() }
        let navigation = try #require(session.contentView as? NavigationView)
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home", "Photos"])
        let (_, queue) = session.connect(presenting: "t")
        session.apply(.navigate(Location("/")))
        session.flush()
        session.apply(.navigate(Location("/missing")))
        session.flush()
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        #expect(sent.count == 3)
        #expect(sent[0].contains(#"["loc","/photos","Photos","replace"]"#))
        #expect(sent[1].contains(#"["loc","/","Home","replace"]"#))
        #expect(sent[2].contains(#"["loc","/missing","Not found","replace"]"#))
        #expect(navigation.topScreen is NotFoundScreen)
    }

    @Test("Any path without a file extension serves the page (a reload or a shared link); files it lacks get 404")
    func everyLocationServesThePage() async throws {
        try await BrowserHarness.with(browser: false) { harness in
            let port = harness.port
            func status(_ path: String) async throws -> String {
                try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    try socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    return String(decoding: socket.receive(timeout: 5).bytes, as: UTF8.self)
                }
            }
            for path in ["/photos", "/photos/3?layout=grid", "/a/b/c"] {
                let response = try await status(path)
                #expect(response.hasPrefix("HTTP/1.1 200"), "\(path)")
                #expect(response.contains("ck-token"), "\(path)")
            }
            for path in ["/favicon.ico", "/robots.txt", "/fonts/missing.ttf"] {
                #expect(try await status(path).hasPrefix("HTTP/1.1 404"), "\(path)")
            }
        }
    }
}

private final class NoImages: ImageAddressing {
    func url(for image: Image) -> String { "" }
}
