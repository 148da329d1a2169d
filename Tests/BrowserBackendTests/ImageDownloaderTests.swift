@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Hummingbird
import RasterBackend
import Testing
import ViewTree

/// The server's image downloader against a server that redirects, lies and floods.
@MainActor
@Suite("Server image downloader against hostile image servers", .serialized)
struct ImageDownloaderTests {
    /// Bytes the flooding endpoint managed to write before the client hung up.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add(_ count: Int) { lock.withLock { value += count } }
        var total: Int { lock.withLock { value } }
    }

    static func png() throws -> Data {
        let image = try Image(pixelWidth: 4, pixelHeight: 4, scale: 1, rgba: [UInt8](repeating: 200, count: 64))
        return try ImageCodec.pngData(of: image)
    }

    /// An 800 × 600 JPEG photo.
    static func jpeg() throws -> Data {
        try ImageCodec.jpegData(of: Image.filled(with: Color(red: 0.2, green: 0.5, blue: 0.8), size: CGSize(width: 800, height: 600)))
    }

    /// A server with the image routes a hostile host would serve.
    static func server(flooded: Counter) throws -> BrowserServer {
        let png = try png()
        let jpeg = try jpeg()
        return BrowserServer(configuration: .init(port: 0), routes: { router in
            router.get("/test/photo.jpg") { _, _ in
                Response(status: .ok, headers: [.contentType: "image/jpeg"], body: .init(byteBuffer: ByteBuffer(bytes: jpeg)))
            }
            router.get("/test/image.png") { _, _ in
                Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
            }
            router.get("/test/redirect-away") { request, _ in
                let port = request.head.authority?.split(separator: ":").last ?? "80"
                return Response(status: .found, headers: [.location: "http://localhost:\(port)/test/image.png"])
            }
            router.get("/test/redirect-home") { _, _ in
                Response(status: .found, headers: [.location: "/test/image.png"])
            }
            router.get("/test/announced-huge") { _, _ in
                Response(status: .ok, headers: [.contentType: "image/png"],
                         body: .init(contentLength: 64 << 20) { writer in
                             try await writer.write(ByteBuffer(bytes: png))
                             try await writer.finish(nil)
                         })
            }
            router.get("/test/flood") { _, _ in
                // No length announced: the client can only stop by hanging up.
                Response(status: .ok, headers: [.contentType: "image/png"], body: .init { writer in
                    let chunk = ByteBuffer(bytes: [UInt8](repeating: 0x42, count: 64 << 10))
                    for _ in 0..<4_096 {
                        try await writer.write(chunk)
                        flooded.add(chunk.readableBytes)
                    }
                    try await writer.finish(nil)
                })
            }
        }) { _ in View(frame: .zero) }
    }

    func fetch(_ downloader: ServerImageDownloader, _ url: String) async throws -> Result<Image, ImageDownloadError> {
        let url = try #require(URL(string: url))
        return await withCheckedContinuation { continuation in
            _ = downloader.download(from: url, callbackQueue: .global(), progress: { _ in }) { continuation.resume(returning: $0) }
        }
    }

    @Test("A request with a target size is decoded at that size and scale; one without is decoded whole; nothing is kept")
    func decodesAtTheSizeAsked() async throws {
        let server = try Self.server(flooded: Counter())
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"])
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/test/photo.jpg"))
        let request = ImageRequest(url: url, targetPixelSize: CGSize(width: 144, height: 144), contentMode: .aspectFill, scale: 2)
        let thumbnail = try await withCheckedContinuation { continuation in
            _ = downloader.download(request, callbackQueue: .global(), progress: { _ in }) { continuation.resume(returning: $0) }
        }.get()
        #expect(thumbnail.pixelWidth == 192 && thumbnail.pixelHeight == 144 && thumbnail.scale == 2)
        let whole = try await fetch(downloader, url.absoluteString).get()
        #expect(whole.pixelWidth == 800 && whole.pixelHeight == 600 && whole.scale == 1)
        let again = try await fetch(downloader, url.absoluteString).get()
        #expect(!again.sharesPixels(with: whole), "the downloader keeps nothing: the cache in front of it does")
    }

    @Test("Every redirect is checked against the allowed hosts; one that stays on them is followed")
    func redirectsAreChecked() async throws {
        let server = try Self.server(flooded: Counter())
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"])
        let away = try await fetch(downloader, "http://127.0.0.1:\(port)/test/redirect-away")
        guard case let .failure(error) = away else { Issue.record("a redirect to localhost was followed"); return }
        #expect(error.reason.contains("host localhost is not allowed"), "\(error.reason)")
        let home = try await fetch(downloader, "http://127.0.0.1:\(port)/test/redirect-home")
        #expect((try? home.get())?.pixelWidth == 4)
    }

    @Test("A download stops at the byte limit: an announced length over it is refused, an endless body is cut off")
    func byteLimitStopsReading() async throws {
        let flooded = Counter()
        let server = try Self.server(flooded: flooded)
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"], maximumBytes: 1 << 20)
        let announced = try await fetch(downloader, "http://127.0.0.1:\(port)/test/announced-huge")
        guard case let .failure(error) = announced else { Issue.record("a 64 MB image was accepted"); return }
        #expect(error.reason.contains("more than the limit of 1048576"), "\(error.reason)")
        let flood = try await fetch(downloader, "http://127.0.0.1:\(port)/test/flood")
        guard case let .failure(floodError) = flood else { Issue.record("an endless body was accepted"); return }
        #expect(floodError.reason.contains("larger than the limit of 1048576 bytes"), "\(floodError.reason)")
        try await Task.sleep(for: .milliseconds(300))
        // The client hung up: the server could not write the 256 MB it offered. (What it did write
        // includes the socket buffers and read-ahead on loopback; the downloader kept at most the limit.)
        #expect(flooded.total < 256 << 20, "the server wrote \(flooded.total) bytes")
        let fine = try await fetch(downloader, "http://127.0.0.1:\(port)/test/image.png")
        #expect((try? fine.get())?.pixelWidth == 4)
    }
}

@MainActor
@Suite("Browser server configuration")
struct ServerConfigurationTests {
    @Test("Ports outside 0–65535 and unusable limits are refused before anything listens", arguments: [70_000, -1, 65_536])
    func badPortsRefused(_ port: Int) async throws {
        let server = BrowserServer(configuration: .init(port: port)) { _ in View(frame: .zero) }
        await #expect(throws: BrowserServerError.invalidConfiguration("port \(port) is outside 0–65535 (0 picks a free port)")) {
            _ = try await server.start()
        }
    }

    @Test("Limits below one are refused with the limit's name")
    func badLimitsRefused() async throws {
        var limits = BrowserServer.Limits()
        limits.maximumConnectionsPerAddress = 0
        let server = BrowserServer(configuration: .init(port: 0, limits: limits)) { _ in View(frame: .zero) }
        await #expect(throws: BrowserServerError.invalidConfiguration("limits.maximumConnectionsPerAddress is 0; it must be at least 1")) {
            _ = try await server.start()
        }
    }
}
