import ComponentKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RasterBackend

/// Where the Photos screen gets its catalog.
public protocol PhotoSource: Sendable {
    /// The photos to show.
    func loadPhotos() async throws -> [Photo]
}

/// The catalog from the app's own `/photos.json` endpoint, over HTTP.
public struct HTTPPhotoSource: PhotoSource {
    /// The catalog's URL.
    public let url: URL

    /// A source reading `url`.
    public init(url: URL) { self.url = url }

    public func loadPhotos() async throws -> [Photo] {
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200, let data else {
                    return continuation.resume(throwing: PhotoLibraryError.unreadableFolder(url.absoluteString, reason: "no catalog"))
                }
                continuation.resume(returning: data)
            }.resume()
        }
        return try JSONDecoder().decode([Photo].self, from: data)
    }
}

/// The catalog straight from a library, for rendering without a server.
public struct LibraryPhotoSource: PhotoSource {
    let library: PhotoLibrary

    /// The catalog of `library`.
    public init(library: PhotoLibrary) {
        self.library = library
    }
    public func loadPhotos() async throws -> [Photo] { library.photos }
}

/// Images straight from a library's files (the last path component of the
/// URL names the file), for rendering without a server.
public struct LibraryImageDownloader: ImageDownloading {
    let library: PhotoLibrary

    /// A downloader reading the files of `library`.
    public init(library: PhotoLibrary) {
        self.library = library
    }

    private struct Done: ImageDownloadToken {
        func cancel() {}
    }

    public func download(
        from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
        completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
    ) -> any ImageDownloadToken {
        let result: Result<Image, ImageDownloadError>
        if let data = library.data(forFile: url.lastPathComponent) {
            do {
                result = .success(try ImageCodec.decode(data))
            } catch {
                result = .failure(ImageDownloadError(url: url, reason: "\(error)"))
            }
        } else {
            result = .failure(ImageDownloadError(url: url, reason: "not in the photo library"))
        }
        callbackQueue.async { completion(result) }
        return Done()
    }
}
