import BrowserBackend
import BrowserServer
import Foundation
import Hummingbird
import Logging
import RasterBackend
import Synchronization

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
        // Read once for every session (each would otherwise read the bundled file and keep its own copy).
        let screenJSON = screenJSON ?? (try? ServerDrivenScreen.bundledJSON())
        let host = configuration.host
        let address = ServerAddress()
        // One cache for every session: a photo is fetched and decoded once per size drawn, not once per session and row.
        let images = CachingImageDownloader(upstream: ServerImageDownloader(allowedHosts: [host, "127.0.0.1", "localhost"]),
                                            maximumByteCount: imageByteLimit, reuseByteCount: imageReuseBytes)
        let server = BrowserServer(
            configuration: configuration, logger: logger,
            routes: { router in
                addRoutes(to: router, library: library, catalogDelay: catalogDelay)
                // A host that makes no URL (a bare IPv6 address) falls back to the loopback address the server also answers on.
                addScreenRoutes(to: router, base: {
                    URL(string: "http://\(host):\(address.port)/") ?? URL(string: "http://127.0.0.1:\(address.port)/") ?? URL(fileURLWithPath: "/")
                })
            }
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

    /// The documents of "Screens that act", each with an ETag (a request
    /// naming it gets `304 Not Modified`), and the form's endpoint.
    private static func addScreenRoutes(to router: Router<BrowserRequestContext>, base: @escaping @Sendable () -> URL) {
        let fetches = Mutex(0)
        router.get("/api/screens/:name") { request, context -> Response in
            let documents = ActingDocuments(base: base())
            let name = context.parameters.get("name") ?? ""
            let document: [String: Any]?
            switch name {
            case "acting.json":
                document = documents.acting(fetches: fetches.withLock { count in
                    count += 1
                    return count
                })
            case "items.json":
                let page = request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1
                document = (1...(ActingDocuments.itemCount / ActingDocuments.pageSize)).contains(page) ? documents.itemsPage(page) : nil
            default:
                let id = name.hasPrefix("place-") && name.hasSuffix(".json") ? String(name.dropFirst(6).dropLast(5)) : ""
                document = documents.place(id)
            }
            guard let document else { return Response(status: .notFound) }
            let data = ActingDocuments.json(document)
            let etag = ActingDocuments.etag(of: data)
            if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: [.eTag: etag]) }
            var response = body(data, type: "application/json")
            response.headers[.eTag] = etag
            return response
        }
        router.post("/api/screens/forms/join.json") { request, context -> Response in
            let bytes = try await request.body.collect(upTo: 16 << 10)
            guard let values = try? JSONSerialization.jsonObject(with: Data(bytes.readableBytesView)) as? [String: Any] else {
                return Response(status: .badRequest)
            }
            return body(ActingDocuments.json(ActingDocuments(base: base()).joined(values)), type: "application/json")
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
