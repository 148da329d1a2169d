import Hummingbird
import NIOCore

/// The request context of a ``BrowserServer``'s routes, the app's own
/// among them: Hummingbird's basic context plus the address of the
/// connection's other end, which the server needs to bind a page's session
/// ticket to its visitor's network (and which an app's routes may read).
///
/// ```swift
/// let server = BrowserServer(routes: { router in
///     router.get("/whoami") { _, context in "\(context.remoteAddress?.ipAddress ?? "?")" }
/// }) { _ in AppView() }
/// ```
public struct BrowserRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's per-request storage (logger, parameters, endpoint).
    public var coreContext: CoreRequestContextStorage
    /// The peer of the connection the request came on: a reverse proxy's
    /// address when there is one (the server reads the client's address
    /// behind it only from proxies it trusts).
    public let remoteAddress: SocketAddress?

    /// A context for a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
