import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

/// A card built only from semantic colours, preferred fonts and leading/trailing insets.
private struct ContactCard: CompositeComponent {
    var body: some Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.secondarySystemBackground), .cornerRadius(12)]),
            insets: DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 8)
        ) {
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.accent), .cornerRadius(20)]),
                              size: ComponentSize(width: 40, height: 40))
                StackComponent(axis: .vertical, spacing: 2) {
                    LabelComponent("Ada Lovelace", font: .preferred(.headline))
                    LabelComponent("Analyst, London!", font: .preferred(.subheadline), color: .secondaryLabel)
                }
                .flexItem { $0.flexGrow = 1; $0.flexShrink = 1 }
                LabelComponent("Remove", font: .preferred(.footnote), color: .destructive)
            }
        }
    }
}

@MainActor
@Suite("Snapshots for traits: dark, text sizes, right to left")
struct TraitSnapshotTests {
    let width = SizeRange.flexibleHeight(width: 320)

    @Test("One card, drawn for each trait that changes it; the defaults draw as the plain strategy does")
    func contactCard() {
        let variants: [(String, TraitCollection)] = [
            ("default", TraitCollection()),
            ("dark", TraitCollection(colorScheme: .dark)),
            ("large-text", TraitCollection(contentSizeCategory: .accessibilityMedium)),
            ("small-text", TraitCollection(contentSizeCategory: .extraSmall)),
            ("rtl", TraitCollection(layoutDirection: .rightToLeft)),
            ("dark-high-contrast-rtl", TraitCollection(colorScheme: .dark, contrast: .high, layoutDirection: .rightToLeft)),
        ]
        for (name, traits) in variants {
            assertComponentSnapshot(of: ContactCard(), as: .image(sizeRange: width, traits: traits), named: name)
        }
    }

    @Test("Trait tags name only what differs from the defaults")
    func tags() {
        #expect(SnapshotRendering.tag(nil as TraitCollection?) == "")
        #expect(SnapshotRendering.tag(TraitCollection()) == "")
        #expect(SnapshotRendering.tag(TraitCollection(colorScheme: .dark, contentSizeCategory: .extraLarge, layoutDirection: .rightToLeft))
            == ".dark.extraLarge.rtl")
    }
}
