import ComponentKit
import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Issue 25: rendering right after showing a screen drew grey placeholders,
/// though the pattern downloader's documentation said snapshots need no waiting.
@MainActor
@Suite("Container: settling before a render")
struct ContainerSettlingTests {
    /// Pattern images, delivered on the main queue a little later, as a network would.
    struct LateDownloader: ImageDownloading {
        func download(
            from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
            completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void
        ) -> any ImageDownloadToken {
            let result = PatternImageDownloader.image(for: url)
            callbackQueue.asyncAfter(deadline: .now() + 0.03) { completion(result) }
            return PatternImageDownloader().download(from: URL(string: "none:")!, callbackQueue: .global(),
                                                     progress: { _ in }, completion: { _ in })
        }
    }

    func presented(downloader: any ImageDownloading) throws -> (Window, ContainerCollectionController) {
        let examples = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: downloader,
                                        heavyLoader: TestEnvironment.smallHeavyPictures, fallbackStyle: .visible)
        let screen = try ScreenDecoder(mapper: examples.mapper(), fallback: TestEnvironment.fallback).decode(Data(ExampleScreen.json.utf8))
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = ContainerCollectionController(layout: screen.layout, fallback: TestEnvironment.fallback)
        try container.show(screen)
        try container.present(in: window)
        return (window, container)
    }

    func imageViews(_ window: Window) -> [NetworkImageView] {
        window.rootView.subtree.compactMap { $0 as? NetworkImageView }
    }

    @Test("With the pattern downloader, every mounted image shows its picture as soon as the screen is presented")
    func patternImagesArriveAtOnce() throws {
        let (window, _) = try presented(downloader: PatternImageDownloader())
        let views = imageViews(window)
        #expect(!views.isEmpty)
        #expect(views.allSatisfy { $0.hasDownloadedImage }, "\(views.filter { !$0.hasDownloadedImage }.count) still show placeholders")
    }

    @Test("With a downloader that answers later, waitUntilSettled returns once every image has landed")
    func waitsForLateImages() async throws {
        let (window, container) = try presented(downloader: LateDownloader())
        #expect(imageViews(window).contains { $0.isLoading })
        let clock = ContinuousClock()
        let start = clock.now
        // A generous limit: under a full parallel CI run the main actor is shared by every test.
        let settled = await container.waitUntilSettled(timeout: .seconds(60))
        let waited = clock.now - start
        let loading = imageViews(window).filter(\.isLoading).map { "\($0.request?.url?.absoluteString ?? "?") started \($0.downloadsStarted)" }
        #expect(settled, "after \(waited): still loading \(loading); pending layout \(container.pendingLayout != nil)")
        let views = imageViews(window)
        #expect(!views.isEmpty)
        #expect(views.allSatisfy { $0.hasDownloadedImage && !$0.isLoading })
        #expect(container.pendingLayout == nil)
    }
}
