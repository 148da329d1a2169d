import ComponentKitLists
import Foundation
import Testing

extension ShowingAList {
    @MainActor
    @Suite("Showing a list")
    struct ShowingAListTests {
        let photos = (0..<6).map { Photo(id: $0, title: "Photo \($0)", thumbnailURL: URL(string: "https://example.com/\($0).jpg")!) }

        func screen() -> PhotosScreen {
            PhotosScreen(downloader: ImmediateImageDownloader { _ in .filled(with: .gray, size: CGSize(width: 48, height: 48)) })
        }

        @Test("The queued and the synchronous change both apply; the fourth photo is gone")
        func applying() throws {
            let screen = screen()
            try ShowingAList.fill(screen.feed, with: photos)
            #expect(!screen.feed.hasPendingChanges)
            let shown = (0..<5).compactMap { screen.feed.model(at: [0, $0])?.id }
            #expect(shown == [0, 1, 2, 4, 5])
        }

        @Test("A tap on a cell reaches the screen through the context's action")
        func tapping() throws {
            let screen = screen()
            let window = Window(size: CGSize(width: 390, height: 844))
            try window.rootView.addSubview(screen.collectionView)
            try ShowingAList.fill(screen.feed, with: photos)
            let cell = try #require(screen.feed.cell(forItemAt: [0, 0]))
            let point = cell.convert(CGPoint(x: 20, y: 20), to: nil)
            window.send(PointerEvent(.down, at: point, time: 0))
            window.send(PointerEvent(.up, at: point, time: 0.1))
            #expect(screen.openedPhotos == [photos[0]])
        }

        @Test("Resizing the list lays every cell out for the new width")
        func resizing() throws {
            let screen = screen()
            try ShowingAList.fill(screen.feed, with: photos)
            #expect(screen.feed.sizeForItem(at: [0, 0]).width == 390)
            try ShowingAList.resize(screen, in: Window(size: CGSize(width: 600, height: 844)))
            screen.feed.updateConfiguration(screen.configuration(), mode: .synchronous)
            #expect(screen.feed.sizeForItem(at: [0, 0]).width == 600)
        }

        @Test("The size ranges are what their comments say")
        func sizeRanges() {
            let ranges = ShowingAList.sizeRanges(for: CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500)))
            #expect(ranges[0] == .flexibleHeight(width: 390))
            #expect(ranges[1].min.height == 120 && ranges[1].max.height == 120 && ranges[1].max.width == .infinity)
            #expect(ranges[2] == .exactly(CGSize(width: 130, height: 130)))
            #expect(ranges[3] == .flexibleHeight(width: 320))
        }
    }
}
