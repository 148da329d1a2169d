import ComponentSnapshotTesting
@testable import ExamplesApp
import Foundation
import RasterBackend
import SnapshotTesting
import Testing

@MainActor
@Suite("Example screens at 390×844 @2x", .serialized)
struct ScreenSnapshotTests {
    static let size = CGSize(width: 390, height: 844)

    @Test("Every screen, as the app shows it", arguments: ExampleScreenID.allCases)
    func screen(_ screen: ExampleScreenID) async throws {
        let window = await ScreenRenderer.window(for: screen, size: Self.size, scale: 2, library: try .samples())
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: screen.rawValue)
    }

    @Test("Photos, Animals and the feed in dark mode: system backgrounds, text and chrome follow the scheme",
          arguments: [ExampleScreenID.photos, .animals, .feed])
    func darkScreen(_ screen: ExampleScreenID) async throws {
        let window = await ScreenRenderer.window(for: screen, size: Self.size, scale: 2, library: try .samples(),
                                                 traits: TraitCollection(colorScheme: .dark))
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "\(screen.rawValue)-dark")
    }

    @Test("Animals right to left after its direction switch: bar, strip, headers, rows, index and separators mirrored")
    func animalsRightToLeft() async throws {
        let window = await ScreenRenderer.window(for: .animals, size: Self.size, scale: 2, library: try .samples())
        let navigation = try #require((window.rootView.subviews.first as? TabBarView)?.selectedNavigationView)
        let animals = try #require(navigation.topScreen as? AnimalsScreen)
        animals.switchLayoutDirection()
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        // The rows are laid out again off the main actor.
        await animals.adapter.waitUntilIdle()
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "animals-right-to-left")
        animals.switchLayoutDirection()
        #expect(window.traitCollection.layoutDirection == .leftToRight)
    }

    @Test("`examples render` writes the same screens as PNG files", arguments: ExampleScreenID.allCases)
    func renderCommand(_ screen: ExampleScreenID) async throws {
        let png = try await ScreenRenderer.renderPNG(screen, size: Self.size, scale: 2, library: try .samples())
        let image = try ImageCodec.decode(png, scale: 2)
        #expect(image.pixelWidth == 780 && image.pixelHeight == 1_688)
        assertComponentSnapshot(of: image, as: .componentImage(), named: "render-\(screen.rawValue)")
    }
}

@MainActor
@Suite("Examples app behaviour")
struct ExamplesAppTests {
    func environment() throws -> ExamplesEnvironment {
        let library = try PhotoLibrary.samples()
        return ExamplesEnvironment(photos: LibraryPhotoSource(library: library), downloader: LibraryImageDownloader(library: library),
                                   baseURL: URL(string: "http://localhost/")!,
                                   layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2))
    }

    /// The app in a 390 × 844 window, as a phone shows it.
    func appInWindow() throws -> (Window, ExamplesApp) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let app = ExamplesApp(environment: try environment())
        app.tabBar.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        try window.rootView.addSubview(app.tabBar)
        return (window, app)
    }

    @Test("The sample photos load: twelve JPEGs with their catalog")
    func samplePhotos() throws {
        let library = try PhotoLibrary.samples()
        #expect(library.photos.count == 12)
        for photo in library.photos {
            let data = try #require(library.data(forFile: photo.file))
            #expect(ImageCodec.format(of: data) == .jpeg)
            #expect(try ImageCodec.decode(data).pixelWidth == 600)
        }
    }

    @Test("A folder without pictures is refused with its path")
    func emptyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: PhotoLibraryError.noImages(folder.path)) { try PhotoLibrary.folder(folder) }
    }

    @Test("Photos: tap a photo to open it, go back to the same scroll position, switch to the grid")
    func photosFlow() async throws {
        let (window, app) = try appInWindow()
        let photos = app.showPhotos()
        await photos.loading?.value
        #expect(photos.collectionView.itemCounts == [12])
        photos.collectionView.scroll(to: CGPoint(x: 0, y: 200))
        let cell = try #require(photos.collectionView.cell(forItemAt: [0, 5]))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.05))
        #expect(app.navigation.screens.count == 3)
        #expect(app.navigation.screens.last?.navigationItem.title == "Spring meadow")
        app.navigation.pop()
        #expect(photos.collectionView.contentOffset.y == 200)
        photos.toggleLayout()
        #expect(photos.layout == .grid)
        #expect(photos.collectionView.frameForItem(at: [0, 1])?.minX == 130)
        #expect(photos.navigationItem.trailingItems.map(\.title) == ["List"])
        #expect(photos.navigationItem.path == "/photos?layout=grid")
    }

    @Test("A photo's toolbar steps through the catalog in place: the title and address follow; Previous is off on the first, Next on the last")
    func photoToolbar() async throws {
        let (window, app) = try appInWindow()
        let photos = app.showPhotos()
        await photos.loading?.value
        await photos.openFirst()
        let detail = try #require(app.navigation.topScreen)
        func button(_ identifier: String) throws -> Button {
            try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHidden } as? Button)
        }
        #expect(try !button("photo.previous").isEnabled && button("photo.next").isEnabled)
        #expect(try button("photo.next").accessibilityLabel == "Next photo")
        _ = window.takeTransaction()
        try button("photo.next").sendTouchUpInside()
        #expect(detail.navigationItem.title == photos.allPhotos[1].title && detail.navigationItem.path == "/photos/\(photos.allPhotos[1].id)")
        #expect(app.navigation.topScreen === detail && app.navigation.screens.count == 3, "in place: no push")
        #expect(window.takeTransaction().mutations.contains { mutation in
            if case let .location(location, _, .replace) = mutation { location == "/photos/\(photos.allPhotos[1].id)" } else { false }
        })
        #expect(try button("photo.previous").isEnabled)
        for _ in 0..<photos.allPhotos.count { try button("photo.next").sendTouchUpInside() }
        let next = try button("photo.next")
        #expect(detail.navigationItem.title == photos.allPhotos.last?.title && !next.isEnabled)
    }

    @Test("Animals: swipe a row away, then drag another to a new place")
    func animalsFlow() async throws {
        let (window, app) = try appInWindow()
        let animals = app.showAnimals()
        let table = animals.tableView
        #expect(table.itemCounts == Animal.catalogue.map(\.animals.count))
        let row = try #require(table.frameForItem(at: [0, 1]))
        let y = row.midY + NavigationView.barHeight + AnimalsView.headerHeight
        window.send(PointerEvent(.down, at: CGPoint(x: 300, y: y), time: 0))
        for step in 1...5 { window.send(PointerEvent(.move, at: CGPoint(x: 300 - CGFloat(step) * 40, y: y), time: Double(step) * 0.02)) }
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: y), time: 0.2))
        #expect(table.rowShowingDeleteConfirmation == [0, 1])
        let button = table.deleteConfirmationButton.convert(CGPoint(x: 40, y: 10), to: nil)
        window.send(PointerEvent(.down, at: button, time: 1))
        window.send(PointerEvent(.up, at: button, time: 1.05))
        #expect(animals.adapter.state.models[0].map(\.name).contains("Javan rhinoceros") == false)
        #expect(table.itemCounts[0] == Animal.catalogue[0].animals.count - 1)
    }

    @Test("Views and styles: every tile is one element named by its caption; the button counts taps by pointer and keyboard")
    func styles() async throws {
        let window = await ScreenRenderer.window(for: .styles, size: CGSize(width: 390, height: 844), scale: 2, library: try .samples())
        let tiles = window.rootView.subtree.filter { $0.accessibilityIdentifier?.hasPrefix("style.") == true }
        #expect(tiles.compactMap(\.accessibilityLabel) == StyleTile.all().map(\.title))
        let elements = window.rootView.accessibilityElements()
        #expect(elements.first { $0.name == "Colour" }?.role == .image)
        #expect(elements.first { $0.name == "Colour" }?.value == "a blue box", "a tile says what it shows")
        #expect(elements.count { $0.name == "Colour" } == 1, "the caption is not read a second time")
        func button() throws -> Button {
            try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "styles.button" && !$0.isHidden } as? Button)
        }
        /// Waits for the counter's asynchronous state update to reach the button.
        func title(becoming expected: String) async throws -> String? {
            for _ in 0..<200 where try button().title(for: .normal) != expected { try await Task.sleep(for: .milliseconds(10)) }
            return try button().title(for: .normal)
        }
        #expect(try button().title(for: .normal) == "Tap me")
        let target = try button()
        let center = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: center, time: 0))
        window.send(PointerEvent(.up, at: center, time: 0.05))
        #expect(try await title(becoming: "Tapped 1×") == "Tapped 1×")
        #expect(try button().becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .space)))
        _ = window.send(KeyEvent(.up, key: .space))
        #expect(try await title(becoming: "Tapped 2×") == "Tapped 2×", "the keyboard taps it too")
    }
}
