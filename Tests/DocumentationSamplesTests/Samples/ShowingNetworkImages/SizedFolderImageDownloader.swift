// sample: images-sized-downloader
import ComponentKit
import Foundation
import RasterBackend

/// The folder downloader, decoding each picture at the size it is drawn.
extension FolderImageDownloader {
    func download(
        _ request: ImageRequest, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        // No size (a view not laid out yet, or `.center`): the whole picture.
        guard let target = request.targetPixelSize, !request.wantsFullSize else {
            return download(from: request.url, callbackQueue: callbackQueue, progress: progress, completion: completion)
        }
        let token = CancellationToken()
        let file = folder.appendingPathComponent(request.url.lastPathComponent)
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result {
                try ImageCodec.decode(Data(contentsOf: file), targetPixelSize: target, contentMode: request.contentMode,
                                      scale: request.scale)
            }.mapError { ImageDownloadError(url: request.url, reason: "\($0)") }
            callbackQueue.async {
                guard !token.isCancelled else { return }
                if case .success = result { progress(1) }
                completion(result)
            }
        }
        return token
    }
}
// end-sample
