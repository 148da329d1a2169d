import Hummingbird

/// Names the instance that answered in every response
/// (`X-ComponentKit-Instance`), so an operator can see where a load
/// balancer sent a request.
struct InstanceHeaderMiddleware<Context: RequestContext>: RouterMiddleware {
    static var headerName: String { "X-ComponentKit-Instance" }

    let instanceID: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.init(Self.headerName)!] = instanceID
        return response
    }
}
