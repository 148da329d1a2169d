import Foundation
import Synchronization
import Testing
import ViewTree
@testable import ComponentKit

/// A card whose colours, font and arrangement come from the traits.
struct TraitCard: CompositeComponent {
    var body: some Component {
        StackComponent(axis: .horizontal, spacing: 4) {
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.accent)]), size: ComponentSize(width: 10, height: 10))
            LabelComponent("Card", font: .preferred(.body))
        }
    }
}

/// Counts its renders; reads the traits only when `readsScheme`.
struct SchemeCounter: StatefulComponent, Equatable {
    var scopeKey: String?
    var readsScheme: Bool
    static let renders = Mutex<[String: Int]>([:])
    func body(state: Void, scope: Scope<Void>) -> some Component {
        Self.renders.withLock { $0[scopeKey ?? "", default: 0] += 1 }
        return LabelComponent(AttributedText(readsScheme ? "\(ComponentContext.current.colorScheme)" : "fixed"), color: .black)
    }
}

@MainActor
@Suite("Traits in components: colours, fonts, right to left, hosting views", .serialized)
struct TraitRenderingTests {
    let measured = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    private func layout(_ component: some Component, _ traits: TraitCollection, width: CGFloat = 200) -> Layout {
        var context = measured
        context.componentContext.traits = traits
        return ScopeRoot(baseContext: context).render { component.layout(constrainedTo: .flexibleHeight(width: width), context: $0) }
    }

    private func leaves(_ layout: Layout, at origin: CGPoint = .zero) -> [(any Component, CGRect)] {
        if layout.children.isEmpty { return [(layout.component, CGRect(origin: origin, size: layout.size))] }
        return layout.children.flatMap { leaves($0.layout, at: CGPoint(x: origin.x + $0.position.x, y: origin.y + $0.position.y)) }
    }

    @Test("Semantic colours and preferred fonts resolve for the traits of the tree being built")
    func coloursAndFonts() throws {
        let light = leaves(layout(TraitCard(), TraitCollection()))
        let dark = leaves(layout(TraitCard(), TraitCollection(colorScheme: .dark, contentSizeCategory: .accessibilityMedium)))
        let lightLabel = try #require(light[1].0 as? LabelComponent)
        let darkLabel = try #require(dark[1].0 as? LabelComponent)
        #expect(lightLabel.color == .black && darkLabel.color == .white)
        #expect(lightLabel.font.size == 17 && darkLabel.font.size == 28)
        #expect(dark[1].1.height == 35, "the bigger text is measured bigger")
        let swatch = try #require(dark[0].0 as? ViewComponent)
        #expect(swatch.viewConfiguration.attributes.contains(ViewAttribute(.backgroundColor(SemanticColor.tint.resolved(colorScheme: .dark)))))
    }

    @Test("Right to left, rows run from the right, leading insets are on the right and labels write right to left")
    func rightToLeft() throws {
        let card = InsetComponent(insets: DirectionalEdgeInsets(leading: 20, trailing: 5)) { TraitCard() }
        let ltr = leaves(layout(card, TraitCollection()))
        let rtl = leaves(layout(card, TraitCollection(layoutDirection: .rightToLeft)))
        #expect(ltr.map(\.1.minX) == [20, 34])
        // 200 wide, 20 leading inset on the right: the swatch ends at 180, the label left of it.
        #expect(rtl.map(\.1.maxX) == [180, 166])
        let label = try #require(rtl[1].0 as? LabelComponent)
        #expect(label.writingDirection == .rightToLeft)
        #expect(label.viewConfiguration.attributes.contains(ViewAttribute(.writingDirection(.rightToLeft))))
        #expect(label.layoutRequest(maxWidth: 100).writingDirection == .rightToLeft)
        #expect(try #require(ltr[1].0 as? LabelComponent).viewConfiguration.attributes.allSatisfy { $0.identifier != "writingDirection" })
    }

    @Test("A flexbox with its own direction keeps it in a right-to-left tree")
    func explicitDirectionWins() {
        let row = FlexboxComponent(direction: .row, layoutDirection: .ltr) {
            ViewComponent(size: ComponentSize(width: 10, height: 10))
            ViewComponent(size: ComponentSize(width: 10, height: 10))
        }
        #expect(leaves(layout(row, TraitCollection(layoutDirection: .rightToLeft))).map(\.1.minX) == [0, 10])
    }

    @Test("A hosting view renders again with its window's new traits, reusing what read no changed trait")
    func hostingViewFollowsWindow() throws {
        SchemeCounter.renders.withLock { $0 = [:] }
        let provider = ComponentProvider<Int, Void> { _, _ in
            StackComponent(axis: .vertical) {
                SchemeCounter(scopeKey: "reader", readsScheme: true)
                SchemeCounter(scopeKey: "other", readsScheme: false)
            }
        }
        let window = Window(size: CGSize(width: 200, height: 100))
        let host = HostingView(provider: provider, context: (), layoutContext: measured, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        try window.rootView.addSubview(host)
        host.update(model: 1)
        let texts = { host.subtree.compactMap { ($0 as? Label)?.text.string } }
        #expect(texts() == ["light", "fixed"])
        window.traitCollection = TraitCollection(colorScheme: .dark)
        #expect(texts() == ["dark", "fixed"])
        #expect(SchemeCounter.renders.withLock { $0 } == ["reader": 2, "other": 1])
        window.traitCollection = TraitCollection(colorScheme: .dark, contentSizeCategory: .extraLarge)
        #expect(SchemeCounter.renders.withLock { $0 } == ["reader": 2, "other": 1], "a text size change touches neither")
    }
}
