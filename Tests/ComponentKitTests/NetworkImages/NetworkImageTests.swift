import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Network images")
struct NetworkImageTests {
    let context = LayoutContext(pointScale: 1)
    let placeholder = Image.filled(with: .lightGray, size: CGSize(width: 2, height: 2))

    func url(_ name: String) -> URL { URL(string: "https://example.com/\(name).jpg")! }

    func list(_ names: [String], downloader: ControllableDownloader) throws -> any Component {
        try StaticLayoutComponent(children: names.enumerated().map { index, name in
            .init(position: CGPoint(x: 0, y: CGFloat(index) * 10), NetworkImageComponent(
                url: url(name), downloader: downloader, placeholder: placeholder, size: ComponentSize(width: 10, height: 10)))
        })
    }

    func mount(_ component: any Component, _ mounter: ComponentMounter, _ window: Window) {
        mounter.mount(component.layout(constrainedTo: .upTo(window.size), context: context), in: window.rootView)
    }

    @Test("A reused view never shows another row's image, whatever order downloads finish in")
    func outOfOrderCompletion() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let downloader = ControllableDownloader()
        let images = ["a", "b", "c", "d"].map { name in
            Image.filled(with: Color(red: Double(name.unicodeScalars.first!.value % 7) / 7, green: 0.5, blue: 0.2), size: CGSize(width: 4, height: 4))
        }
        try mount(list(["a", "b"], downloader: downloader), mounter, window)
        let views = window.rootView.subviews.compactMap { $0 as? NetworkImageView }
        #expect(views.count == 2 && views.allSatisfy { $0.image == placeholder })
        #expect(downloader.requests.map(\.url) == [url("a"), url("b")])

        // Scroll: the same two views now show rows c and d.
        try mount(list(["c", "d"], downloader: downloader), mounter, window)
        #expect(downloader.requests.map(\.url) == [url("a"), url("b"), url("c"), url("d")])
        #expect(downloader.requests[0].token.isCancelled && downloader.requests[1].token.isCancelled)

        downloader.complete(3, with: images[3])
        downloader.complete(0, with: images[0])  // late, for a row no longer shown
        downloader.complete(1, with: images[1])
        #expect(views[0].image == placeholder, "c has not arrived: the stale a must not show")
        #expect(views[1].image == images[3])
        downloader.complete(2, with: images[2])
        #expect(views[0].image == images[2])
        #expect(views.map(\.downloadsStarted) == [2, 2])
    }

    @Test("The same URL does not download again; unmounting cancels")
    func cancellation() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let downloader = ControllableDownloader()
        try mount(list(["a"], downloader: downloader), mounter, window)
        try mount(list(["a"], downloader: downloader), mounter, window)
        #expect(downloader.requests.count == 1)
        try mount(list([], downloader: downloader), mounter, window)
        #expect(downloader.requests[0].token.isCancelled)
        let view = try #require(window.rootView.subviews.first as? NetworkImageView)
        downloader.complete(0, with: .filled(with: .red, size: CGSize(width: 1, height: 1)))
        #expect(view.image == nil && view.isHidden)
        try mount(list(["a"], downloader: downloader), mounter, window)
        #expect(downloader.requests.count == 2, "shown again after reuse preparation: the image is fetched anew")
        #expect(!view.isHidden && view.image == placeholder)
    }

    @Test("Another downloader for the same URL cancels the first one's download and fetches from the new one")
    func downloaderChangeRefetches() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let first = ControllableDownloader(), second = ControllableDownloader()
        try mount(list(["a"], downloader: first), mounter, window)
        try mount(list(["a"], downloader: second), mounter, window)
        #expect(first.requests.count == 1 && first.requests[0].token.isCancelled)
        #expect(second.requests.map(\.url) == [url("a")])
        let view = try #require(window.rootView.subviews.first as? NetworkImageView)
        let image = Image.filled(with: .red, size: CGSize(width: 1, height: 1))
        first.complete(0, with: .filled(with: .blue, size: CGSize(width: 1, height: 1)))
        #expect(view.image == placeholder, "the replaced downloader's late image is ignored")
        second.complete(0, with: image)
        #expect(view.image == image)
        try mount(list(["a"], downloader: second), mounter, window)
        #expect(second.requests.count == 1, "the same downloader again downloads nothing")
    }

    @Test("A crop rect shows part of the image; a failure keeps the placeholder and reports")
    func cropAndFailure() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let downloader = ControllableDownloader()
        let cropped = NetworkImageComponent(url: url("wide"), downloader: downloader, placeholder: placeholder,
                                            cropRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), size: ComponentSize(width: 10, height: 10))
        mount(cropped, mounter, window)
        let view = try #require(window.rootView.subviews.first as? NetworkImageView)
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        downloader.complete(0, with: try Image(pixelWidth: 2, pixelHeight: 1, rgba: rgba))
        let shown = try #require(view.image)
        #expect(shown.pixelWidth == 1 && shown.pixel(x: 0, y: 0)! == (0, 0, 255, 255))

        mount(NetworkImageComponent(url: url("missing"), downloader: downloader, placeholder: placeholder,
                                    size: ComponentSize(width: 10, height: 10)), mounter, window)
        downloader.fail(1)
        #expect(view.image == placeholder)
        #expect(view.lastError?.description == "could not download https://example.com/missing.jpg: offline")
    }
}
