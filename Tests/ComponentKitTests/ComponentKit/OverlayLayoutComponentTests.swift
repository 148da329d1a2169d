import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// The overlay view of ComponentKit's test: a view with a black 20 × 20
/// subview of its own (not a component) kept at its centre.
private final class OverlayTestView: View {
    private let square = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        square.backgroundColor = .black
        try? addSubview(square)
        layoutSubviews()
    }

    override func layoutSubviews() {
        square.frame.origin = CGPoint(x: bounds.width / 2 - 10, y: bounds.height / 2 - 10)
    }
}

/// ComponentKit's CKOverlayLayoutComponentTests, from the measurements of its
/// reference image (Fixtures/ComponentKit/CKOverlayLayoutComponentTests.json).
@MainActor
@Suite("ComponentKit: CKOverlayLayoutComponentTests")
struct OverlayLayoutComponentTests {
    let snapshots = try! ComponentKitSnapshot("CKOverlayLayoutComponentTests")

    @Test func testOverlay() throws {
        let component = OverlayComponent(
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.blue)])),
            overlay: ViewComponent(view: ViewConfiguration(OverlayTestView.self, [.backgroundColor(Color(white: 1, alpha: 0.6))])))
        try snapshots.verify(component)
    }
}
