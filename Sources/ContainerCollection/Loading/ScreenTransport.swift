import Foundation

/// One HTTP exchange for a ``ScreenLoader``: what it sends.
public struct ScreenHTTPRequest: Sendable, Hashable {
    /// `GET` or `POST`.
    public var method: String
    /// Where to.
    public var url: URL
    /// Header names and values, in order.
    public var headers: [String: String]
    /// The body of a `POST`.
    public var body: [UInt8]?

    /// A request.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: [UInt8]? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// What came back for a ``ScreenHTTPRequest``.
public struct ScreenHTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// Header values by lowercased name.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]

    /// A response.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }
}

/// Sends a screen loader's requests: `HTTPClientScreenTransport` (module `ContainerCollectionHTTP`) over
/// AsyncHTTPClient, or a stand-in in tests.
public protocol ScreenTransport: Sendable {
    /// Sends `request` and returns the response, reading at most
    /// `maximumBytes` of body (more is an error). It follows no redirect.
    func send(_ request: ScreenHTTPRequest, maximumBytes: Int) async throws -> ScreenHTTPResponse
}
