import BrowserTesting
import Foundation
import Testing
import ViewTree

/// The server's font route: registered faces only, by content hash, cached
/// for good; the page's `@font-face` rules name them.
@MainActor
@Suite("Font route: registered faces by content hash, nothing else")
struct FontRouteTests {
    @Test("A registered face is in the page's rules and served with its type and an immutable cache; other names get 404")
    func servesRegisteredFacesOnly() async throws {
        let face = try FontRegistry.shared.register(fileAt: URL(filePath: "/usr/share/fonts/opentype/lobster/lobster.otf"))
        try await BrowserHarness.with(browser: false) { harness in
            let port = harness.port
            func get(_ path: String) async throws -> [UInt8] {
                try await RawSocket.blocking {
                    let socket = try RawSocket(port: port)
                    try socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    return socket.receive(timeout: 5).bytes
                }
            }
            let page = String(decoding: try await get("/"), as: UTF8.self)
            #expect(page.contains("@font-face { font-family: \"Lobster Two\"; src: url(\"/fonts/\(face.servedName)\") format(\"opentype\");"))
            #expect(page.contains("font-display: block"))
            let response = try await get("/fonts/\(face.servedName)")
            let head = String(decoding: response.prefix(400), as: UTF8.self).lowercased()
            #expect(head.hasPrefix("http/1.1 200"))
            #expect(head.contains("content-type: font/otf") && head.contains("immutable"))
            #expect(response.count > face.data.count, "the whole file follows the headers")
            for path in ["/fonts/0000000000000000.otf", "/fonts/..%2F..%2Fetc%2Fpasswd", "/fonts/lobster.otf"] {
                let status = String(decoding: try await get(path).prefix(12), as: UTF8.self)
                #expect(status == "HTTP/1.1 404", "\(path): \(status)")
            }
        }
    }
}
