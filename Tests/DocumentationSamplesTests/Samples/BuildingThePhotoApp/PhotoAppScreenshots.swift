import ComponentSnapshotTesting
import Foundation
import Testing

/// The screens "Building the PhotoApp" shows, each drawn from the code of the
/// step that shows it, with the photos and images of the tutorial's tests.
@MainActor
@Suite("Building the PhotoApp: the tutorial's screenshots",
       .enabled(if: TutorialScreenshot.fontsMatch, "the screenshots were drawn with DejaVu 2.37 fonts"))
struct PhotoAppScreenshots {
    let photos = PhotoAppStep14.PhotoAppTests.photos
    let images = PhotoAppStep14.PhotoAppTests.images

    /// `view` in a window of `size` with a white background, as a screen has one.
    func window(showing view: View, size: CGSize) throws -> Window {
        let window = Window(size: size)
        window.rootView.backgroundColor = .white
        try window.rootView.addSubview(view)
        return window
    }

    @Test("Step 2: one photo component, 390 points wide")
    func photoComponent() {
        let component = PhotoAppStep02.PhotoComponent(photo: photos[0], context: PhotoAppStep02.PhotoContext(images: images))
        let layout = component.layout(constrainedTo: .flexibleHeight(width: 390))
        let root = View(frame: CGRect(origin: .zero, size: layout.size))
        ComponentMounter().mount(layout, in: root)
        #expect(layout.size.height == 88)
        TutorialScreenshot.verify(root, named: "photoapp-photo-component")
    }

    @Test("Step 5: the list with its loading row")
    func loading() async throws {
        let list = PhotoAppStep05.PhotosScreen(images: images)
        await list.feed.waitUntilIdle()
        #expect(list.collectionView.itemCounts == [1])
        TutorialScreenshot.verify(try window(showing: list.collectionView, size: CGSize(width: 390, height: 160)).rootView, named: "photoapp-loading")
    }

    @Test("Step 6: the photos replace the loading row")
    func list() async throws {
        let list = PhotoAppStep06.PhotosScreen(images: images)
        try list.show(photos)
        await list.feed.waitUntilIdle()
        #expect(list.collectionView.itemCounts == [photos.count])
        TutorialScreenshot.verify(try window(showing: list.collectionView, size: CGSize(width: 390, height: 640)).rootView, named: "photoapp-list")
    }

    @Test("Step 7: rows follow the list's width")
    func resizing() async throws {
        let list = PhotoAppStep07.PhotosScreen(images: images)
        list.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 640)
        try list.show(photos)
        await list.feed.waitUntilIdle()
        #expect(list.feed.sizeForItem(at: [0, 0]).width == 390)
        list.collectionView.frame.size.width = 600
        await list.feed.waitUntilIdle()
        #expect(list.feed.sizeForItem(at: [0, 0]).width == 600)
    }

    @Test("Steps 9 and 10: the app, and a tapped photo's screen")
    func app() async throws {
        let app = PhotoAppStep10.PhotoApp(images: images)
        let size = CGSize(width: 390, height: 640)
        app.navigation.frame = CGRect(origin: .zero, size: size)
        let window = try window(showing: app.navigation, size: size)
        try app.list.show(photos)
        await app.list.feed.waitUntilIdle()
        TutorialScreenshot.verify(window.rootView, named: "photoapp-app")

        let row = try #require(app.list.feed.cell(forItemAt: [0, 0]))
        let point = row.convert(CGPoint(x: 40, y: 40), to: nil)
        window.send(PointerEvent(.down, at: point, time: 0))
        window.send(PointerEvent(.up, at: point, time: 0.1))
        #expect(app.navigation.topScreen?.navigationItem.path == "/photos/1")
        TutorialScreenshot.verify(window.rootView, named: "photoapp-detail")
    }
}
