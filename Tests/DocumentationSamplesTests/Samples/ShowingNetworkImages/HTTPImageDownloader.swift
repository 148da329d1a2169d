// sample: images-http-downloader
import ComponentKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking   // URLSession on Linux
#endif
import RasterBackend

/// Downloads images over HTTP with `URLSession`.
struct HTTPImageDownloader: ImageDownloading {
    func download(
        from url: URL, callbackQueue: DispatchQueue,
        progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let task = URLSession.shared.dataTask(with: url) { data, response, error in
            if let error = error as? URLError, error.code == .cancelled { return }   // cancelled: call nothing more
            let result: Result<Image, ImageDownloadError>
            if let error {
                result = .failure(ImageDownloadError(url: url, reason: error.localizedDescription))
            } else if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
                result = .failure(ImageDownloadError(url: url, reason: "HTTP status \(status)"))
            } else {
                result = Result { try ImageCodec.decode(data ?? Data(), scale: 2) }
                    .mapError { ImageDownloadError(url: url, reason: "\($0)") }
            }
            callbackQueue.async {
                if case .success = result { progress(1) }
                completion(result)
            }
        }
        task.resume()
        return DataTaskToken(task: task)
    }
}

struct DataTaskToken: ImageDownloadToken {
    let task: URLSessionDataTask
    func cancel() { task.cancel() }
}
// end-sample
