// sample: snapshot-suite
import ComponentSnapshotTesting
import Testing

// sample-hide
extension SnapshotArticle {
    // sample-show
    @MainActor
    @Suite struct PhotoCellSnapshotTests {
        @Test func defaultCell() {
            let cell = PhotoCell(title: "Golden Gate", author: "Ada")
            assertComponentSnapshot(of: cell, as: .image(sizeRange: .flexibleHeight(width: 390)))
        }

        @Test func variants() {
            // Several snapshots in one test: name them.
            assertComponentSnapshot(of: PhotoCell(title: "Short", author: "Ada"),
                                    as: .image(sizeRange: .flexibleHeight(width: 390)), named: "short")
            assertComponentSnapshot(of: PhotoCell(title: String(repeating: "Long ", count: 20), author: "Ada"),
                                    as: .image(sizeRange: .flexibleHeight(width: 390), scale: 3), named: "long-3x")
        }
    }
    // sample-hide
}
// end-sample
