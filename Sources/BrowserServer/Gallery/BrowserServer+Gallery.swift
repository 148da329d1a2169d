import ComponentKit
import Foundation
import HTTPTypes
import Hummingbird

extension BrowserServer {
    /// `content` with the gallery's frames in front of it: a session opened
    /// at a frame's location shows that variant, with its traits.
    static func content(_ content: @escaping @MainActor @Sendable (BrowserSession) -> View,
                        showingFramesOf gallery: PreviewGallery?) -> @MainActor @Sendable (BrowserSession) -> View {
        guard let gallery else { return content }
        return { session in
            guard let (preview, variant) = gallery.frameTarget(of: session.openingLocation) else { return content(session) }
            session.traitOverrides = PreviewGallery.frameTraits(for: variant, over: session.traitOverrides)
            return gallery.frameContent(preview, variant)
        }
    }

    /// The gallery's routes (``Configuration/previewGallery``): the page,
    /// a preview's page, its script, and the raster renderings.
    func addGalleryRoutes(to router: Router<BrowserRequestContext>) {
        guard let gallery = configuration.previewGallery else { return }
        let title = configuration.title
        @Sendable func page(query: String?, previewID: String?) -> Response {
            guard let html = gallery.page(query: query, previewID: previewID, appTitle: title) else { return Response(status: .notFound) }
            let headers: HTTPFields = [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff",
                // Frames of this server's own pages, and this page's own script; nothing inline runs.
                .init("Content-Security-Policy")!: "default-src 'none'; script-src 'self'; frame-src 'self'; img-src 'self'; style-src 'unsafe-inline'",
            ]
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
        }
        router.get(RouterPath(PreviewGallery.path)) { request, _ in page(query: request.uri.queryParameters["q"].map(String.init), previewID: nil) }
        router.get(RouterPath("\(PreviewGallery.path)/gallery.js")) { _, _ in
            Self.response(PreviewGallery.script, type: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath("\(PreviewGallery.path)/:preview")) { _, context in
            page(query: nil, previewID: context.parameters.get("preview"))
        }
        router.get(RouterPath("\(PreviewGallery.path)/raster/:preview/:file")) { _, context -> Response in
            guard let rasterImage = gallery.rasterImage, let previewID = context.parameters.get("preview"),
                  let file = context.parameters.get("file"), file.hasSuffix(".png"),
                  let (preview, variant) = gallery.registry.variant(previewID: previewID, variantID: String(file.dropLast(4)))
            else { return Response(status: .notFound) }
            do {
                return Self.response(try await rasterImage(preview, variant), type: "image/png")
            } catch {
                return Response(status: .internalServerError,
                                body: .init(byteBuffer: ByteBuffer(string: "\(preview.name), \(variant.title): \(error)\n")))
            }
        }
    }
}
