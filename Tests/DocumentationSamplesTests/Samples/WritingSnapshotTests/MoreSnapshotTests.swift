import ComponentSnapshotTesting
import Foundation
import Testing

extension SnapshotArticle {
    @MainActor
    @Suite struct MoreSnapshotTests {
        @Test func chart() {
            let chart = StackComponent(axis: .horizontal, spacing: 4, alignItems: .flexEnd) {
                for height: CGFloat in [20, 50, 35] {
                    ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.tint)]),
                                  size: ComponentSize(width: 24, height: .points(height)))
                }
            }
            let range = SizeRange.unconstrained
            // sample: snapshot-tolerance
            assertComponentSnapshot(of: chart, as: .image(sizeRange: range, tolerance: SnapshotTolerance(
                channelTolerance: 8, maximumDifferingFraction: 0.001)))
            // end-sample
        }

        @Test func header() {
            let header = PhotoCell(title: "Photos", author: "12 landscapes")
            // sample: snapshot-text
            assertComponentSnapshot(of: header, as: .layout(sizeRange: .flexibleHeight(width: 390)))
            assertComponentSnapshot(of: header, as: .mountTree(sizeRange: .flexibleHeight(width: 390)))
            // end-sample
        }

        // sample: snapshot-screen
        @Test func photosScreen() throws {
            let window = Window(size: CGSize(width: 390, height: 300))
            window.rootView.backgroundColor = .white
            let host = HostingView(provider: ComponentProvider<[String], Void> { titles, _ in
                StackComponent(axis: .vertical) {
                    for title in titles { PhotoCell(title: title, author: "Ada") }
                }
            }, context: (), frame: window.rootView.bounds)
            try window.rootView.addSubview(host)
            host.update(model: ["Golden Gate", "Half Dome", "Big Sur"])
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2))   // photosScreen.1.view@2x.dejavu-2.37.png
        }
        // end-sample
    }
}
