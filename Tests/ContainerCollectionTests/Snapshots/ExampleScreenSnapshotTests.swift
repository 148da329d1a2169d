import ComponentSnapshotTesting
import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// The example screen decoded and shown in a container, as pixels: every
/// example factory, a fallback, and the containers' own layouts.
@MainActor
@Suite("Example screens in a container at 390×844 @2x", .serialized)
struct ExampleScreenSnapshotTests {
    static let size = CGSize(width: 390, height: 844)

    /// The screen in `json` shown in a window, settled: images delivered, size invalidations applied.
    func show(_ json: String) async throws -> (Window, ContainerCollectionController) {
        let screen = try TestEnvironment.decoder().decode(Data(json.utf8))
        let window = Window(size: Self.size)
        let container = ContainerCollectionController(layout: screen.layout, fallback: TestEnvironment.fallback)
        try container.show(screen)
        try container.present(in: window)
        await settle(container)
        return (window, container)
    }

    func settle(_ container: ContainerCollectionController) async {
        #expect(await container.waitUntilSettled())
    }

    @Test("The example screen from the top: header, both image variants, a rail")
    func top() async throws {
        let (window, _) = try await show(ExampleScreen.json)
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "example-top")
    }

    @Test("Scrolled to the end: the limited-height gallery, the heavy picture and the footer")
    func end() async throws {
        let (window, container) = try await show(ExampleScreen.json)
        let list = container.listView
        list.scroll(to: CGPoint(x: 0, y: max(0, list.contentSize.height - list.bounds.height)))
        await settle(container)
        #expect(list.bounds.maxY == list.contentSize.height)
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "example-end")
    }

    @Test("A grid screen with a broken element: fallbacks take their cells, the rest renders")
    func gridWithFallback() async throws {
        let json = #"""
        {
          "version": 1,
          "layout": { "type": "grid", "columns": 2, "spacing": 8 },
          "sections": [{ "id": "cards", "elements": [
            { "id": "a", "component": "image", "data": { "image": "pattern://gradient/3", "title": "Braga", "subtitle": "Baroque stairs" } },
            { "id": "b", "component": "image", "data": { "image": "pattern://stripes/5", "title": "Faro", "variant": "overlay" } },
            { "id": "c", "component": "weather", "data": {} },
            { "id": "d", "component": "text", "data": { "title": "Coimbra", "body": "The old university on its hill.", "style": "callout" } },
            { "id": "e", "component": "image", "data": { "title": 42 } }
          ] }]
        }
        """#
        let (window, container) = try await show(json)
        #expect(container.sections[0].elements.map(\.summary) == ["image.stacked", "image.overlay", "fallback", "component", "fallback"])
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "grid-with-fallbacks")
    }
}
