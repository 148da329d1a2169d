import ComponentKit
import Foundation
import HTTPTypes
import Hummingbird

extension BrowserServer {
    /// The header that carries ``Configuration/developmentSecret``.
    static let developmentSecretHeader = "X-ComponentKit-Development-Secret"
    /// The close code pages hear when a reload hands their session over:
    /// 1012, "service restart"; the page reconnects as after any lost connection.
    static let reloadCloseCode: UInt16 = 1012
    /// The most bytes a handover's body may hold.
    static let maximumHandoverBytes = 256 << 20

    /// Development mode's channel (``Configuration/developmentSecret``):
    /// `export` answers every session as a ``SessionHandover``, `import`
    /// opens sessions from them, `release` ends every session with
    /// ``reloadCloseCode`` (their pages reconnect, to the new process), and
    /// `status` shows a ``DevelopmentStatus`` over every page.
    func addDevelopmentRoutes(to router: Router<BrowserRequestContext>) {
        guard let secret = configuration.developmentSecret else { return }
        let registry = self.registry
        @Sendable func authorized(_ request: Request, _ context: BrowserRequestContext) -> Bool {
            let peer = context.remoteAddress?.ipAddress ?? ""
            guard peer == "127.0.0.1" || peer == "::1" || peer == "::ffff:127.0.0.1", request.headers[.origin] == nil,
                  let presented = request.headers[HTTPField.Name(Self.developmentSecretHeader)!]
            else { return false }
            return presented.equalsInConstantTime(secret)
        }
        let group = router.group("/_componentkit/dev")
        group.post("export") { request, context -> Response in
            guard authorized(request, context) else { return Response(status: .notFound) }
            let handovers = await MainActor.run { registry.handovers() }
            return try Self.json(handovers)
        }
        group.post("import") { request, context -> Response in
            guard authorized(request, context) else { return Response(status: .notFound) }
            let body = try await request.body.collect(upTo: Self.maximumHandoverBytes)
            let handovers: [SessionHandover]
            do {
                handovers = try JSONDecoder().decode([SessionHandover].self, from: Data(buffer: body))
            } catch {
                return Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "not a list of session handovers: \(error)\n")))
            }
            let refusals = await registry.resumeAll(handovers)
            return try Self.json(HandoverOutcome(restored: handovers.count - refusals.count, refused: refusals))
        }
        group.post("release") { request, context -> Response in
            guard authorized(request, context) else { return Response(status: .notFound) }
            let ended = await MainActor.run {
                registry.endAll(farewell: OutboundQueue.Farewell(code: Self.reloadCloseCode, reason: "the app is reloading"),
                                reason: "handed over to a new build")
            }
            return try Self.json(["released": ended])
        }
        group.post("status") { request, context -> Response in
            guard authorized(request, context) else { return Response(status: .notFound) }
            let body = try await request.body.collect(upTo: 1 << 20)
            let status: DevelopmentStatus
            do {
                status = try JSONDecoder().decode(DevelopmentStatus.self, from: Data(buffer: body))
            } catch {
                return Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "not a development status: \(error)\n")))
            }
            await MainActor.run { registry.developmentStatus = status }
            return Response(status: .noContent)
        }
    }

    /// What `import` answers: how many sessions were opened, and why the others were not.
    struct HandoverOutcome: Codable, Sendable {
        let restored: Int
        let refused: [String]
    }

    static func json(_ value: some Encodable) throws -> Response {
        response(try JSONEncoder().encode(value), type: "application/json")
    }
}

extension BrowserServer.Configuration {
    /// Why ``developmentSecret`` cannot be used, or nil.
    var developmentProblem: String? {
        guard let developmentSecret else { return nil }
        guard developmentSecret.utf8.count >= 32, ReconnectTokens.isSecretShaped(developmentSecret) else {
            return "developmentSecret must be 32 to 512 printable ASCII characters"
        }
        return nil
    }
}
