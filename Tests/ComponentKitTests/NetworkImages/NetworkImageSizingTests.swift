import Foundation
import Testing
@testable import ComponentKit

/// Issue 41, failure 3: a network image view asks for its image at the size
/// it draws it, so a downloader can decode a thumbnail instead of a photo.
@MainActor
@Suite("Network images ask for the size they draw")
struct NetworkImageSizingTests {
    let url = URL(string: "https://example.com/photo.jpg")!

    func view(size: CGSize, mode: ContentMode = .aspectFill, in window: Window) throws -> NetworkImageView {
        let view = NetworkImageView(frame: CGRect(origin: .zero, size: size))
        view.contentMode = mode
        try window.rootView.addSubview(view)
        return view
    }

    @Test("The request carries the view's pixel size at the window's scale, its content mode and its crop")
    func requestSize() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        window.traitCollection.displayScale = 3
        let downloader = ControllableDownloader()
        let thumbnail = try view(size: CGSize(width: 72, height: 72), in: window)
        thumbnail.show(NetworkImageView.Request(url: url), downloader: downloader)
        let fitted = try view(size: CGSize(width: 100, height: 50), mode: .aspectFit, in: window)
        fitted.show(NetworkImageView.Request(url: url, cropRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)), downloader: downloader)
        let centered = try view(size: CGSize(width: 100, height: 50), mode: .center, in: window)
        centered.show(NetworkImageView.Request(url: url), downloader: downloader)
        let unsized = NetworkImageView()
        unsized.show(NetworkImageView.Request(url: url), downloader: downloader)
        let requests = downloader.requests.map(\.request)
        try #require(requests.count == 4)
        #expect(requests[0] == ImageRequest(url: url, targetPixelSize: CGSize(width: 216, height: 216), contentMode: .aspectFill, scale: 3))
        #expect(requests[1] == ImageRequest(url: url, targetPixelSize: CGSize(width: 600, height: 150), contentMode: .aspectFit, scale: 3),
                "half the picture shown: the whole needs twice the width")
        #expect(requests[2].wantsFullSize && requests[3].wantsFullSize, "drawn at its own size, or no size yet: the whole image")
        #expect(thumbnail.imageRequest == requests[0])
    }

    @Test("A view that grows past the size it asked for asks again, showing what it has until the larger image arrives")
    func growing() throws {
        let window = Window(size: CGSize(width: 800, height: 800))
        let downloader = ControllableDownloader()
        let view = try view(size: CGSize(width: 100, height: 100), in: window)
        view.show(NetworkImageView.Request(url: url), downloader: downloader)
        let small = Image.filled(with: .red, size: CGSize(width: 100, height: 100), scale: 2)
        downloader.complete(0, with: small)
        #expect(view.image == small)

        view.frame.size = CGSize(width: 90, height: 90)
        #expect(downloader.requests.count == 1, "smaller: what it has will do")
        view.frame.size = CGSize(width: 300, height: 200)
        try #require(downloader.requests.count == 2)
        #expect(downloader.requests[1].request.targetPixelSize == CGSize(width: 600, height: 400))
        #expect(view.image == small && view.isLoading, "the smaller image stays while the larger one loads")
        let large = Image.filled(with: .blue, size: CGSize(width: 300, height: 200), scale: 2)
        downloader.complete(1, with: large)
        #expect(view.image == large && !view.isLoading)

        window.traitCollection.displayScale = 3
        try #require(downloader.requests.count == 3, "a sharper screen needs more pixels")
        #expect(downloader.requests[2].request.targetPixelSize == CGSize(width: 900, height: 600))
    }
}
