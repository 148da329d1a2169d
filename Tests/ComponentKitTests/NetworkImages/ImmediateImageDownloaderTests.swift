import Foundation
import Synchronization
import Testing
@testable import ComponentKit

@MainActor
@Suite("Immediate image downloader")
struct ImmediateImageDownloaderTests {
    let known = URL(string: "https://example.com/known.jpg")!
    let unknown = URL(string: "https://example.com/unknown.jpg")!
    let red = Image.filled(with: .red, size: CGSize(width: 4, height: 4))
    let placeholder = Image.filled(with: .lightGray, size: CGSize(width: 2, height: 2))

    /// A view showing `url` from `downloader`, mounted by a component as an app would.
    func mountedView(_ url: URL, _ downloader: any ImageDownloading) throws -> NetworkImageView {
        let component = NetworkImageComponent(url: url, downloader: downloader, placeholder: placeholder,
                                              size: ComponentSize(width: 10, height: 10))
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        ComponentMounter().mount(component.layout(constrainedTo: .unconstrained), in: root)
        return try #require(root.subviews.first as? NetworkImageView)
    }

    @Test("A known image is in the view when the mount returns, without a download; an unknown URL fails at once")
    func mounting() throws {
        let downloader = ImmediateImageDownloader(images: [known: red])
        let shown = try mountedView(known, downloader)
        #expect(shown.image == red)
        #expect(shown.downloadsStarted == 0)
        #expect(shown.progress == 1)

        let missing = try mountedView(unknown, downloader)
        #expect(missing.image == placeholder)
        #expect(missing.lastError == ImageDownloadError(url: unknown, reason: "the ImmediateImageDownloader has no image for this URL"))
    }

    @Test("A drawing function answers for any URL it returns an image for")
    func drawing() throws {
        let downloader = ImmediateImageDownloader { url in url.lastPathComponent == "known.jpg" ? red : nil }
        #expect(downloader.cachedImage(for: known) == red)
        #expect(downloader.cachedImage(for: unknown) == nil)
        #expect(try mountedView(known, downloader).image == red)
    }

    @Test("Off the main queue it answers on the callback queue, and not at all once cancelled")
    func otherQueues() async throws {
        let queue = DispatchQueue(label: "immediate-downloader-test")
        let downloader = ImmediateImageDownloader(images: [known: red])
        let answered = Mutex(false)
        queue.sync {
            // Queued behind this block: cancelled before it can run.
            downloader.download(from: known, callbackQueue: queue, progress: { _ in },
                                completion: { _ in answered.withLock { $0 = true } }).cancel()
        }
        let result = await withCheckedContinuation { continuation in
            _ = downloader.download(from: known, callbackQueue: queue, progress: { _ in }, completion: { result in
                dispatchPrecondition(condition: .onQueue(queue))
                continuation.resume(returning: result)
            })
        }
        #expect(try result.get() == red)
        #expect(answered.withLock { $0 } == false)
    }
}
