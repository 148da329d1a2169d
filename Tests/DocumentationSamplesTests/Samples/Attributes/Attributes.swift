import ComponentKit
import Testing

/// The samples of "Attributes", nested so their names do not meet other articles'.
enum Attributes {
    static func nameLabel() -> ViewConfiguration {
        // sample: attributes-configuration
        ViewConfiguration(Label.self, [
            .text(AttributedText("Ada Lovelace")),
            .numberOfLines(2),
            .isUserInteractionEnabled(false),
            .accessibilityIdentifier("name"),
        ])
        // end-sample
    }
}

@Suite("Attributes article")
struct AttributesArticleSampleTests {
    @Test("The sample configures a label that ignores the pointer")
    @MainActor
    func sample() {
        let configuration = Attributes.nameLabel()
        #expect(configuration.viewClass == Label.self)
        #expect(configuration.attributes.map(\.identifier).contains(ViewProperty.userInteractionEnabled(false).key))
    }
}
