@testable import ExamplesApp
import Foundation
import RasterBackend
import Testing
import ViewTree
import ComponentKit

@MainActor
@Suite("Examples app: the Photos search and the Animals Add form")
struct ExamplesFormTests {
    func app() throws -> (Window, ExamplesApp) {
        let library = try PhotoLibrary.samples()
        let environment = ExamplesEnvironment(
            photos: LibraryPhotoSource(library: library), downloader: LibraryImageDownloader(library: library),
            baseURL: URL(string: "http://localhost/")!,
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2))
        let window = Window(size: CGSize(width: 390, height: 844))
        let app = ExamplesApp(environment: environment)
        app.tabBar.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        try window.rootView.addSubview(app.tabBar)
        return (window, app)
    }

    func type(_ text: String, _ window: Window) {
        for character in text { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
    }

    func field(_ identifier: String, in view: View) throws -> TextInputView {
        try #require(view.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHidden } as? TextInputView)
    }

    @Test("Typing in the Photos search filters by title, ignoring case, through changesets; clearing brings every photo back")
    func photoSearch() async throws {
        let (window, app) = try app()
        let photos = app.showPhotos()
        await photos.loading?.value
        let search = try field("photos.search", in: photos.view)
        #expect(search.becomeFirstResponder())
        type("LA", window)
        #expect(photos.shownPhotos.map(\.title) == ["Noon at the lake"])
        #expect(photos.collectionView.itemCounts == [1])
        #expect(photos.collectionView.cell(forItemAt: [0, 0]) != nil)
        window.send(KeyEvent(.down, key: .backspace))
        #expect(photos.shownPhotos.map(\.title) == Photo.matching("l", in: photos.allPhotos).map(\.title))
        #expect(photos.collectionView.itemCounts == [photos.shownPhotos.count])
        type("zz", window)
        #expect(photos.collectionView.itemCounts == [0])
        let labels = photos.view.subtree.compactMap { $0 as? Label }.filter { !$0.isHidden }.map(\.text.string)
        #expect(labels.contains("No photos match “Lzz”"), "\(labels)")
        window.send(KeyEvent(.down, key: "a", modifiers: .control))
        window.send(KeyEvent(.down, key: .backspace))
        #expect(photos.collectionView.itemCounts == [12])
        #expect(!photos.view.subtree.contains { ($0 as? Label)?.text.string.hasPrefix("No photos") == true && !$0.isHidden })
    }

    @Test("The search matches case-insensitive substrings of titles")
    func matching() {
        let photos = ["Dawn over the hills", "Noon at the lake", "Red cliffs"].enumerated().map {
            Photo(id: "\($0.offset)", title: $0.element, author: "", file: "")
        }
        #expect(Photo.matching("", in: photos).count == 3)
        #expect(Photo.matching("  ", in: photos).count == 3)
        #expect(Photo.matching("RED", in: photos).map(\.title) == ["Red cliffs"])
        #expect(Photo.matching("o", in: photos).count == 2)
        #expect(Photo.matching("x", in: photos).isEmpty)
    }

    @Test("After a failed Add, fixing the field focus went to keeps focus there: it does not jump to the next wrong field")
    func focusStaysWhileFixing() async throws {
        let (window, app) = try app()
        app.showAnimals().openAddForm()
        let host = try #require(app.navigation.screens.last as? AddAnimalScreen).view
        let submit = try #require(host.subtree.first { $0.accessibilityIdentifier == "add.submit" } as? Button)
        #expect(submit.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        for _ in 0..<20 { await Task.yield() }
        #expect(window.firstResponder?.accessibilityIdentifier == "add.name", "both fields wrong: focus went to the first")
        type("Saola", window)
        for _ in 0..<20 { await Task.yield() }
        #expect(window.firstResponder?.accessibilityIdentifier == "add.name", "the name is fixed, focus stays while typing")
        #expect(try field("add.name", in: host).text == "Saola")
    }

    @Test("Animals: Add shows inline errors until the form is valid, then inserts the row at the top and goes back")
    func addAnimal() async throws {
        let (window, app) = try app()
        let animals = app.showAnimals()
        animals.openAddForm()
        let form = try #require(app.navigation.screens.last as? AddAnimalScreen)
        let host = form.view
        func settle() async {
            for _ in 0..<20 { await Task.yield() }
            if let host = host as? HostingView<Int, Action<Animal>> { await host.waitForPendingUpdate() }
        }
        func shown(_ identifier: String) -> Bool {
            host.subtree.contains { $0.accessibilityIdentifier == identifier && !$0.isHidden }
        }
        func press(_ identifier: String) throws {
            let button = try #require(host.subtree.first { $0.accessibilityIdentifier == identifier } as? Button)
            button.becomeFirstResponder()
            window.send(KeyEvent(.down, key: .enter))
        }
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder?.accessibilityIdentifier == "navigation.back", "reading order starts in the bar")
        window.send(KeyEvent(.down, key: .tab))
        #expect(window.firstResponder?.accessibilityIdentifier == "add.name")
        type("Saola", window)
        await settle()
        window.send(KeyEvent(.down, key: .enter))
        #expect(window.firstResponder?.accessibilityIdentifier == "add.species", "Return (Next) goes on to the next field")
        try press("add.submit")
        await settle()
        #expect(!shown("add.name.error") && shown("add.species.error") && shown("add.status.error"))
        #expect(window.firstResponder?.accessibilityIdentifier == "add.species", "focus went to the first wrong field")
        // Screen readers hear the wrong field as invalid, with its error, when focus lands on it.
        #expect(try field("add.species", in: host).accessibilityErrorMessage != nil)
        #expect(try field("add.name", in: host).accessibilityErrorMessage == nil)
        #expect(app.navigation.accessibilityDump().contains("textField \"Scientific name\" [invalid, focused] error=\"Enter a genus"))
        try field("add.species", in: host).becomeFirstResponder()
        type("pseudoryx nghetinhensis", window)
        await settle()
        #expect(shown("add.species.error"), "a genus starts with a capital")
        window.send(KeyEvent(.down, key: .home))
        window.send(KeyEvent(.down, key: .delete))
        type("P", window)
        await settle()
        try press("add.status.Critically endangered")
        await settle()
        #expect(!shown("add.species.error") && !shown("add.status.error"))
        #expect(app.navigation.accessibilityDump().contains(
            "radioGroup \"Status\"\n  radioButton \"Critically endangered\" [checked, focused]\n  radioButton \"Endangered\" [not checked]"))
        #expect(try field("add.species", in: host).accessibilityErrorMessage == nil, "valid again")
        try press("add.submit")
        await settle()
        #expect(app.navigation.screens.last === animals)
        // Focus stays on the page: back on the Animals screen, not dropped to nothing.
        let focused = try #require(window.firstResponder, "focus was dropped after Add")
        #expect(focused.isDescendant(of: animals.view) || focused.isDescendant(of: app.navigation))
        #expect(animals.sections.first?.group == "Added")
        #expect(animals.adapter.state.models[0].map(\.name) == ["Saola"])
        #expect(animals.adapter.state.models[0].first?.species == "Pseudoryx nghetinhensis")
        #expect(animals.tableView.itemCounts.count == Animal.catalogue.count + 1)
    }

    @Test("Opening a screen by keyboard moves focus into it; going back gives focus back to what opened it")
    func focusFollowsNavigation() async throws {
        let (window, app) = try app()
        func focusedIdentifier() -> String? { window.firstResponder?.accessibilityIdentifier }
        window.send(KeyEvent(.down, key: .tab))
        #expect(focusedIdentifier() == "home.photos")
        window.send(KeyEvent(.down, key: .enter))
        let photos = try #require(app.navigation.screens.last as? PhotosScreen)
        #expect(focusedIdentifier() == "photos.search", "the new screen's first control")
        await photos.loading?.value
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(focusedIdentifier() == "navigation.back")
        window.send(KeyEvent(.down, key: .enter))
        #expect(app.navigation.screens.count == 1)
        #expect(focusedIdentifier() == "home.photos", "back where the person was")
        app.navigation.push(AddAnimalScreen(environment: try environmentForScreens(), onAdd: { _ in }))
        #expect(focusedIdentifier() == "add.name")
    }

    func environmentForScreens() throws -> ExamplesEnvironment {
        let library = try PhotoLibrary.samples()
        return ExamplesEnvironment(
            photos: LibraryPhotoSource(library: library), downloader: LibraryImageDownloader(library: library),
            baseURL: URL(string: "http://localhost/")!,
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2))
    }
}
