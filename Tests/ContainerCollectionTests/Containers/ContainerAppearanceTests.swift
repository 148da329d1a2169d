import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@MainActor
@Suite("Containers: child controllers appear and disappear with their cells")
struct ContainerAppearanceTests {
    @Test("Only controllers of visible cells appear; scrolling brings them on and off in pairs")
    func appearance() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 100), workingRange: 100)
        try harness.container.update(elements: (0..<6).map { harness.element("e\($0)", height: 50) })
        #expect(harness.log.events == ["e0 willAppear", "e0 didAppear", "e1 willAppear", "e1 didAppear"])
        // e2 and e3 are mounted in the working range, but not on screen.
        #expect(harness.mountedNames == ["e0", "e1", "e2", "e3"])
        harness.log.events.removeAll()
        harness.scroll(to: 50)
        #expect(harness.log.events == ["e0 willDisappear", "e0 didDisappear", "e2 willAppear", "e2 didAppear"])
        harness.log.events.removeAll()
        harness.container.setAppearing(false)
        #expect(harness.log.events == ["e1 willDisappear", "e1 didDisappear", "e2 willDisappear", "e2 didDisappear"])
        harness.log.events.removeAll()
        harness.container.setAppearing(true)
        #expect(harness.log.events == ["e1 willAppear", "e1 didAppear", "e2 willAppear", "e2 didAppear"])
    }

    @Test("A rail appears with its cell, and so do its visible cards")
    func nestedAppearance() throws {
        let harness = try ContainerHarness(size: CGSize(width: 320, height: 300), workingRange: 400)
        let rails = TestEnvironment.examples.rail
        let cards = (0..<6).map { CardData(id: "c\($0)", title: "Card \($0)") }
        try harness.container.update(elements: [harness.element("top", height: 400),
                                                Element(id: "rail", data: RailData(cards: cards), factory: rails)])
        let rail = try #require(harness.container.activeControllers.compactMap { $0 as? RailViewController }.first)
        #expect(rail.appearanceState == .disappeared)
        #expect(rail.rail.activeControllers.allSatisfy { $0.appearanceState == .disappeared })
        harness.scroll(to: 300)
        #expect(rail.appearanceState == .appeared)
        let shown = rail.rail.activeControllers.filter { $0.appearanceState == .appeared }
        #expect(shown.count == 2)
    }
}
