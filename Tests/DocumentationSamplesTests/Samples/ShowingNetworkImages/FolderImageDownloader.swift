// sample: images-folder-downloader
import ComponentKit
import Foundation
import RasterBackend
import Synchronization

/// Serves images from files in a folder, named by the URL's last path
/// component: photos shipped with an app, or fixtures in a test.
struct FolderImageDownloader: ImageDownloading {
    let folder: URL
    /// Pixels per point of the files (2 for `@2x` pictures).
    var scale: CGFloat = 2

    func download(
        from url: URL, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let token = CancellationToken()
        let file = folder.appendingPathComponent(url.lastPathComponent)
        DispatchQueue.global(qos: .userInitiated).async { [scale] in
            // Read and decode off the main thread; views only ever hear back on `callbackQueue`.
            let result = Result { try ImageCodec.decode(Data(contentsOf: file), scale: scale) }
                .mapError { ImageDownloadError(url: url, reason: "\($0)") }
            callbackQueue.async {
                guard !token.isCancelled else { return }   // cancelled: call nothing more
                if case .success = result { progress(1) }
                completion(result)
            }
        }
        return token
    }
}

/// Remembers that a download was cancelled, for any thread to check.
final class CancellationToken: ImageDownloadToken {
    private let cancelled = Atomic(false)
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
    func cancel() { cancelled.store(true, ordering: .releasing) }
}
// end-sample
