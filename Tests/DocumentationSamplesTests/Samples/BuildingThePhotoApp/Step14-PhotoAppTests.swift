// sample: photoapp-14-photo-app-tests.swift
import ComponentSnapshotTesting
import Foundation
import Testing

// sample-hide
extension PhotoAppStep14 {
    // sample-show
    @MainActor
    @Suite struct PhotoAppTests {
        static let photos = [
            Photo(id: 1, title: "Golden Gate", author: "Ada", imageURL: URL(string: "https://example.com/1.jpg")!),
            Photo(id: 2, title: "Half Dome", author: "Grace", imageURL: URL(string: "https://example.com/2.jpg")!),
            Photo(id: 3, title: "Big Sur", author: "Alan", imageURL: URL(string: "https://example.com/3.jpg")!),
            Photo(id: 4, title: "Joshua Tree", author: "Edsger", imageURL: URL(string: "https://example.com/4.jpg")!),
            Photo(id: 5, title: "Lake Tahoe", author: "Barbara", imageURL: URL(string: "https://example.com/5.jpg")!),
        ]
        /// Each photo's picture, drawn at once in a color of its own: tests
        /// never wait for images, and snapshots never change.
        static let images = ImmediateImageDownloader { url in
            let colors = [Color(red: 0.87, green: 0.42, blue: 0.25), Color(red: 0.35, green: 0.55, blue: 0.8),
                          Color(red: 0.3, green: 0.65, blue: 0.45), Color(red: 0.85, green: 0.7, blue: 0.3)]
            let id = Int(url.deletingPathExtension().lastPathComponent) ?? 0
            return .filled(with: colors[id % colors.count], size: CGSize(width: 3, height: 2))
        }

        /// The app in a phone-sized window, showing the photos.
        func makeApp() async throws -> (app: PhotoApp, window: Window) {
            let window = Window(size: CGSize(width: 390, height: 640))
            window.rootView.backgroundColor = .white
            let app = PhotoApp(images: Self.images)
            app.navigation.frame = window.rootView.bounds
            try window.rootView.addSubview(app.navigation)
            try app.list.show(Self.photos)
            await app.list.feed.waitUntilIdle()
            return (app, window)
        }

        @Test func tappingAPhotoOpensIt() async throws {
            let (app, window) = try await makeApp()
            let row = try #require(app.list.feed.cell(forItemAt: [0, 1]))
            let point = row.convert(CGPoint(x: 40, y: 40), to: nil)
            window.send(PointerEvent(.down, at: point, time: 0))
            window.send(PointerEvent(.up, at: point, time: 0.1))
            #expect(app.navigation.topScreen?.navigationItem.title == "Half Dome")
            app.navigation.pop()
            #expect(app.navigation.topScreen === app.list)
        }

        @Test func aLinkOpensItsPhoto() async throws {
            let (app, window) = try await makeApp()
            window.open(Location("/photos/3"))
            #expect(app.navigation.topScreen?.navigationItem.title == "Big Sur")
            window.open(Location("/photos/99"))
            #expect(app.navigation.topScreen is NotFoundScreen)
        }

        @Test func list() async throws {
            let (_, window) = try await makeApp()
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2))
        }
    }
    // sample-hide
}
// end-sample
