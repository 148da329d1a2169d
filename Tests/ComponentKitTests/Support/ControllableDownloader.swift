import Foundation
import Synchronization
@testable import ComponentKit

/// A downloader whose downloads finish only when a test says so, in any order.
final class ControllableDownloader: ImageDownloading {
    final class Token: ImageDownloadToken {
        let cancelled = Mutex(false)
        func cancel() { cancelled.withLock { $0 = true } }
        var isCancelled: Bool { cancelled.withLock { $0 } }
    }

    struct Pending {
        /// What was asked, the size included.
        let request: ImageRequest
        var url: URL { request.url }
        let token: Token
        let progress: @Sendable (Double) -> Void
        let completion: @Sendable (Result<Image, ImageDownloadError>) -> Void
    }

    private let pending = Mutex<[Pending]>([])

    func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        download(ImageRequest(url: url), callbackQueue: callbackQueue, progress: progress, completion: completion)
    }

    func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let token = Token()
        pending.withLock { $0.append(Pending(request: request, token: token, progress: progress, completion: completion)) }
        return token
    }

    /// Every download requested so far, in order.
    var requests: [Pending] { pending.withLock { $0 } }

    /// Finishes request `index` with `image`, even if it was cancelled: a
    /// misbehaving downloader must not put a stale image in a view.
    @MainActor
    func complete(_ index: Int, with image: Image) {
        requests[index].completion(.success(image))
    }

    @MainActor
    func fail(_ index: Int) {
        let request = requests[index]
        request.completion(.failure(ImageDownloadError(url: request.url, reason: "offline")))
    }
}
