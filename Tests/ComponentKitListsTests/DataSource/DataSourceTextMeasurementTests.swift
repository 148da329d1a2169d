import ComponentKit
import ComponentKitLists
import Foundation
import RasterBackend
import Testing

/// Issue 19: following *Showing a list* gave a blank screen, because the
/// configuration's default layout context measured no text.
@MainActor
@Suite("Data source: text is measured by default")
struct DataSourceTextMeasurementTests {
    @Test("A configuration made without a layout context lays labels out at their measured height")
    func defaultConfigurationMeasuresText() throws {
        let configuration = DataSourceConfiguration(
            provider: ComponentProvider<String, Void> { title, _ in
                LabelComponent(AttributedText(title), font: .system(size: 17))
            },
            context: (), sizeRange: .flexibleHeight(width: 390))
        let dataSource = DataSource(configuration: configuration)
        var changeset = Changeset<String>(insertedSections: [0])
        changeset.insertedItems[[0, 0]] = "Golden Gate"
        try dataSource.apply(changeset, mode: .synchronous)
        let measured = LabelComponent(AttributedText("Golden Gate"), font: .system(size: 17))
            .layout(constrainedTo: .flexibleHeight(width: 390), context: LayoutContext(textMeasurer: PangoTextSystem.shared))
        #expect(dataSource.state.item(at: [0, 0])?.layout.size == measured.size)
        #expect(measured.size.height > 15)
    }
}
