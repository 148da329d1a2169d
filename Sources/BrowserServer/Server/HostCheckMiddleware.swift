import Hummingbird

/// Answers 421 (Misdirected Request) to requests whose `Host` header names
/// a host the server does not answer to, so a page on another site cannot
/// reach a loopback server through a DNS name it controls (DNS rebinding).
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allows: @Sendable (String?) -> Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allows(request.head.authority) else {
            return Response(status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
                            body: .init(byteBuffer: ByteBuffer(string: "this server does not answer to that host name\n")))
        }
        return try await next(request, context)
    }
}
