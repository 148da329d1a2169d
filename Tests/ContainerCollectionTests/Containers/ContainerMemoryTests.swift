import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@MainActor
@Suite("Containers: memory warnings purge the reuse pools and reach the controllers")
struct ContainerMemoryTests {
    @Test("A memory warning releases pooled controllers and tells the ones in use")
    func purge() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 200), workingRange: 100)
        try harness.container.update(elements: (0..<30).map { harness.element("e\($0)", height: 100, variant: $0 < 10 ? "a" : "b") })
        harness.scroll(to: 2_800)   // variant "a" controllers now wait in the pool
        let pooled = harness.container.pool.count
        #expect(pooled > 0)
        let active = harness.container.activeControllers.compactMap { $0 as? ProbeController }
        weak let someone: ViewController? = harness.container.children.compactMap { $0 as? ProbeController }.first { $0.variant == "a" }
        #expect(someone != nil)
        harness.container.didReceiveMemoryWarning()
        #expect(harness.container.statistics.controllersPurged == pooled)
        #expect(harness.container.pool.count == 0)
        #expect(someone == nil)   // released, not just forgotten
        #expect(active.allSatisfy { $0.memoryWarnings == 1 })
        #expect(harness.container.children.count == active.count)
        // Coming back needs new controllers for what was purged.
        let created = harness.log.created
        harness.scroll(to: 0)
        #expect(harness.log.created > created)
        #expect(harness.mountedNames == ["e0", "e1", "e2"])
    }

    @Test("Heavy pictures: pooled controllers are freed, off-screen ones drop their pictures, visible ones keep theirs")
    func heavyResources() throws {
        let harness = try ContainerHarness(size: CGSize(width: 200, height: 300), workingRange: 400)
        let heavy = HeavyResourceFactory(loader: TestEnvironment.smallHeavyPictures)
        let live = HeavyResourceViewController.liveInstances
        try harness.container.update(elements: (0..<20).map {
            Element(id: "h\($0)", data: HeavyResourceData(caption: "Picture \($0)", seed: $0, pixelWidth: 400, pixelHeight: 200), factory: heavy)
        })
        harness.scroll(to: 2_000)
        let inUse = harness.container.activeControllers.compactMap { $0 as? HeavyResourceViewController }
        let visible = inUse.filter { $0.appearanceState == .appeared }
        let offScreen = inUse.filter { $0.appearanceState == .disappeared }
        #expect(!visible.isEmpty && !offScreen.isEmpty)
        #expect(inUse.allSatisfy { $0.residentByteCount > 0 })
        let pooled = harness.container.pool.count
        #expect(HeavyResourceViewController.liveInstances == live + inUse.count + pooled)

        harness.container.didReceiveMemoryWarning()
        #expect(HeavyResourceViewController.liveInstances == live + inUse.count)
        #expect(visible.allSatisfy { $0.residentByteCount > 0 })
        #expect(offScreen.allSatisfy { $0.residentByteCount == 0 })
        // An off-screen controller decodes its picture again before it appears.
        let next = try #require(offScreen.first)
        let decodes = next.decodeCount
        next.setAppearing(true)
        #expect(next.residentByteCount > 0 && next.decodeCount == decodes + 1)
    }

    @Test("Freeing a container frees every controller it made: on screen, off screen and pooled")
    func freeingTheContainerFreesItsControllers() throws {
        final class WeakController {
            weak var object: ViewController?
            init(_ object: ViewController) { self.object = object }
        }
        let window = Window(size: CGSize(width: 300, height: 200))
        weak var freedContainer: ContainerCollectionController?
        weak var freedList: View?
        var children: [WeakController] = []
        do {
            let probes = ProbeFactory(log: ProbeLog())
            let container = ContainerCollectionController(layout: .list(), fallback: TestEnvironment.fallback)
            container.listView.workingRange = 100
            try container.present(in: window)
            try container.update(elements: (0..<30).map {
                Element(id: "e\($0)", data: ProbeData(name: "e\($0)", height: 100, variant: $0 < 10 ? "a" : "b"), factory: probes)
            })
            container.listView.scroll(to: CGPoint(x: 0, y: 2_800))
            container.layoutIfNeeded()
            #expect(container.pool.count > 0 && !container.activeControllers.isEmpty)
            children = container.children.map(WeakController.init)
            freedContainer = container
            freedList = container.listView
            container.setAppearing(false)
            container.view.removeFromSuperview()
        }
        #expect(freedContainer == nil)
        #expect(freedList == nil)
        #expect(children.count > 3)
        #expect(children.allSatisfy { $0.object == nil }, "\(children.compactMap(\.object).count) child controllers outlived their container")
    }

    @Test("A container whose view was replaced still finds its list")
    func replacedViewKeepsTheList() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 200))
        let list = harness.container.listView
        let banner = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        list.removeFromSuperview()
        try banner.addSubview(list)
        harness.container.view = banner
        #expect(harness.container.listView === list)
        try harness.container.update(elements: [harness.element("a"), harness.element("b")])
        harness.container.layoutIfNeeded()
        #expect(harness.mountedNames == ["a", "b"])
    }

    @Test("A memory warning reaches the pools of rails nested in cells")
    func nestedPurge() throws {
        let harness = try ContainerHarness(size: CGSize(width: 320, height: 600))
        let rails = TestEnvironment.examples.rail
        let cards = (0..<12).map { CardData(id: "c\($0)", title: "Card \($0)") }
        try harness.container.update(elements: [Element(id: "rail", data: RailData(title: "Rail", cards: cards), factory: rails)])
        let rail = try #require(harness.container.activeControllers.first as? RailViewController)
        // Five cards in range in the middle, four at the end: one controller is left over.
        rail.rail.listView.scroll(to: CGPoint(x: 1_200, y: 0))
        rail.rail.listView.scroll(to: CGPoint(x: 2_000, y: 0))
        let pooled = rail.rail.pool.count
        #expect(pooled > 0)
        harness.container.didReceiveMemoryWarning()
        #expect(rail.rail.statistics.controllersPurged == pooled)
    }
}
