import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("Containers: one child controller per cell, created once per reuse identifier, then only updated")
struct ContainerReuseTests {
    @Test("Scrolling through 200 elements creates no more controllers than cells mounted at once")
    func scrollingCreatesFewControllers() throws {
        let harness = try ContainerHarness(workingRange: 150)
        let names = (0..<200).map { "e\($0)" }
        try harness.container.update(elements: names.map { harness.element($0, height: 100) })
        var mostMounted = 0
        var y: CGFloat = 0
        while y < harness.container.listView.contentSize.height {
            harness.scroll(to: y)
            mostMounted = max(mostMounted, harness.container.listView.indexPathsForMountedItems.count)
            y += 70
        }
        // 400 visible + 150 above and below, 100-point elements: at most 8 cells (9 straddling edges).
        #expect(mostMounted <= 9)
        #expect(harness.log.created == harness.container.statistics.controllersCreated)
        #expect(harness.log.created <= mostMounted + 1)
        #expect(Set(harness.log.configured).count == 200)
        #expect(harness.container.statistics.controllersReused > 150)
        // Back to the top: every controller is reused, none made.
        let created = harness.log.created
        harness.scroll(to: 0)
        #expect(harness.log.created == created)
        #expect(harness.mountedNames == ["e0", "e1", "e2", "e3", "e4", "e5"])
    }

    @Test("Controllers are only reused for elements of their variant")
    func variantsKeepTheirControllers() throws {
        let harness = try ContainerHarness(workingRange: 0)
        try harness.container.update(elements: (0..<60).map { harness.element("e\($0)", height: 100, variant: $0 % 3 == 0 ? "wide" : "plain") })
        var mismatches: [String] = []
        var y: CGFloat = 0
        while y < harness.container.listView.contentSize.height {
            harness.scroll(to: y)
            for controller in harness.container.activeControllers.compactMap({ $0 as? ProbeController })
            where controller.data?.variant != controller.variant {
                mismatches.append("\(controller.name) in a \(controller.variant) controller")
            }
            y += 130
        }
        #expect(mismatches.isEmpty)
        let controllers = harness.container.children.compactMap { $0 as? ProbeController }
        #expect(Set(controllers.map(\.variant)) == ["wide", "plain"])
        // Each variant needs at most the cells of that variant on screen at once (plus one straddling).
        #expect(controllers.filter { $0.variant == "wide" }.count <= 3)
        #expect(controllers.filter { $0.variant == "plain" }.count <= 5)
    }

    @Test("Headers and footers are controllers too, sized and reused like elements")
    func headersAndFooters() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 200))
        let sections = (0..<20).map { index in
            ContainerSection(id: "s\(index)", header: harness.element("h\(index)", height: 30, variant: "header"),
                             elements: [harness.element("e\(index)", height: 80)],
                             footer: harness.element("f\(index)", height: 20, variant: "footer"))
        }
        try harness.container.update(sections: sections)
        let list = harness.container.listView
        #expect(list.frame(of: .header, inSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(list.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 30, width: 300, height: 80))
        #expect(list.frame(of: .footer, inSection: 0) == CGRect(x: 0, y: 110, width: 300, height: 20))
        let header = try #require(list.supplementaryView(.header, inSection: 0) as? ContainerCell)
        #expect((header.controller as? ProbeController)?.data?.name == "h0")
        // Sizes not measured yet are estimates; scrolling through measures every one.
        var y: CGFloat = 0
        while y < list.contentSize.height {
            harness.scroll(to: y)
            y += 150
        }
        #expect(list.contentSize.height == CGFloat(20 * 130))
        harness.scroll(to: 0)
        let headerControllers = harness.container.children.compactMap { $0 as? ProbeController }.filter { $0.variant == "header" }
        #expect(headerControllers.count <= 3)
        #expect(harness.log.configured.filter { $0.hasPrefix("h") }.count >= 20)
    }

    @Test("An element its factory rejects, or cannot build, shows the fallback")
    func fallbacks() throws {
        let harness = try ContainerHarness()
        try harness.container.update(elements: [
            harness.element("good"), harness.element("bad", valid: false),
            Element(id: "nothing", data: ProbeData(name: "n"), factory: UnbuildableFactory()),
        ])
        let list = harness.container.listView
        let rejected = try #require((list.cell(forItemAt: [0, 1]) as? ContainerCell)?.controller)
        #expect(rejected is ComponentViewController)
        #expect(rejected.view.subtree.contains { $0.accessibilityIdentifier == "fallback" })
        let unbuildable = try #require((list.cell(forItemAt: [0, 2]) as? ContainerCell)?.controller)
        #expect(unbuildable.view.subtree.contains { $0.accessibilityIdentifier == "fallback" })
        #expect(try #require(list.frameForItem(at: [0, 1])).height > 20)
        #expect(harness.log.configured == ["good"])
    }

    @Test("A delegate decides reuse identifiers, makes and updates controllers, with index paths")
    func delegate() throws {
        final class Delegate: ContainerCollectionControllerDelegate {
            var calls: [String] = []
            let log: ProbeLog
            init(log: ProbeLog) { self.log = log }
            func reuseIdentifier(data: Element) -> String { "everything" }
            func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
                calls.append("create \(Array(indexPath))")
                return ProbeController(log: log, variant: "any")
            }
            func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
                calls.append("update \(Array(indexPath))")
                (controller as? ProbeController)?.configure(with: data.data)
            }
        }
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 100))
        let delegate = Delegate(log: harness.log)
        harness.container.delegate = delegate
        try harness.container.update(elements: [harness.element("a", variant: "x"), harness.element("b", variant: "y"),
                                                harness.element("c", variant: "z")])
        #expect(delegate.calls == ["create [0, 0]", "update [0, 0]", "create [0, 1]", "update [0, 1]"])
        harness.scroll(to: 50)
        // One reuse identifier for every variant: the controller of "a" shows "c".
        #expect(delegate.calls.suffix(1) == ["update [0, 2]"])
        #expect(harness.log.created == 2)
    }
}
