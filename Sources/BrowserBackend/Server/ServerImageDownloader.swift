import ComponentKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RasterBackend
import ViewTree

/// Downloads and decodes network images on the server, so network image
/// components work in the browser: the page only ever loads the decoded
/// image from the server, never the original URL.
///
/// Only `http` and `https` URLs are fetched, optionally only from listed
/// hosts; anything else fails with an ``ImageDownloadError``.
///
/// ```swift
/// let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1", "images.example.com"])
/// NetworkImageComponent(url: photo.url, downloader: downloader, size: ComponentSize(width: 48, height: 48))
/// ```
public final class ServerImageDownloader: ImageDownloading, @unchecked Sendable {
    /// Hosts images may come from; nil allows any host.
    public let allowedHosts: Set<String>?
    /// The largest download accepted, in bytes.
    public let maximumBytes: Int
    private let lock = NSLock()
    private var madeSession: URLSession?
    private var cache: [URL: Image] = [:]
    private var cacheOrder: [URL] = []
    private let cacheCapacity = 256

    /// A downloader for `allowedHosts` (nil: any host).
    public init(allowedHosts: Set<String>? = nil, maximumBytes: Int = 16 << 20) {
        self.allowedHosts = allowedHosts
        self.maximumBytes = maximumBytes
    }

    /// The URL session, made on the first download: a session costs tens of
    /// kilobytes, and a browser session's downloader may never fetch anything.
    private var session: URLSession {
        lock.withLock {
            if let madeSession { return madeSession }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = 15
            let made = URLSession(configuration: configuration)
            madeSession = made
            return made
        }
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

    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        if let reason = refusal(for: url) {
            callbackQueue.async { completion(.failure(ImageDownloadError(url: url, reason: reason))) }
            return Token(task: nil)
        }
        if let cached = lock.withLock({ cache[url] }) {
            callbackQueue.async { completion(.success(cached)) }
            return Token(task: nil)
        }
        let maximumBytes = self.maximumBytes
        let task = session.dataTask(with: url) { [weak self] data, response, error in
            let result: Result<Image, ImageDownloadError>
            if let error {
                result = .failure(ImageDownloadError(url: url, reason: error.localizedDescription))
            } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                result = .failure(ImageDownloadError(url: url, reason: "HTTP status \(status)"))
            } else if let data, data.count <= maximumBytes {
                do {
                    let image = try ImageCodec.decode(data)
                    self?.remember(image, for: url)
                    result = .success(image)
                } catch {
                    result = .failure(ImageDownloadError(url: url, reason: "\(error)"))
                }
            } else {
                result = .failure(ImageDownloadError(url: url, reason: "empty or larger than \(maximumBytes) bytes"))
            }
            callbackQueue.async { completion(result) }
        }
        task.resume()
        return Token(task: task)
    }

    private func remember(_ image: Image, for url: URL) {
        lock.withLock {
            if cache[url] == nil { cacheOrder.append(url) }
            cache[url] = image
            if cacheOrder.count > cacheCapacity { cache[cacheOrder.removeFirst()] = nil }
        }
    }

    private final class Token: ImageDownloadToken, @unchecked Sendable {
        let task: URLSessionDataTask?
        init(task: URLSessionDataTask?) { self.task = task }
        func cancel() { task?.cancel() }
    }
}
