import Foundation
import Synchronization
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Issue 16, row 2: a screen of 500 heavy pictures at 4,096 × 4,096 (64 MB
/// each decoded, 32 GB in all) is shown with pictures only for the elements
/// in the visible rect and working range.
@MainActor
@Suite("Working range: heavy pictures are decoded near the screen only, and released when they leave")
struct WorkingRangeTests {
    /// Records which pictures were asked for and draws each 8 × 8, so the
    /// test measures what the container asks for, not how fast pixels are drawn.
    final class RecordingLoader: Sendable {
        let requested = Mutex<[Int]>([])
        var loader: HeavyImageLoader {
            HeavyImageLoader { [self] data in
                requested.withLock { $0.append(data.seed) }
                return try PatternImage(seed: data.seed).render(width: 8, height: 8)
            }
        }
    }

    static func heavyScreenJSON(count: Int, side: Int) -> Data {
        let elements = (0..<count).map {
            #"{"id": "h\#($0)", "component": "heavy", "data": {"caption": "Picture \#($0)", "seed": \#($0), "pixelWidth": \#(side), "pixelHeight": \#(side)}}"#
        }
        return Data(#"{"version": 1, "sections": [{"id": "main", "elements": [\#(elements.joined(separator: ","))]}]}"#.utf8)
    }

    /// The heavy controllers holding a picture, by seed, and the bytes their data declares.
    func holding(_ container: ContainerCollectionController) -> (seeds: Set<Int>, declaredBytes: Int) {
        let holders = container.children.compactMap { $0 as? HeavyResourceViewController }.filter { $0.residentByteCount > 0 }
        return (Set(holders.compactMap { $0.data?.seed }), holders.reduce(0) { $0 + ($1.data?.byteCount ?? 0) })
    }

    @Test("500 heavy 4,096-pixel pictures in 390 × 844: only those in range hold pictures, the range moves with scrolling")
    func fiveHundredHeavyPictures() throws {
        let recording = RecordingLoader()
        let factories = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: PatternImageDownloader(),
                                         heavyLoader: recording.loader, fallbackStyle: .visible)
        let screen = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback)
            .decode(Self.heavyScreenJSON(count: 500, side: 4_096))
        #expect(screen.problems.isEmpty)
        let live = HeavyResourceViewController.liveInstances
        // As the server-driven screen does: the screen is given before the container has a size.
        let container = ContainerCollectionController(layout: screen.layout, fallback: factories.fallback)
        try container.show(screen)
        try container.present(in: Window(size: CGSize(width: 390, height: 844)))
        container.layoutIfNeeded()

        let top = holding(container)
        // 390-point squares plus a 32-point caption: the visible 844 points and
        // 200 below show three; a few more at most while sizes settle.
        #expect(!top.seeds.isEmpty && top.seeds.count <= 6, "holding \(top.seeds.sorted())")
        #expect(top.seeds.isSubset(of: Set(0..<6)))
        #expect(top.declaredBytes <= 6 * 4_096 * 4_096 * 4)
        #expect(recording.requested.withLock { $0.count } <= 6)
        #expect(factories.heavy.budget.residentByteCount <= factories.heavy.budget.limit)

        // Scrolling moves the working range: the top's pictures are released, the new ones decoded.
        container.listView.scroll(to: CGPoint(x: 0, y: 100 * 422))
        container.layoutIfNeeded()
        let middle = holding(container)
        #expect(!middle.seeds.isEmpty && middle.seeds.count <= 6, "holding \(middle.seeds.sorted())")
        #expect(middle.seeds.isDisjoint(with: top.seeds))
        #expect(middle.seeds.allSatisfy { (95...105).contains($0) }, "holding \(middle.seeds.sorted())")
        #expect(middle.declaredBytes <= 6 * 4_096 * 4_096 * 4)
        // Controllers are reused: a handful exist for 500 elements.
        #expect(HeavyResourceViewController.liveInstances - live <= 8)
        #expect(recording.requested.withLock { $0.count } <= 12)
    }

    @Test("A picture bigger than the whole decoded-byte budget is a fallback with the limit named")
    func pictureOverBudget() throws {
        let limits = ScreenLimits(maximumDecodedByteCount: 3 << 20)
        let factories = ExampleFactories(layoutContext: TestEnvironment.layoutContext, downloader: PatternImageDownloader(),
                                         heavyLoader: RecordingLoader().loader, fallbackStyle: .visible, limits: limits)
        let screen = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback, limits: limits)
            .decode(Self.heavyScreenJSON(count: 2, side: 1_024))
        #expect(screen.sections[0].elements.map(\.summary) == ["fallback", "fallback"])
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[0].data: decoded picture bytes: 4194304, over the limit of 3145728",
            "$.sections[0].elements[1].data: decoded picture bytes: 4194304, over the limit of 3145728",
        ])
    }

    @Test("A picture that would take the screen over its budget is not decoded, and its element says why")
    func budget() {
        let recording = RecordingLoader()
        let budget = DecodedImageBudget(limit: 5 << 20)
        #expect(budget.reserve(2 << 20))   // another controller holds 2 MB
        let refused = HeavyResourceViewController(loader: recording.loader, budget: budget)
        refused.configure(with: HeavyResourceData(caption: "big", pixelWidth: 1_024, pixelHeight: 1_024))
        refused.didEnterWorkingRange()
        #expect(refused.residentByteCount == 0 && refused.decodeCount == 0)
        #expect(refused.lastError == "4194304 bytes of picture would take the screen's decoded pictures from 2097152 bytes over the budget of 5242880 bytes")
        #expect(recording.requested.withLock { $0.isEmpty })
        // Once the other picture is released, it fits.
        budget.release(2 << 20)
        refused.didEnterWorkingRange()
        #expect(refused.residentByteCount > 0 && refused.lastError == nil)
    }

    @Test("A heavy controller over its pixel limit never calls its loader")
    func pixelLimit() {
        let recording = RecordingLoader()
        let controller = HeavyResourceViewController(loader: recording.loader, maximumPixelCount: 1_000_000)
        controller.configure(with: HeavyResourceData(caption: "huge", seed: .min, pixelWidth: .max, pixelHeight: .max))
        controller.didEnterWorkingRange()
        #expect(controller.lastError == "\(Int.max) × \(Int.max) pixels is over the limit of 1000000 pixels")
        #expect(recording.requested.withLock { $0.isEmpty })
        #expect(controller.sizeThatFits(CGSize(width: 390, height: 844)).height.isFinite)
    }

    @Test("Leaving the working range releases the picture and its bytes; entering decodes it again")
    func leaveAndEnter() {
        let recording = RecordingLoader()
        let budget = DecodedImageBudget(limit: 1 << 30)
        let controller = HeavyResourceViewController(loader: recording.loader, budget: budget)
        controller.configure(with: HeavyResourceData(caption: "one", seed: 3, pixelWidth: 100, pixelHeight: 100))
        #expect(controller.residentByteCount == 0)   // not in range yet: nothing decoded
        controller.didEnterWorkingRange()
        #expect(controller.residentByteCount == 8 * 8 * 4 && budget.residentByteCount == 8 * 8 * 4)
        controller.didLeaveWorkingRange()
        #expect(controller.residentByteCount == 0 && budget.residentByteCount == 0)
        controller.didEnterWorkingRange()
        #expect(controller.decodeCount == 2 && budget.residentByteCount == 8 * 8 * 4)
    }
}
