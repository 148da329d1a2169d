import Foundation
import Testing
@testable import ComponentKit

/// Issue 19's trial: polling `image != nil` ended at once, because `image`
/// holds the placeholder while the download is in flight.
@MainActor
@Suite("Network images: loading state and waiting")
struct NetworkImageWaitingTests {
    let placeholder = Image.filled(with: .lightGray, size: CGSize(width: 2, height: 2))
    let photo = Image.filled(with: .blue, size: CGSize(width: 4, height: 4))
    let url = URL(string: "https://example.com/a.jpg")!

    func mountedView(in window: Window) throws -> NetworkImageView {
        let view = NetworkImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try window.rootView.addSubview(view)
        return view
    }

    @Test("While a download is in flight the view is loading and shows its placeholder; then the image")
    func loadingState() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = try mountedView(in: window)
        let downloader = ControllableDownloader()
        view.show(.init(url: url, placeholder: placeholder), downloader: downloader)
        #expect(view.isLoading)
        #expect(view.image == placeholder)
        #expect(!view.hasDownloadedImage)
        downloader.complete(0, with: photo)
        #expect(!view.isLoading)
        #expect(view.hasDownloadedImage)
        #expect(view.image == photo)
    }

    @Test("A failed or cancelled download is no longer loading, and keeps the placeholder")
    func failureAndCancel() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = try mountedView(in: window)
        let downloader = ControllableDownloader()
        view.show(.init(url: url, placeholder: placeholder), downloader: downloader)
        downloader.fail(0)
        #expect(!view.isLoading && !view.hasDownloadedImage && view.image == placeholder)
        view.show(.init(url: URL(string: "https://example.com/b.jpg")!, placeholder: placeholder), downloader: downloader)
        #expect(view.isLoading)
        view.clear()
        #expect(!view.isLoading)
    }

    @Test("A downloader that answers before returning leaves nothing loading")
    func immediateDownloader() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = try mountedView(in: window)
        let photo = self.photo
        view.show(.init(url: url, placeholder: placeholder), downloader: ImmediateImageDownloader { _ in photo })
        #expect(!view.isLoading)
        #expect(view.hasDownloadedImage)
    }

    @Test("waitForNetworkImages returns once downloads answering later on the main queue have landed")
    func waitsForLateDownloads() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let views = try (0..<3).map { _ in try mountedView(in: window) }
        let downloader = ControllableDownloader()
        for (index, view) in views.enumerated() {
            view.show(.init(url: URL(string: "https://example.com/\(index).jpg")!, placeholder: placeholder), downloader: downloader)
        }
        let photo = self.photo
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            MainActor.assumeIsolated { for index in 0..<3 { downloader.complete(index, with: photo) } }
        }
        // A generous timeout: in a full run other suites keep the main actor
        // busy for seconds (CI once waited past the default 10 s).
        #expect(await window.rootView.waitForNetworkImages(timeout: .seconds(90)))
        #expect(views.allSatisfy { $0.hasDownloadedImage && !$0.isLoading })
    }

    @Test("waitForNetworkImages gives up after its timeout when a download never ends")
    func timesOut() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = try mountedView(in: window)
        let downloader = ControllableDownloader()
        view.show(.init(url: url, placeholder: placeholder), downloader: downloader)
        #expect(await !window.rootView.waitForNetworkImages(timeout: .milliseconds(30)))
        #expect(view.isLoading)
    }

    /// Ignores the callback queue it is given and answers from a background queue.
    struct BackgroundDownloader: ImageDownloading {
        let image: Image
        func download(
            from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
            completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
        ) -> any ImageDownloadToken {
            let image = self.image
            DispatchQueue.global().async {
                progress(0.5)
                completion(.success(image))
            }
            return ImmediateImageDownloader(images: [:]).download(from: url, callbackQueue: .global(), progress: { _ in },
                                                                  completion: { _ in })
        }
    }

    @Test("A downloader that calls back off the main queue does not end the process: the view hops and shows the image")
    func callbackOffTheMainQueue() async throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = try mountedView(in: window)
        view.show(.init(url: url, placeholder: placeholder), downloader: BackgroundDownloader(image: photo))
        #expect(await window.rootView.waitForNetworkImages())
        #expect(view.hasDownloadedImage && view.image == photo)
        #expect(view.progress == 1)
    }
}
