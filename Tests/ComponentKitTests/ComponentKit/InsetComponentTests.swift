import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKInsetComponentTests, from the measurements of its
/// reference images (Fixtures/ComponentKit/CKInsetComponentTests.json):
/// every combination of infinite edges, 16 images per method.
@MainActor
@Suite("ComponentKit: CKInsetComponentTests")
struct InsetComponentTests {
    let snapshots = try! ComponentKitSnapshot("CKInsetComponentTests")

    /// The insets of combination `combination`: an edge whose bit is set
    /// (top 1, left 2, bottom 4, right 8) is infinite, the others `value`.
    static func insets(_ combination: Int, _ value: CGFloat) -> EdgeInsets {
        func edge(_ bit: Int) -> CGFloat { combination & bit != 0 ? .infinity : value }
        return EdgeInsets(top: edge(1), left: edge(2), bottom: edge(4), right: edge(8))
    }

    /// ComponentKit's image suffix for `insets`: `%.f` of each edge.
    static func name(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { $0.isInfinite ? "inf" : String(format: "%.f", $0) }
            .joined(separator: "-")
    }

    func block(_ color: Color, _ size: ComponentSize) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]), size: size)
    }

    func verifyAllCombinations(value: CGFloat, method: String = #function) throws {
        for combination in 0..<16 {
            let insets = Self.insets(combination, value)
            let component = BackgroundComponent(
                InsetComponent(insets: insets, child: block(.green, ComponentSize(width: 10, height: 10))),
                background: block(.gray, .auto))
            try snapshots.verify(component, method: method, suffix: Self.name(insets))
        }
    }

    @Test func testInsetsWithVariableSize() throws {
        try verifyAllCombinations(value: 10)
    }

    @Test func testInsetsWithFixedSize() throws {
        try verifyAllCombinations(value: 10)
    }

    @Test("Regression test: insets mixing infinite and zero values")
    func testInsetsWithInfinityAndZeroInsetValue() throws {
        try verifyAllCombinations(value: 0)
    }
}
