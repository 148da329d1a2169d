import ComponentKit
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Showing network images")
struct NetworkImageTests {
    let url = URL(string: "https://example.com/photos/golden-gate.png")!

    /// `component` laid out and mounted into a new root view.
    func mount(_ component: some Component) -> View {
        let layout = component.layout(constrainedTo: .unconstrained)
        let root = View(frame: CGRect(origin: .zero, size: layout.size))
        ComponentMounter().mount(layout, in: root)
        return root
    }

    func imageView(in root: View) throws -> NetworkImageView {
        try #require(root.subtree.compactMap { $0 as? NetworkImageView }.first)
    }

    @Test("The folder downloader decodes the file the URL names and calls back on the main queue; a cancelled one never calls back")
    func folderDownloader() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-downloader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = Image.filled(with: .red, size: CGSize(width: 4, height: 3), scale: 2)
        try ImageCodec.pngData(of: picture).write(to: folder.appendingPathComponent("golden-gate.png"))
        let downloader = FolderImageDownloader(folder: folder)

        let cancelled = Recorder<Bool>()
        downloader.download(from: url, callbackQueue: .main, progress: { _ in },
                            completion: { _ in MainActor.assumeIsolated { cancelled.record(true) } }).cancel()
        let result = await withCheckedContinuation { continuation in
            _ = downloader.download(from: url, callbackQueue: .main, progress: { _ in }, completion: { result in
                dispatchPrecondition(condition: .onQueue(DispatchQueue.main))
                continuation.resume(returning: result)
            })
        }
        #expect(try result.get() == picture)
        let missing = await withCheckedContinuation { continuation in
            _ = downloader.download(from: URL(string: "https://example.com/none.png")!, callbackQueue: .main, progress: { _ in },
                                    completion: { continuation.resume(returning: $0) })
        }
        #expect(throws: ImageDownloadError.self) { try missing.get() }
        // The cancelled request's decode finished long before these two: it called nothing.
        #expect(cancelled.values.isEmpty)
    }

    @Test("The folder downloader decodes a request at the size drawn, and the whole picture without one")
    func sizedFolderDownloader() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sized-downloader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageCodec.pngData(of: Image.filled(with: .blue, size: CGSize(width: 400, height: 300))).write(to: folder.appendingPathComponent("golden-gate.png"))
        let downloader = FolderImageDownloader(folder: folder)
        func fetch(_ request: ImageRequest) async -> Result<Image, ImageDownloadError> {
            await withCheckedContinuation { continuation in
                _ = downloader.download(request, callbackQueue: .main, progress: { _ in }, completion: { continuation.resume(returning: $0) })
            }
        }
        let thumbnail = try await fetch(ImageRequest(url: url, targetPixelSize: CGSize(width: 144, height: 144), contentMode: .aspectFill,
                                                     scale: 2)).get()
        #expect(thumbnail.pixelWidth == 192 && thumbnail.pixelHeight == 144 && thumbnail.scale == 2)
        let whole = try await fetch(ImageRequest(url: url)).get()
        #expect(whole.pixelWidth == 400 && whole.scale == 2, "the folder's own scale, as download(from:) decodes")
    }

    @Test("An immediate downloader shows the image in the mount that makes the view; an unknown URL keeps the placeholder")
    func immediateDownloader() throws {
        let orange = Image.filled(with: .red, size: CGSize(width: 72, height: 72))
        let photo = NetworkImages.Photo(title: "Golden Gate", thumbnailURL: url)
        let shown = try imageView(in: mount(NetworkImages.thumbnail(for: photo, images: ImmediateImageDownloader(images: [url: orange]))))
        #expect(shown.image == orange)
        #expect(shown.downloadsStarted == 0)

        let missing = try imageView(in: mount(NetworkImages.thumbnail(for: photo, images: ImmediateImageDownloader { _ in nil })))
        #expect(missing.image?.pixelWidth == 8)   // the placeholder
        #expect(missing.lastError?.reason.contains("no image") == true)
    }

    @Test("The article's immediate downloaders: one knows the photo, one draws anything, one fails")
    func immediateForms() {
        let photo = NetworkImages.Photo(title: "Golden Gate", thumbnailURL: url)
        let other = URL(string: "https://example.com/other.png")!
        let downloaders = NetworkImages.immediateDownloaders(for: photo)
        #expect(downloaders.map { $0.cachedImage(for: url) != nil } == [true, true, false])
        #expect(downloaders.map { $0.cachedImage(for: other) != nil } == [false, true, false])
    }

    @Test("The cache fetches a URL once; a view mounted afterwards shows the kept image at once")
    func caching() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-downloader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = Image.filled(with: .blue, size: CGSize(width: 2, height: 2), scale: 2)
        try ImageCodec.pngData(of: picture).write(to: folder.appendingPathComponent("golden-gate.png"))
        let images = NetworkImages.sharedImages(folder: folder)
        let first = await withCheckedContinuation { continuation in
            _ = images.download(from: url, callbackQueue: .main, progress: { _ in }, completion: { continuation.resume(returning: $0) })
        }
        #expect(try first.get() == picture)
        let view = try imageView(in: mount(NetworkImages.thumbnail(
            for: NetworkImages.Photo(title: "Golden Gate", thumbnailURL: url), images: images)))
        #expect(view.image == picture)
        #expect(view.downloadsStarted == 0)
        #expect(images.upstreamFetches == 1)
    }
}
