import BrowserBackend
import BrowserServer
import Foundation
import Hummingbird
import Logging
import RasterBackend

/// The examples app in the browser: a ``BrowserServer`` whose sessions each
/// run an ``ExamplesApp``, plus the app's own endpoints: the photo catalog
/// at `/photos.json` and the photos at `/media/photos/<file>` (screens
/// have the other paths: `/photos/3` is a photo's screen).
public enum ExamplesServer {
    /// The decoded photos' byte limit by default: every session's images
    /// and those kept for reuse (`examples serve --image-memory`).
    public static let defaultImageByteLimit = 256 << 20
    /// What is kept for reuse once no session shows it, by default (`--image-reuse`).
    public static let defaultImageReuseBytes = 32 << 20

    /// A server for `library`; `catalogDelay` holds the catalog back (to
    /// show the loading screen, as a slow network would), and `feed` says how
    /// the quotes feed's source behaves. Every session's
    /// photos come through one ``CachingImageDownloader`` holding at most
    /// `imageByteLimit` bytes of decoded pixels, of which `imageReuseBytes`
    /// may be photos no session shows any more.
    @MainActor
    public static func make(configuration: BrowserServer.Configuration, library: PhotoLibrary,
                            catalogDelay: Duration = .zero, screenJSON: Data? = nil, feed: FeedSettings = FeedSettings(),
                            imageByteLimit: Int = defaultImageByteLimit, imageReuseBytes: Int = defaultImageReuseBytes,
                            logger: Logger = Logger(label: "componentkit.examples")) -> BrowserServer {
        // Before the first page: each page carries the @font-face rules of the fonts registered when it is served.
        ExamplesFonts.register()
        let host = configuration.host
        let address = ServerAddress()
        // One cache for every session: a photo is fetched and decoded once per size drawn, not once per session and row.
        let images = CachingImageDownloader(upstream: ServerImageDownloader(allowedHosts: [host, "127.0.0.1", "localhost"]),
                                            maximumByteCount: imageByteLimit, reuseByteCount: imageReuseBytes)
        let server = BrowserServer(
            configuration: configuration, logger: logger,
            routes: { router in addRoutes(to: router, library: library, catalogDelay: catalogDelay) }
        ) { session in
            let base = URL(string: "http://\(host):\(address.port)/")!
            // The session keeps the browser's traits; the app's direction switch overrides them there.
            let environment = ExamplesEnvironment(
                photos: HTTPPhotoSource(url: base.appendingPathComponent("photos.json")),
                downloader: images,
                baseURL: base, layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2),
                screenJSON: screenJSON, feed: feed, traitOverriding: session)
            return ExamplesApp(environment: environment).tabBar
        }
        address.server = server
        return server
    }

    private static func addRoutes(to router: Router<BrowserRequestContext>, library: PhotoLibrary, catalogDelay: Duration) {
        router.get("/photos.json") { _, _ -> Response in
            if catalogDelay > .zero { try await Task.sleep(for: catalogDelay) }
            return try body(library.catalogJSON(), type: "application/json")
        }
        router.get("/media/photos/:file") { _, context -> Response in
            guard let file = context.parameters.get("file"), let data = library.data(forFile: file) else {
                return Response(status: .notFound)
            }
            return body(data, type: file.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg")
        }
    }

    private static func body(_ data: Data, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// The server's port, for sessions made after it started listening.
private final class ServerAddress: @unchecked Sendable {
    weak var server: BrowserServer?
    var port: Int { server?.port ?? 0 }
}

/// A session's overrides are where the app's own trait choices go.
extension BrowserSession: TraitOverriding {}
