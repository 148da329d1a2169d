import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// A label in the label colour and the body font: what it resolves to says which traits it was built in.
private func swatch(_ text: String = "Swatch") -> LabelComponent {
    LabelComponent(text, font: .preferred(.body), color: .label)
}

@MainActor
@Suite("Previews and their registry")
struct PreviewRegistryTests {
    @Test("The cartesian form declares every combination, widths outermost, directions innermost")
    func cartesianProduct() {
        let preview = Preview("Photo card", widths: [320, 390], colorSchemes: [.light, .dark],
                              textSizes: [.large, .extraLarge], directions: [.leftToRight, .rightToLeft]) { _ in swatch() }
        #expect(preview.variants.count == 16)
        #expect(preview.variants.first?.id == "light-ltr-320-large")
        #expect(preview.variants[1].id == "light-rtl-320-large")
        #expect(preview.variants[2].id == "light-ltr-320-extra-large")
        #expect(preview.variants.last?.id == "dark-rtl-390-extra-large")
        #expect(Set(preview.variants.map(\.id)).count == 16)
        #expect(preview.variants.last?.title == "Dark, right to left, 390 pt, larger text")
        #expect(preview.variants.first?.title == "Light, left to right, 320 pt, default text")
        #expect(preview.id == "photo-card")
    }

    @Test("Samples multiply the variants, outermost; their slugs end the identifier and their names start the title")
    func samples() throws {
        let preview = Preview("Status", samples: ["Kākāpō": 1, "Red panda": 2], widths: [320]) { value in swatch("\(value)") }
        #expect(preview.sampleNames == ["Kākāpō", "Red panda"])
        #expect(preview.variants.map(\.id) == ["light-ltr-320-large-kakapo", "dark-ltr-320-large-kakapo",
                                               "light-ltr-320-large-red-panda", "dark-ltr-320-large-red-panda"])
        #expect(preview.variants[3].title == "Red panda, dark, left to right, 320 pt, default text")
        let layout = try preview.component(for: preview.variants[2]).layout(
            constrainedTo: preview.sizeRange(for: preview.variants[2]), context: LayoutContext(textMeasurer: GridTextMeasurer()))
        #expect(layout.labelTexts == ["2"])
        #expect(throws: PreviewError.unknownSample(preview: "Status", sample: "Vaquita")) {
            try preview.component(for: PreviewVariant(sample: "Vaquita"))
        }
    }

    @Test("Identifiers are URL-safe: accents dropped, fractional widths without a dot, every text size in kebab case")
    func identifiers() {
        for size in ContentSizeCategory.allCases {
            let id = PreviewVariant(colorScheme: .dark, textSize: size, layoutDirection: .rightToLeft, width: 320.5, sample: "Ça va? Oui!").id
            #expect(id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, "\(id)")
            #expect(id.hasPrefix("dark-rtl-320p5-") && id.hasSuffix("-ca-va-oui"), "\(id)")
        }
        #expect(PreviewVariant(textSize: .accessibilityMedium).id == "light-ltr-390-accessibility-medium")
        #expect(Preview("  Photo  card (large)! ", variants: [PreviewVariant()]) { _ in swatch() }.id == "photo-card-large")
    }

    @Test("A variant's traits are its scheme, text size and direction, at the scale asked")
    func traits() {
        let variant = PreviewVariant(colorScheme: .dark, textSize: .accessibilityLarge, layoutDirection: .rightToLeft, width: 320)
        #expect(variant.traits == TraitCollection(colorScheme: .dark, contentSizeCategory: .accessibilityLarge,
                                                  layoutDirection: .rightToLeft, displayScale: 2))
        #expect(variant.traits(displayScale: 3).displayScale == 3)
        #expect(PreviewVariant().traits == TraitCollection())
        let preview = Preview("Card", variants: [variant]) { _ in swatch() }
        #expect(preview.sizeRange(for: variant) == .flexibleHeight(width: 320))
    }

    @Test("The component is made in the render pass, so what the closure builds resolves for the variant's traits")
    func builtForTheVariant() throws {
        let preview = Preview("Swatch", colorSchemes: [.light, .dark], textSizes: [.large, .accessibilityMedium]) { _ in swatch() }
        for variant in preview.variants {
            var context = LayoutContext(textMeasurer: GridTextMeasurer())
            context.componentContext.traits = variant.traits
            let component = try preview.component(for: variant)
            let layout = ScopeRoot(baseContext: context).render {
                component.layout(constrainedTo: preview.sizeRange(for: variant), context: $0)
            }
            let label = try #require(layout.firstLabel)
            #expect(label.color == (variant.colorScheme == .dark ? .white : .black), "\(variant)")
            #expect(label.font.size == variant.textSize.bodySize, "\(variant)")
            #expect(layout.size.width == variant.width)
        }
    }

    @Test("A duplicate name, or a name with a taken identifier, is refused and the registry keeps what it had")
    func duplicates() throws {
        var registry = try PreviewRegistry { Preview("Photo card") { _ in swatch() } }
        #expect(throws: PreviewError.duplicateName("Photo card")) {
            try registry.register(Preview("Photo card", widths: [320]) { _ in swatch() })
        }
        #expect(throws: PreviewError.duplicateIdentifier(preview: "photo  CARD", identifier: "photo-card", existing: "Photo card")) {
            try registry.register(Preview("photo  CARD") { _ in swatch() })
        }
        #expect(throws: PreviewError.invalidName("?!")) { try registry.register(Preview("?!") { _ in swatch() }) }
        #expect(registry.previews.map(\.name) == ["Photo card"])
        #expect(registry.variantCount == 2)
        let error = PreviewError.duplicateName("Photo card")
        #expect(error.description == "a preview named “Photo card” is already registered" && error.preview == "Photo card")
    }

    @Test("No variants, bad widths, repeated variants and unknown samples are refused, naming the preview")
    func badDeclarations() {
        #expect(throws: PreviewError.noVariants(preview: "Empty")) {
            try PreviewRegistry { Preview("Empty", colorSchemes: []) { _ in swatch() } }
        }
        #expect(throws: PreviewError.noVariants(preview: "Listed")) {
            try PreviewRegistry([Preview("Listed", variants: []) { _ in swatch() }])
        }
        for width: CGFloat in [0, 0.5, -10, 4_097, .infinity, .nan] {
            do throws(PreviewError) {
                _ = try PreviewRegistry { Preview("Card", widths: [390, width]) { _ in swatch() } }
                Issue.record("width \(width) was accepted")
            } catch {
                guard case .invalidWidth(let preview, let refused) = error else { Issue.record("\(error)"); continue }
                #expect(preview == "Card")
                #expect(refused == width || (width.isNaN && refused.isNaN))
                #expect(error.description.contains("“Card”") && error.description.contains("1...4096"))
            }
        }
        #expect((try? PreviewRegistry { Preview("Edges", widths: [1, 4_096]) { _ in swatch() } })?.variantCount == 4)
        #expect(throws: PreviewError.duplicateVariant(preview: "Twice", variant: "light-ltr-320-large")) {
            try PreviewRegistry { Preview("Twice", widths: [320, 320]) { _ in swatch() } }
        }
        #expect(throws: PreviewError.unknownSample(preview: "Plain", sample: "Lion")) {
            try PreviewRegistry { Preview("Plain", variants: [PreviewVariant(sample: "Lion")]) { _ in swatch() } }
        }
        #expect(throws: PreviewError.duplicateSample(preview: "Same", sample: "red panda")) {
            try PreviewRegistry { Preview("Same", samples: ["Red panda": 1, "red panda": 2]) { _ in swatch() } }
        }
        let none: KeyValuePairs<String, Int> = [:]
        #expect(throws: PreviewError.noSamples(preview: "None")) {
            try PreviewRegistry { Preview("None", samples: none, variants: [PreviewVariant()]) { _ in swatch() } }
        }
    }

    @Test("Look-up by the preview's identifier and by the variant's; search matches name and group, ignoring case")
    func lookUpAndSearch() throws {
        let compact = true
        let registry = try PreviewRegistry {
            Preview("Photo card", group: "Photos", widths: [320, 390]) { _ in swatch() }
            Preview("Animal row", group: "Animals", directions: [.leftToRight, .rightToLeft]) { _ in swatch() }
            Preview("About", group: "Settings") { _ in swatch() }
            if compact {
                Preview("Sometimes") { _ in swatch() }
            } else {
                Preview("Sometimes", widths: [300]) { _ in swatch() }
            }
            for name in ["Header", "Footer"] {
                Preview(name) { _ in swatch() }
            }
        }
        #expect(registry.previews.map(\.id) == ["photo-card", "animal-row", "about", "sometimes", "header", "footer"])
        #expect(registry.variantCount == 4 + 4 + 2 + 2 + 2 + 2)
        #expect(registry.preview(id: "animal-row")?.name == "Animal row")
        #expect(registry.preview(id: "Animal row") == nil)
        let found = try #require(registry.variant(previewID: "photo-card", variantID: "dark-ltr-320-large"))
        #expect(found.preview.name == "Photo card" && found.variant == PreviewVariant(colorScheme: .dark, width: 320))
        #expect(registry.variant(previewID: "photo-card", variantID: "dark-rtl-320-large") == nil)
        #expect(registry.variant(previewID: "nothing", variantID: "light-ltr-390-large") == nil)
        #expect(registry.search("PHOTO").map(\.name) == ["Photo card"])
        #expect(registry.search("animals").map(\.name) == ["Animal row"])
        #expect(registry.search("o").map(\.name) == ["Photo card", "Animal row", "About", "Sometimes", "Footer"])
        #expect(registry.search("  ").count == 6)
        #expect(registry.search("zebra").isEmpty)
        #expect(registry.groups == ["Photos", "Animals", "Settings"])
    }
}

private extension Layout {
    var firstLabel: LabelComponent? {
        if let label = component as? LabelComponent { return label }
        return children.lazy.compactMap(\.layout.firstLabel).first
    }
}
