import ComponentKit
import ComponentKitLists
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Themes and traits")
struct ThemesAndTraitsTests {
    private func leaves(_ layout: Layout) -> [any Component] {
        layout.children.isEmpty ? [layout.component] : layout.children.flatMap { leaves($0.layout) }
    }

    private func origins(_ layout: Layout, at origin: CGPoint = .zero) -> [CGPoint] {
        if layout.children.isEmpty { return [origin] }
        return layout.children.flatMap { origins($0.layout, at: CGPoint(x: origin.x + $0.position.x, y: origin.y + $0.position.y)) }
    }

    private func backgrounds(_ layout: Layout) -> [Color] {
        var found: [Color] = []
        func visit(_ layout: Layout) {
            for attribute in layout.component.viewConfiguration.attributes {
                if case let .backgroundColor(color?)? = attribute.value.value(as: ViewProperty.self) { found.append(color) }
            }
            layout.children.forEach { visit($0.layout) }
        }
        visit(layout)
        return found
    }

    @Test("Providers shadow the default for their subtree only")
    func providers() {
        let layout = ThemesAndTraits.providers().layout(constrainedTo: .flexibleHeight(width: 300), context: LayoutContext())
        let standard = ThemesAndTraits.Theme.standard.accent, holiday = ThemesAndTraits.Theme.holiday.accent
        #expect(backgrounds(layout) == [standard, holiday, holiday, standard])
        let festive = ThemesAndTraits.modifier().layout(constrainedTo: .unconstrained, context: LayoutContext())
        #expect(backgrounds(festive) == [holiday])
    }

    @Test("The row resolves its colours and fonts for the traits, and stacks stats at accessibility sizes")
    func semanticRow() throws {
        var dark = LayoutContext()
        dark.componentContext.traits = TraitCollection(colorScheme: .dark, contentSizeCategory: .accessibilityMedium)
        let row = ThemesAndTraits.AnimalRow(name: "Lion", species: "Panthera leo")
        let rowLayout = row.layout(constrainedTo: .flexibleHeight(width: 390), context: dark)
        let labels = leaves(rowLayout).compactMap { $0 as? LabelComponent }
        try #require(labels.count == 3, "\(rowLayout.dump())")
        #expect(labels.map(\.color) == [.white, SemanticColor.secondaryLabel.resolved(colorScheme: .dark), SemanticColor.tint.resolved(colorScheme: .dark)])
        #expect(labels[0].font == .system(size: 28, weight: .semibold))

        let stat = ThemesAndTraits.Stat(title: "Population", value: "20,000")
        let wide = stat.layout(constrainedTo: .flexibleHeight(width: 390), context: LayoutContext())
        let tall = stat.layout(constrainedTo: .flexibleHeight(width: 390), context: dark)
        #expect(origins(wide).map(\.y) == [0, 0], "side by side")
        #expect(origins(tall).map(\.x) == [0, 0], "stacked")
    }

    @Test("The window sample is dark with extra-extra-large text; the right-to-left card puts the name on the right")
    func windowAndDirection() throws {
        let window = ThemesAndTraits.window()
        #expect(window.traitCollection.colorScheme == .dark && window.traitCollection.contentSizeCategory == .extraExtraLarge)
        let layout = ThemesAndTraits.rightToLeft().layout(constrainedTo: .flexibleHeight(width: 390), context: LayoutContext())
        let name = try #require(leaves(layout).first as? LabelComponent)
        #expect(name.writingDirection == .rightToLeft)
        let context = ThemesAndTraits.explicitContext()
        #expect(context.componentContext.layoutDirection == .rightToLeft && context.componentContext.theme == .holiday)
    }
}
