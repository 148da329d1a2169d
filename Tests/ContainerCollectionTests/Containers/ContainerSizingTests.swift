import Foundation
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

@MainActor
@Suite("Containers: self-sizing cells, coalesced size invalidation, grids, rails and limited-height galleries")
struct ContainerSizingTests {
    @Test("Cells take their controller's height and the list's width")
    func selfSizing() throws {
        let harness = try ContainerHarness(layout: .list(spacing: 4))
        try harness.container.update(elements: [harness.element("a", height: 30), harness.element("b", height: 60), harness.element("c", height: 90)])
        #expect(harness.frame(of: "a") == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(harness.frame(of: "b") == CGRect(x: 0, y: 34, width: 300, height: 60))
        #expect(harness.frame(of: "c") == CGRect(x: 0, y: 98, width: 300, height: 90))
        #expect(harness.container.listView.contentSize.height == 188)
    }

    @Test("Cells bound before the container had a width are measured once it gets one")
    func measuredWhenSized() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let host = View(frame: .zero)
        try window.rootView.addSubview(host)
        let container = ContainerCollectionController(fallback: TestEnvironment.fallback)
        try host.addSubview(container.view)
        let probes = ProbeFactory(log: ProbeLog())
        try container.update(elements: [("a", 30.0), ("b", 160.0)].map {
            Element(id: $0.0, data: ProbeData(name: $0.0, height: $0.1, variant: "plain", valid: true), factory: probes)
        })
        container.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        // Not the estimate: each controller was asked for its height at the new width, in the same turn.
        #expect(container.listView.frameForItem(at: [0, 0]) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(container.listView.frameForItem(at: [0, 1]) == CGRect(x: 0, y: 30, width: 300, height: 160))
        #expect(container.listView.cell(forItemAt: [0, 1])?.frame.height == 160)
        #expect(container.listView.contentSize.height == 190)
    }

    @Test("Invalidations from several children in one turn make one layout pass")
    func coalescedInvalidation() async throws {
        let harness = try ContainerHarness()
        try harness.container.update(elements: ["a", "b", "c", "d"].map { harness.element($0, height: 40) })
        let passes = harness.container.statistics.layoutPasses
        for (name, height) in [("a", 70.0), ("b", 10.0), ("c", 55.0)] {
            let controller = try #require(harness.controller(showing: name))
            controller.heightOverride = height
            controller.invalidateSize()
            controller.invalidateSize()
        }
        // Nothing moves until the pass runs, at the end of the turn.
        #expect(harness.frame(of: "a")?.height == 40)
        #expect(harness.container.statistics.sizeInvalidations == 6)
        await harness.container.waitForPendingLayout()
        #expect(harness.container.statistics.layoutPasses == passes + 1)
        #expect(harness.frame(of: "a") == CGRect(x: 0, y: 0, width: 300, height: 70))
        #expect(harness.frame(of: "b") == CGRect(x: 0, y: 70, width: 300, height: 10))
        #expect(harness.frame(of: "c") == CGRect(x: 0, y: 80, width: 300, height: 55))
        #expect(harness.frame(of: "d") == CGRect(x: 0, y: 135, width: 300, height: 40))
        // An invalidation that changes nothing costs a measurement, not a pass.
        try #require(harness.controller(showing: "d")).invalidateSize()
        harness.container.layoutIfNeeded()
        #expect(harness.container.statistics.layoutPasses == passes + 1)
    }

    @Test("A component element that grows from inside (a re-render) resizes its cell")
    func componentInvalidation() throws {
        let harness = try ContainerHarness()
        let text = TestEnvironment.examples.text
        try harness.container.update(elements: [Element(id: "t", data: TextBlockData(body: "Short."), factory: text),
                                                harness.element("below", height: 40)])
        let cell = try #require(harness.container.listView.cell(forItemAt: [0, 0]) as? ContainerCell)
        let before = cell.frame.height
        let controller = try #require(cell.controller as? ComponentViewController)
        controller.show(text.component(for: TextBlockData(body: String(repeating: "Much longer text that wraps. ", count: 8))))
        harness.container.layoutIfNeeded()
        #expect(cell.frame.height > before + 40)
        #expect(harness.frame(of: "below")?.minY == cell.frame.maxY)
    }

    @Test("A grid gives each element its column's width, floored to the pixel grid")
    func grid() throws {
        let harness = try ContainerHarness(size: CGSize(width: 301, height: 400),
                                           layout: .grid(columns: 3, spacing: 5, insets: EdgeInsets(all: 10)))
        try harness.container.update(elements: (0..<7).map { harness.element("g\($0)", height: Double(20 + $0 * 10)) })
        // (301 - 20 - 10) / 3 = 90.33…, floored to 90.0 at scale 2.
        #expect(harness.frame(of: "g0") == CGRect(x: 10, y: 10, width: 90, height: 20))
        #expect(harness.frame(of: "g1") == CGRect(x: 105, y: 10, width: 90, height: 30))
        #expect(harness.frame(of: "g2") == CGRect(x: 200, y: 10, width: 90, height: 40))
        // A row is as tall as its tallest element.
        #expect(harness.frame(of: "g3") == CGRect(x: 10, y: 55, width: 90, height: 50))
        #expect(harness.frame(of: "g6")?.minY == CGFloat(55 + 70 + 5))
    }

    @Test("A rail is as tall as its cards and insets; its cards take their own widths")
    func rail() throws {
        let examples = TestEnvironment.examples
        let rail = RailViewController(cards: examples.card, fallback: TestEnvironment.fallback)
        rail.configure(with: RailData(title: "Trips", cards: (0..<6).map { CardData(id: "c\($0)", title: "Card \($0)") }))
        let size = rail.sizeThatFits(CGSize(width: 320, height: CGFloat.infinity))
        let titleHeight = size.height - CardFactory.cardSize.height - 12
        #expect(titleHeight > 20 && titleHeight < 50)
        rail.view.frame = CGRect(origin: .zero, size: size)
        #expect(rail.rail.view.frame == CGRect(x: 0, y: titleHeight, width: 320, height: CardFactory.cardSize.height + 12))
        let list = rail.rail.listView
        #expect(list.frameForItem(at: [0, 1]) == CGRect(x: 16 + 150 + 12, y: 0, width: 150, height: 160))
        let railWidth: CGFloat = 16 + 6 * 150 + 5 * 12 + 16
        #expect(list.contentSize.width == railWidth)
        // Two cards visible, two more in the 200-point working range.
        #expect(list.indexPathsForVisibleItems == [[0, 0], [0, 1]])
        #expect(list.indexPathsForMountedItems.count == 4)
    }

    @Test("A gallery is as tall as its grid up to its limit, and scrolls inside beyond it")
    func limitedHeightGallery() throws {
        let gallery = GalleryViewController(downloader: PatternImageDownloader(), layoutContext: TestEnvironment.layoutContext,
                                            fallback: TestEnvironment.fallback)
        let urls = (0..<4).compactMap { URL(string: "pattern://gradient/\($0)") }
        gallery.configure(with: GalleryData(style: .grid, columns: 2, maxHeight: 300, images: urls))
        // Two rows of 149-point squares (300 - 2) / 2 and a 2-point gap.
        #expect(gallery.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 300))
        gallery.configure(with: GalleryData(style: .grid, columns: 3, maxHeight: 300, images: Array(urls.prefix(3))))
        #expect(gallery.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 98.5))
        gallery.configure(with: GalleryData(style: .widescreen, maxHeight: 200, images: urls))
        #expect(gallery.sizeThatFits(CGSize(width: 320, height: CGFloat.infinity)) == CGSize(width: 320, height: 200))
        gallery.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let contentHeight: CGFloat = 4 * 180 + 3 * 8
        #expect(gallery.grid.listView.contentSize.height == contentHeight)
        #expect(gallery.grid.listView.indexPathsForMountedItems.count <= 2 + 1)
    }

    @Test("A nested gallery that grows tells the outer container, which resizes its cell")
    func nestedGrowth() throws {
        let harness = try ContainerHarness(size: CGSize(width: 300, height: 600))
        let gallery = TestEnvironment.examples.gallery
        let urls = (0..<9).compactMap { URL(string: "pattern://gradient/\($0)") }
        try harness.container.update(elements: [
            Element(id: "g", data: GalleryData(columns: 3, maxHeight: 1_000, images: Array(urls.prefix(3))), factory: gallery),
            harness.element("below", height: 40),
        ])
        let list = harness.container.listView
        #expect(list.frameForItem(at: [0, 0])?.height == 98.5)
        try harness.container.update(elements: [
            Element(id: "g", data: GalleryData(columns: 3, maxHeight: 1_000, images: urls), factory: gallery),
            harness.element("below", height: 40),
        ])
        let grown: CGFloat = 3 * 98.5 + 2 * 2
        #expect(list.frameForItem(at: [0, 0])?.height == grown)
        #expect(harness.frame(of: "below")?.minY == grown)
        #expect(harness.container.statistics.reloads == 0)
    }
}
