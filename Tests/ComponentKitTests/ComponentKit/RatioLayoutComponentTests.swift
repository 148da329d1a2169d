import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKRatioLayoutComponentTests, from the measurements of its
/// reference images (Fixtures/ComponentKit/CKRatioLayoutComponentTests.json).
@MainActor
@Suite("ComponentKit: CKRatioLayoutComponentTests")
struct RatioLayoutComponentTests {
    let snapshots = try! ComponentKitSnapshot("CKRatioLayoutComponentTests")

    func ratioLayoutComponent(_ ratio: CGFloat, _ size: ComponentSize) throws -> RatioComponent {
        try RatioComponent(ratio: ratio, child: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.green)]), size: size))
    }

    @Test func testRatioLayout() throws {
        let size = ComponentSize(width: 100, height: 100)
        try snapshots.verify(try ratioLayoutComponent(0.5, size), suffix: "HalfRatio")
        try snapshots.verify(try ratioLayoutComponent(2.0, size), suffix: "DoubleRatio")
        try snapshots.verify(try ratioLayoutComponent(7.0, size), suffix: "SevenTimesRatio")
        try snapshots.verify(try ratioLayoutComponent(10.0, ComponentSize(width: 20, height: 200)), suffix: "TenTimesRatioWithItemTooBig")
    }

    @Test func testRatioLayoutRendersToNilForNilInput() throws {
        let child: (any Component)? = nil
        #expect(try RatioComponent(ratio: 0.5, child: child) == nil)
    }
}
