import BrowserServer
import Foundation

@main struct PhotoAppServer {
    @MainActor static func main() async throws {
        let catalog = try JSONDecoder().decode([Photo].self, from: Data(contentsOf: URL(fileURLWithPath: "photos.json")))
        // One cache for every session, in front of the HTTP downloader.
        let images = CachingImageDownloader(upstream: HTTPImageDownloader(), maximumByteCount: 32 << 20)
        let server = BrowserServer(configuration: .init(port: 8080)) { _ in
            let app = PhotoApp(images: images)
            try? app.list.show(catalog)
            return app.navigation
        }
        try await server.run()
    }
}
