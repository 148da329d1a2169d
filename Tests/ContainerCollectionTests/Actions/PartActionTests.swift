import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@MainActor
@Suite("Part actions: a rail's cards carry actions of their own, checked like an element's and run in the screen's container")
struct PartActionTests {
    static let json = """
        { "version": 1,
          "variables": { "chosen": { "type": "string", "default": "" } },
          "sections": [ { "id": "main", "elements": [
            { "id": "trips", "component": "rail",
              "data": { "title": "Day trips", "cards": [
                { "id": "sintra", "title": "Sintra", "image": "pattern://stripes/7" },
                { "id": "cascais", "title": "Cascais", "image": "pattern://gradient/6" } ] },
              "parts": {
                "sintra": { "tap": [ { "type": "set-variable", "variable": "chosen", "value": "sintra" },
                                     { "type": "navigate", "route": "/trips/sintra" } ] },
                "cascais": { "tap": { "type": "open-url", "url": "javascript:alert(1)" } } } } ] } ] }
        """

    @Test("Parts' actions decode by part identity; what the policy refuses is a problem at its path and the part does nothing")
    func decoding() throws {
        let screen = try TestEnvironment.decoder().decode(Data(Self.json.utf8))
        #expect(screen.problems.map(\.path.description) == ["$.sections[0].elements[0].parts.cascais.tap.url"])
        let rail = try #require(screen.sections.first?.elements.first)
        #expect(Set(rail.partActions.keys) == ["sintra"])
        #expect(!(rail.data is FallbackData), "a broken part action leaves the element rendering")
    }

    @Test("A card with a tap action is a button; Enter runs its actions in the screen's container, with its handler and variables")
    func runsInTheScreensContainer() throws {
        let screen = try TestEnvironment.decoder().decode(Data(Self.json.utf8))
        let window = Window(size: CGSize(width: 390, height: 600))
        let container = ContainerCollectionController(layout: screen.layout, fallback: TestEnvironment.fallback)
        let handler = RecordingActionHandler()
        container.actionHandler = handler
        try container.present(in: window)
        try container.show(screen)
        container.layoutIfNeeded()
        let rail = try #require(container.activeControllers.compactMap { $0 as? RailViewController }.first)
        rail.rail.layoutIfNeeded()
        let buttons = rail.view.subtree.filter { $0.accessibilityRole == .button }
        #expect(buttons.count == 1, "only the card with a tap action is a button")
        #expect(try #require(buttons.first).becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        #expect(container.value(ofVariable: "chosen") == .string("sintra"))
        #expect(handler.calls == ["navigate route(\"/trips/sintra\") push"])
    }
}
