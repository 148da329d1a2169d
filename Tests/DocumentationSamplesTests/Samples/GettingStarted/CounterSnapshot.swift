import ComponentSnapshotTesting
import Testing

// sample: getting-started-snapshot
@Test @MainActor func counter() {
    assertComponentSnapshot(of: Counter(), as: .image(sizeRange: .flexibleHeight(width: 390)))
}
// end-sample
