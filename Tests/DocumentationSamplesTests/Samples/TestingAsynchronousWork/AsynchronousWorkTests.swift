// sample: async-imports
import ComponentKitLists
import Foundation
import Testing
// end-sample

/// The samples of "Testing asynchronous work": the list of "Showing a list",
/// driven and checked from tests.
extension ShowingAList {
    @MainActor
    @Suite("Testing asynchronous work")
    struct AsynchronousWorkTests {
        // sample: async-list-test
        @Test func tappingAPhotoOpensIt() async throws {
            let photos = (0..<5).map { Photo(id: $0, title: "Photo \($0)", thumbnailURL: URL(string: "https://example.com/\($0).jpg")!) }
            let screen = PhotosScreen(downloader: ImmediateImageDownloader { _ in .filled(with: .lightGray, size: CGSize(width: 48, height: 48)) })
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(screen.collectionView)

            var changeset = Changeset<Photo>(insertedSections: [0])
            for (index, photo) in photos.enumerated() { changeset.insertedItems[[0, index]] = photo }
            try screen.feed.apply(changeset)       // asynchronous: prepared in the background
            await screen.feed.waitUntilIdle()      // now the list shows it, images and all

            let cell = try #require(screen.feed.cell(forItemAt: [0, 2]))
            let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
            window.send(PointerEvent(.down, at: center, time: 0))
            window.send(PointerEvent(.up, at: center, time: 0.1))
            #expect(screen.openedPhotos == [photos[2]])
        }
        // end-sample

        @Test func hostedUpdate() async throws {
            let window = Window(size: CGSize(width: 390, height: 200))
            // sample: async-hosting-view
            let host = HostingView(provider: ComponentProvider<Int, Void> { count, _ in
                ViewComponent(size: ComponentSize(width: 100, height: .points(CGFloat(count) * 10)))
            }, context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            try window.rootView.addSubview(host)
            host.update(model: 3, mode: .asynchronous)   // laid out off the main actor
            await host.waitForPendingUpdate()              // mounted
            #expect(host.currentLayout?.size.height == 30)
            // end-sample
        }
    }
}
