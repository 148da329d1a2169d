import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKCenterLayoutComponentsTests, from the measurements of its
/// reference images (Fixtures/ComponentKit/CKCenterLayoutComponentsTests.json).
@MainActor
@Suite("ComponentKit: CKCenterLayoutComponentsTests")
struct CenterLayoutComponentsTests {
    let snapshots = try! ComponentKitSnapshot("CKCenterLayoutComponentsTests")

    /// ComponentKit's `testWithCenteringOptions:sizingOptions:` helper.
    func verify(_ centering: CenterComponent.Centering, _ sizing: CenterComponent.Sizing, method: String = #function) throws {
        let component = BackgroundComponent(
            CenterComponent(centering: centering, sizing: sizing, child: ViewComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.green)]), size: ComponentSize(width: 70, height: 100))),
            background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)])))
        var suffix = ""
        if centering.contains(.x) { suffix += "CenteringX" }
        if centering.contains(.y) { suffix += "CenteringY" }
        if sizing.contains(.minimumX) { suffix += "SizingMinimumX" }
        if sizing.contains(.minimumY) { suffix += "SizingMinimumY" }
        try snapshots.verify(component, method: method, suffix: suffix)
    }

    @Test func testWithOptions() throws {
        try verify([], [])
        try verify(.xy, [])
        try verify(.x, [])
        try verify(.y, [])
    }

    @Test func testWithSizingOptions() throws {
        try verify([], .default)
        try verify([], .minimumX)
        try verify([], .minimumY)
        try verify([], .minimumXY)
    }

    @Test func testMinimumSizeRangeIsGivenToChildWhenNotCentering() throws {
        let component = CenterComponent(centering: [], child: BackgroundComponent(
            FlexboxComponent(alignItems: .flexStart) {
                ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]), size: ComponentSize(width: 10, height: 10))
                    .flexGrow(1)
            },
            background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]))))
        try snapshots.verify(component)
    }
}
