import ComponentSnapshotTesting
@testable import ExamplesApp
import Foundation
import Testing

@MainActor
@Suite("The examples app's previews", .serialized)
struct PreviewSnapshotsTests {
    @Test("The registry holds the app's own components, 54 variants in 11 previews, filed in six groups")
    func registry() throws {
        let registry = try ExamplePreviews.registry(photos: .samples())
        #expect(registry.previews.map(\.id) == [
            "quote-cell", "reveal-quote", "authors-rail", "animal-row", "photo-cell", "photo-detail", "photo-search-field",
            "population-chart", "settings-section", "about", "tap-counter-button",
        ])
        #expect(registry.variantCount == 54)
        #expect(registry.groups == ["Feed", "Animals", "Photos", "Populations", "Settings", "Styles"])
        let variants = registry.previews.flatMap(\.variants)
        #expect(variants.contains { $0.colorScheme == .dark } && variants.contains { $0.layoutDirection == .rightToLeft })
        #expect(variants.contains { $0.textSize > .large } && Set(variants.map(\.width)).count >= 2)
        #expect(registry.preview(id: "animal-row")?.sampleNames == ["Amur leopard", "Snow leopard"])
    }

    @Test("Every variant of every preview matches its reference image")
    func snapshots() throws {
        assertPreviewSnapshots(try ExamplePreviews.registry(photos: .samples()))
    }
}
