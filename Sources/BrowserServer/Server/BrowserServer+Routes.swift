import Foundation
import Hummingbird
import ViewTree

extension BrowserServer {
    /// The server's routes; `HEAD` is answered for every `GET` route, and
    /// requests naming a host the server does not answer to get 421.
    func makeRouter() -> Router<BrowserRequestContext> {
        let router = Router(context: BrowserRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: HostCheckMiddleware(allows: { [self] in allowsHost($0) }))
        if let instanceID = configuration.instanceID { router.add(middleware: InstanceHeaderMiddleware(instanceID: instanceID)) }
        let assets = self.assets
        let title = configuration.title
        let tickets = self.tickets
        let admission = self.admission
        let logger = self.logger
        let drainState = self.drainState
        let passes = visitorPasses
        let metrics = self.metrics

        @Sendable func page(_ request: Request, _ context: BrowserRequestContext) -> Response {
            if drainState.isDraining { return Self.drainingPageResponse() }
            // Past the limits a visitor is told so at once; sessions already in never see this.
            if let refusal = admission.refusal(withPass: passes.validPass(inCookies: request.headers[values: .cookie])) {
                metrics?.admissionsRefusedBusy.increment()
                if let count = admission.noteTurnedAway() {
                    logger.notice("visitors turned away", metadata: ["count": "\(count)", "reason": "\(refusal)"])
                }
                return BusyPage.response(title: title, refusal: refusal)
            }
            // The page costs nothing: its session is opened when its WebSocket connects.
            // The ticket opens a session only from this visitor's network (``Configuration/ticketBinding``).
            let peer = context.remoteAddress?.ipAddress ?? "unknown"
            let (id, token) = tickets.issue(forAddress: self.clientAddress(headers: request.headers, peer: peer))
            return Self.response(assets.page(title: title, sessionID: id, token: token), type: "text/html; charset=utf-8")
        }
        router.get("/") { request, context in page(request, context) }
        router.get("/client.js") { request, _ in
            // The page names this build's script by its fingerprint: kept for good; any other name is fetched anew.
            let current = request.uri.queryParameters["v"].map(String.init) == assets.clientScriptVersion
            return Self.response(Data(assets.clientScript.utf8), type: "text/javascript; charset=utf-8", cache: current ? .immutable : .none)
        }
        router.get("/fonts/:file") { _, context -> Response in
            guard let file = context.parameters.get("file") else { return Response(status: .notFound) }
            if let data = assets.fonts[file] { return Self.response(data, type: "font/ttf", cache: true) }
            // Only registered faces, looked up by the name made from their contents: no part of the request reaches the file system.
            guard let font = FontRegistry.shared.font(servedAs: file) else { return Response(status: .notFound) }
            return Self.response(font.data, type: font.format == .openType ? "font/otf" : "font/ttf", cache: .immutable)
        }
        router.get("/img/:session/:image") { _, context -> Response in
            guard let sessionID = context.parameters.get("session"), let name = context.parameters.get("image"),
                  name.hasSuffix(".png") else { return Response(status: .notFound) }
            let hex = String(name.dropLast(4))
            // A session fetches only images it showed; the PNG is encoded off the main actor, once for every session.
            let fingerprint = await self.onSessions { $0.session(withID: sessionID)?.images.heldFingerprint(hex: hex) }
            guard let fingerprint, let data = self.imageStore.png(for: fingerprint) else { return Response(status: .notFound) }
            return Self.response(data, type: "image/png", cache: true)
        }
        addHealthRoute(to: router)
        addDevelopmentRoutes(to: router)
        addGalleryRoutes(to: router)
        if configuration.previewGallery != nil {
            // A frame is a page of the app like any other (its session shows the variant): routed here, as the
            // gallery's own routes under the same prefix keep the catch-all below from seeing it.
            router.get(RouterPath("\(PreviewGallery.path)/frame/:preview/:variant")) { request, context in page(request, context) }
        }
        extraRoutes(router)
        // Every other path is a location of the app (a reload, a shared link):
        // the page opens its session there. Names with an extension
        // (favicon.ico, robots.txt) are files this server does not have.
        router.get("**") { request, context -> Response in
            guard Self.isAppLocation(request.uri.path) else { return Response(status: .notFound) }
            return page(request, context)
        }
        return router
    }

    /// Whether `path` can be a location of the app rather than a file.
    static func isAppLocation(_ path: String) -> Bool {
        guard let last = path.split(separator: "/").last else { return true }
        return !last.contains(".")
    }

    static func response(_ text: String, type: String) -> Response {
        response(Data(text.utf8), type: type)
    }

    /// How long a browser may keep a response.
    enum Caching {
        /// Not at all: pages carry a session's ticket.
        case none
        /// An hour: files that may change when the server is updated.
        case hour
        /// For good: files named after their contents.
        case immutable
    }

    static func response(_ data: Data, type: String, cache: Bool = false) -> Response {
        response(data, type: type, cache: cache ? .hour : .none)
    }

    static func response(_ data: Data, type: String, cache: Caching) -> Response {
        var headers: HTTPFields = [.contentType: type, .init("X-Content-Type-Options")!: "nosniff"]
        if type.hasPrefix("text/html") {
            // Only our own script, styles, fonts and images; nothing inline can run.
            headers[.init("Content-Security-Policy")!] =
                "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; font-src 'self'; style-src 'self' 'unsafe-inline'"
        }
        switch cache {
        case .none: headers[.cacheControl] = "no-store"
        case .hour: headers[.cacheControl] = "max-age=3600"
        case .immutable: headers[.cacheControl] = "public, max-age=31536000, immutable"
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
