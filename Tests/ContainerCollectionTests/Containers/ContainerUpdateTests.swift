import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("Containers: updates by diffing element lists, not reloading")
struct ContainerUpdateTests {
    private func controllers(_ harness: ContainerHarness) -> [String: ObjectIdentifier] {
        Dictionary(uniqueKeysWithValues: harness.container.activeControllers.compactMap { controller in
            (controller as? ProbeController)?.data.map { ($0.name, ObjectIdentifier(controller)) }
        })
    }

    @Test("Moved elements keep their controllers, changed ones are updated in place, and nothing reloads")
    func diffedUpdate() throws {
        let harness = try ContainerHarness()
        try harness.container.update(elements: ["a", "b", "c", "d", "e"].map { harness.element($0, height: 40) })
        let before = controllers(harness)
        let configuredBefore = harness.log.configured.count
        try harness.container.update(elements: [
            harness.element("e", height: 40), harness.element("a", height: 40), harness.element("c", height: 90),
            harness.element("x", height: 40), harness.element("d", height: 40),
        ])
        let after = controllers(harness)
        #expect(harness.mountedNames == ["e", "a", "c", "x", "d"])
        for name in ["a", "c", "d", "e"] { #expect(after[name] == before[name], "\(name) changed controller") }
        // Only the changed element and the new one were configured.
        #expect(harness.log.configured.dropFirst(configuredBefore).sorted() == ["c", "x"])
        // "x" took the controller "b" left behind.
        #expect(after["x"] == before["b"])
        #expect(harness.container.statistics.reloads == 0)
        #expect(harness.container.statistics.batchUpdates == 2)   // the first update inserted, this one diffed
        #expect(harness.frame(of: "c") == CGRect(x: 0, y: 80, width: 300, height: 90))
        #expect(harness.frame(of: "d")?.minY == 210)
    }

    @Test("An element that changes variant gets a controller of its new kind")
    func variantChange() throws {
        let harness = try ContainerHarness()
        try harness.container.update(elements: [harness.element("a", variant: "plain"), harness.element("b")])
        let old = try #require(harness.controller(showing: "a"))
        try harness.container.update(elements: [harness.element("a", variant: "wide"), harness.element("b")])
        let new = try #require(harness.controller(showing: "a"))
        #expect(new !== old && new.variant == "wide")
        #expect(old.parent === harness.container)   // waiting in the pool
    }

    @Test("Sections are inserted, removed and reordered with their headers")
    func sections() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 1_000))
        func section(_ id: String, _ names: [String]) -> ContainerSection {
            ContainerSection(id: id, header: harness.element("h-\(id)", height: 20, variant: "header"),
                             elements: names.map { harness.element($0, height: 30) })
        }
        try harness.container.update(sections: [section("one", ["a", "b"]), section("two", ["c"]), section("three", ["d"])])
        try harness.container.update(sections: [section("three", ["d", "b"]), section("four", ["e"]), section("one", ["a"])])
        #expect(harness.container.sections.map(\.id) == ["three", "four", "one"])
        #expect(harness.mountedNames == ["d", "b", "e", "a"])
        let list = harness.container.listView
        let header = try #require(list.supplementaryView(.header, inSection: 1) as? ContainerCell)
        #expect((header.controller as? ProbeController)?.data?.name == "h-four")
        let third: CGFloat = 20 + 60 + 20 + 30
        #expect(list.frame(of: .header, inSection: 2)?.minY == third)
        #expect(harness.container.statistics.reloads == 0)
    }

    @Test("A changed header is updated in its place")
    func headerUpdate() throws {
        let harness = try ContainerHarness()
        try harness.container.update(sections: [ContainerSection(id: "s", header: harness.element("title", height: 20, id: "h"),
                                                                 elements: [harness.element("a")])])
        let header = try #require(harness.container.listView.supplementaryView(.header, inSection: 0) as? ContainerCell)
        let controller = try #require(header.controller as? ProbeController)
        try harness.container.update(sections: [ContainerSection(id: "s", header: harness.element("new title", height: 44, id: "h"),
                                                                 elements: [harness.element("a")])])
        #expect(controller.data?.name == "new title")
        #expect(harness.container.listView.frame(of: .header, inSection: 0)?.height == 44)
        #expect(harness.frame(of: "a")?.minY == 44)
    }

    @Test("Repeated identities are refused with where they are, and nothing changes", arguments: [
        (["a", "b", "a"], ContainerUpdateError.duplicateElementID("a", first: [0, 0], second: [0, 2])),
    ])
    func duplicateIdentities(names: [String], expected: ContainerUpdateError) throws {
        let harness = try ContainerHarness()
        try harness.container.update(elements: [harness.element("x"), harness.element("y")])
        let configured = harness.log.configured
        #expect(throws: expected) { try harness.container.update(elements: names.map { harness.element($0) }) }
        #expect(throws: ContainerUpdateError.duplicateSectionID("s", first: 0, second: 1)) {
            try harness.container.update(sections: [ContainerSection(id: "s", elements: []), ContainerSection(id: "s", elements: [])])
        }
        #expect(harness.mountedNames == ["x", "y"])
        #expect(harness.container.sections.map { $0.elements.compactMap(\.id) } == [["x", "y"]])
        #expect(harness.log.configured == configured)
    }

    @Test("Elements without identities are matched by kind and order")
    func anonymousElements() throws {
        let harness = try ContainerHarness()
        let probes = harness.probes
        func anonymous(_ name: String, _ variant: String) -> Element {
            Element(data: ProbeData(name: name, height: 30, variant: variant), factory: probes)
        }
        try harness.container.update(elements: [anonymous("p1", "plain"), anonymous("w1", "wide"), anonymous("p2", "plain")])
        let first = try #require(harness.controller(showing: "p1"))
        let wide = try #require(harness.controller(showing: "w1"))
        try harness.container.update(elements: [anonymous("w1", "wide"), anonymous("p1 changed", "plain"), anonymous("p2", "plain")])
        #expect(harness.controller(showing: "p1 changed") === first)
        #expect(harness.controller(showing: "w1") === wide)
        #expect(harness.container.statistics.reloads == 0)
    }

    @Test("Updating before the container has a size shows everything once it gets one")
    func updateBeforeLayout() throws {
        let log = ProbeLog()
        let container = ContainerCollectionController(fallback: TestEnvironment.fallback)
        let probes = ProbeFactory(log: log)
        try container.update(elements: [Element(id: "a", data: ProbeData(name: "a"), factory: probes)])
        _ = container.view   // loaded, still zero-sized
        try container.update(elements: [Element(id: "a", data: ProbeData(name: "a"), factory: probes),
                                        Element(id: "b", data: ProbeData(name: "b"), factory: probes)])
        container.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        container.layoutIfNeeded()
        #expect(container.listView.indexPathsForMountedItems == [[0, 0], [0, 1]])
        #expect(log.configured == ["a", "b"])
    }
}
