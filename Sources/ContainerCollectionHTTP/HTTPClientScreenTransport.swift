#if Browser
import AsyncHTTPClient
import ContainerCollection
import Foundation
import NIOCore
import NIOHTTP1

/// Sends a ``/ContainerCollection/ScreenLoader``'s requests with AsyncHTTPClient. It follows no
/// redirect (a `3xx` is an error the loader reports), and stops reading a
/// body at the loader's limit. Part of the `Browser` trait.
///
/// ```swift
/// let loader = ScreenLoader(transport: HTTPClientScreenTransport(), policy: policy)
/// ```
public struct HTTPClientScreenTransport: ScreenTransport {
    /// One client for every transport, for the life of the process.
    private static let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow,
                                                timeout: .init(connect: .seconds(10), read: .seconds(15))))

    /// A transport over the shared client.
    public init() {}

    public func send(_ request: ScreenHTTPRequest, maximumBytes: Int) async throws -> ScreenHTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await Self.client.execute(outgoing, timeout: .seconds(30))
        if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > maximumBytes {
            throw ScreenLoadError(url: request.url, reason: .tooLarge(limit: maximumBytes))
        }
        let body: ByteBuffer
        do {
            body = try await response.body.collect(upTo: maximumBytes)
        } catch is NIOTooManyBytesError {
            throw ScreenLoadError(url: request.url, reason: .tooLarge(limit: maximumBytes))
        }
        var headers: [String: String] = [:]
        for header in response.headers { headers[header.name.lowercased()] = header.value }
        return ScreenHTTPResponse(status: Int(response.status.code), headers: headers, body: Array(body.readableBytesView))
    }
}
#endif
