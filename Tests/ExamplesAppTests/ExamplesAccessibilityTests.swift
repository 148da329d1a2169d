@testable import ExamplesApp
import Foundation
import ComponentKit
import RasterBackend
import Testing
import ViewTree

/// What a screen reader finds on each example screen, and the keyboard's
/// way through what pointers do (deleting and reordering animals).
@MainActor
@Suite("Examples app accessibility")
struct ExamplesAccessibilityTests {
    /// The app in a 390×844 window, as the form tests make it.
    func app() throws -> (Window, ExamplesApp) { try ExamplesFormTests().app() }

    /// What the screen shown reads: the selected tab's stack (the tab panel
    /// around it and the tab bar below it are the app's; see `home()`).
    static func screenElements(in window: Window) throws -> [AccessibilityElement] {
        let tabBar = try #require(window.rootView.subtree.first { $0 is TabBarView } as? TabBarView)
        return try #require(tabBar.selectedNavigationView).accessibilityElements()
    }

    @Test("Every screen starts with its title as a level-1 heading and names every control", arguments: ExampleScreenID.allCases)
    func everyScreen(_ screen: ExampleScreenID) async throws {
        let window = await ScreenRenderer.window(for: screen, size: CGSize(width: 390, height: 844), scale: 2, library: try .samples())
        let elements = try Self.screenElements(in: window)
        let first = try #require(elements.first)
        #expect(first.role == .heading && first.headingLevel == 1 && !first.name.isEmpty)
        for element in elements where [.button, .image, .textField, .searchField, .adjustable, .link].contains(element.role) {
            #expect(!element.name.isEmpty, "\(screen.rawValue): \(element) has no name")
        }
        // Everything Tab reaches is something a screen reader can name.
        for view in window.focusOrder { #expect(!view.accessibilityName.isEmpty, "\(screen.rawValue): focusable \(view.id) unnamed") }
    }

    @Test("Home: its tab's panel, the heading, one button per example named by its title and described by the rest; then the tabs")
    func home() async throws {
        let window = await ScreenRenderer.window(for: .home, size: CGSize(width: 390, height: 844), scale: 2, library: try .samples())
        let elements = try Self.screenElements(in: window)
        #expect(elements.first?.description == "heading level 1 \"ComponentKit for Swift\"")
        let buttons = elements.filter { $0.role == .button }
        #expect(buttons.map(\.name) == ["Photos", "Quotes", "Animals", "Populations", "Drawing", "Views and styles", "Server-driven", "Screens that act", "Typography"])
        #expect(buttons.first?.hint?.hasPrefix("Seed 000: a feed of network images") == true)
        // Around the screen: the Home tab's panel, then the bar with Home selected and Settings.
        let all = window.rootView.accessibilityElements()
        #expect(all.first?.role == .tabPanel)
        #expect(all.filter { $0.role == .tab }.map { $0.description.trimmingCharacters(in: .whitespaces) } == ["tab \"Home\" [selected]", "tab \"Settings\""])
    }

    @Test("Drawing: each drawing is an image named by its caption and what it shows; the captions are not read twice")
    func drawings() async throws {
        let window = await ScreenRenderer.window(for: .drawing, size: CGSize(width: 390, height: 844), scale: 2, library: try .samples())
        let images = window.rootView.accessibilityElements().filter { $0.role == .image }
        let entries = try DrawingGallery.entries()
        #expect(images.map(\.name) == entries.map { "\($0.title): \($0.description)" })
        #expect(images.first?.name.hasPrefix("Fill rules: two blue stars") == true)
        #expect(Set(entries.map(\.description)).count == entries.count, "every drawing is described in its own words")
        let texts = window.rootView.accessibilityElements().filter { $0.role == .text }.map(\.name)
        #expect(!texts.contains("Fill rules"), "the caption is part of the image's name, not a second element")
    }

    @Test("Photos: the loaded list is announced; grid cells are buttons named by their photo")
    func photos() async throws {
        let (window, app) = try app()
        let photos = app.showPhotos()
        _ = window.takeTransaction()
        await photos.loading?.value
        #expect(window.takeTransaction().mutations.contains(.announce("12 photos loaded", priority: .polite)))
        photos.toggleLayout()
        let buttons = try Self.screenElements(in: window).filter { $0.role == .button && $0.depth > 0 }
        #expect(buttons.first?.name == "Dawn over the hills, ComponentKit sample art")
        #expect(buttons.first?.hint == "Opens the photo")
        photos.search("sea")
        #expect(window.takeTransaction().mutations.contains(.announce("1 photo", priority: .polite)))
    }

    @Test("Animals: Delete removes the focused row and keeps focus in the list; Edit, then Alt-arrows reorder")
    func animalsByKeyboard() throws {
        let (window, app) = try app()
        let animals = app.showAnimals()
        let table = animals.tableView
        let row = try #require(table.cell(forItemAt: [0, 1]))
        #expect(row.accessibilityName == "Javan rhinoceros, Rhinoceros sondaicus, Critically endangered")
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(animals.sections[0].animals.map(\.name).contains("Javan rhinoceros") == false)
        #expect(window.firstResponder?.accessibilityName.hasPrefix("Vaquita") == true)

        app.navigation.updateBar()
        table.isEditing = true
        let vaquita = try #require(window.firstResponder)
        #expect(window.send(KeyEvent(.down, key: .arrowUp, modifiers: .option)))
        #expect(animals.sections[0].animals.first?.name == "Vaquita")
        #expect(window.firstResponder === vaquita || window.firstResponder?.accessibilityName.hasPrefix("Vaquita") == true)
    }
}
