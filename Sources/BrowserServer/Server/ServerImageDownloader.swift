#if RemoteImages
import AsyncHTTPClient
import ComponentKit
import Foundation
import NIOCore
import ImageCodecs
import ViewTree

/// Downloads and decodes network images on the server, so network image
/// components work in the browser: the page only ever loads the decoded
/// image from the server, never the original URL.
///
/// Only `http` and `https` URLs are fetched, optionally only from listed
/// hosts; every redirect is checked by the same rules before it is
/// followed. A download stops as soon as it passes `maximumBytes` (or
/// announces a larger length), and decoding refuses images of more than
/// `maximumPixelCount` pixels before allocating them. Anything refused
/// fails with an ``/ComponentKit/ImageDownloadError`` saying why.
///
/// It needs the package trait `RemoteImages` (on by default), which builds
/// AsyncHTTPClient and swift-nio-ssl: an app that serves only its own images
/// can depend on the package with `traits: ["Browser"]` and build neither.
///
/// A request with a target size (``/ComponentKit/ImageRequest``, as network image views
/// send) is decoded at that size (`ImageCodec.decode(_:targetPixelSize:contentMode:scale:maximumPixelCount:)`):
/// a JPEG through libjpeg's scaled IDCT, so a photo's full-size pixels are
/// never held, and the PNG the page loads is as small. It keeps nothing:
/// put one ``/ComponentKit/CachingImageDownloader`` in front of it, shared by every
/// session, for a byte-limited cache.
///
/// ```swift
/// let downloader = CachingImageDownloader(upstream: ServerImageDownloader(allowedHosts: ["127.0.0.1", "images.example.com"]))
/// NetworkImageComponent(url: photo.url, downloader: downloader, size: ComponentSize(width: 48, height: 48))
/// ```
public final class ServerImageDownloader: ImageDownloading, @unchecked Sendable {
    /// Hosts images may come from; nil allows any host.
    public let allowedHosts: Set<String>?
    /// The largest download accepted, in bytes.
    public let maximumBytes: Int
    /// The most pixels a downloaded image may decode to.
    public let maximumPixelCount: Int
    /// Redirects followed at most, each checked like the first URL.
    public static let maximumRedirects = 5

    /// One HTTP client for every downloader: it lives as long as the
    /// process, and follows no redirect itself (``fetch(_:)`` checks each).
    private static let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow,
                                                timeout: .init(connect: .seconds(10), read: .seconds(15))))

    /// A downloader for `allowedHosts` (nil: any host).
    public init(allowedHosts: Set<String>? = nil, maximumBytes: Int = 16 << 20,
                maximumPixelCount: Int = ImageCodec.defaultMaximumPixelCount) {
        self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
        self.maximumBytes = Swift.max(0, maximumBytes)
        self.maximumPixelCount = Swift.max(1, maximumPixelCount)
    }

    /// Why `url` may not be fetched, or nil if it may.
    public func refusal(for url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "only http and https images are loaded"
        }
        guard let host = url.host, !host.isEmpty else { return "the URL has no host" }
        if let allowedHosts, !allowedHosts.contains(host.lowercased()) { return "host \(host) is not allowed" }
        return nil
    }

    /// Downloads `url` and decodes it whole, at scale 1.
    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        download(ImageRequest(url: url), callbackQueue: callbackQueue, progress: progress, completion: completion)
    }

    /// Downloads `request`'s URL and decodes it at its target size and
    /// scale (whole, at scale 1, without one).
    public func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        if let reason = refusal(for: request.url) {
            callbackQueue.async { completion(.failure(ImageDownloadError(url: request.url, reason: reason))) }
            return Token(task: nil)
        }
        // The task holds the downloader until the download ends (its timeouts bound that).
        let task = Task {
            let result: Result<Image, ImageDownloadError>
            do throws(ImageDownloadError) {
                result = .success(try await image(for: request))
            } catch {
                result = .failure(error)
            }
            // After cancel() nothing more is called, as `ImageDownloadToken` promises.
            guard !Task.isCancelled else { return }
            callbackQueue.async { completion(result) }
        }
        return Token(task: task)
    }

    /// The image `request` asks for, fetched and decoded.
    private func image(for request: ImageRequest) async throws(ImageDownloadError) -> Image {
        let data = try await fetch(request.url)
        // Cancelled while fetching: nobody waits for the pixels (and nothing is called back).
        if Task.isCancelled { throw ImageDownloadError(url: request.url, reason: "the download was cancelled") }
        do {
            guard !request.wantsFullSize, let target = request.targetPixelSize else {
                return try ImageCodec.decode(data, maximumPixelCount: maximumPixelCount)
            }
            return try ImageCodec.decode(data, targetPixelSize: target, contentMode: request.contentMode, scale: request.scale,
                                         maximumPixelCount: maximumPixelCount)
        } catch {
            throw ImageDownloadError(url: request.url, reason: "\(error)")
        }
    }

    /// The bytes at `url`, following redirects that pass ``refusal(for:)``
    /// and reading no more than ``maximumBytes``.
    func fetch(_ url: URL) async throws(ImageDownloadError) -> Data {
        var current = url
        for _ in 0...Self.maximumRedirects {
            do {
                let response = try await Self.client.execute(HTTPClientRequest(url: current.absoluteString), timeout: .seconds(30))
                if (300..<400).contains(response.status.code), let location = response.headers.first(name: "location") {
                    guard let next = URL(string: location, relativeTo: current)?.absoluteURL else {
                        throw ImageDownloadError(url: url, reason: "a redirect to an unreadable location \(location)")
                    }
                    if let reason = refusal(for: next) {
                        throw ImageDownloadError(url: url, reason: "redirected to \(next.absoluteString): \(reason)")
                    }
                    current = next
                    continue
                }
                guard (200..<300).contains(response.status.code) else {
                    throw ImageDownloadError(url: url, reason: "HTTP status \(response.status.code)")
                }
                if let announced = response.headers.first(name: "content-length").flatMap(Int.init), announced > maximumBytes {
                    throw ImageDownloadError(url: url, reason: "the image is \(announced) bytes, more than the limit of \(maximumBytes)")
                }
                var data = Data()
                for try await chunk in response.body {
                    // Leaving the loop early ends the request and closes its connection: nothing more is read.
                    guard data.count + chunk.readableBytes <= maximumBytes else {
                        throw ImageDownloadError(url: url, reason: "the image is larger than the limit of \(maximumBytes) bytes")
                    }
                    data.append(contentsOf: chunk.readableBytesView)
                }
                guard !data.isEmpty else { throw ImageDownloadError(url: url, reason: "the response was empty") }
                return data
            } catch let error as ImageDownloadError {
                throw error
            } catch {
                throw ImageDownloadError(url: url, reason: "\(error)")
            }
        }
        throw ImageDownloadError(url: url, reason: "more than \(Self.maximumRedirects) redirects")
    }

    private final class Token: ImageDownloadToken, @unchecked Sendable {
        let task: Task<Void, Never>?
        init(task: Task<Void, Never>?) { self.task = task }
        func cancel() { task?.cancel() }
    }
}
#endif
