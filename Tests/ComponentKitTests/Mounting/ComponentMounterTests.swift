import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Mounting")
struct ComponentMounterTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    /// A list of fixed-size rows: a card view holding a label and an image.
    func list(titles: [String], background: Color = .white) throws -> any Component {
        try StaticLayoutComponent(children: titles.enumerated().map { index, title in
            .init(position: CGPoint(x: 0, y: CGFloat(index) * 50), row(title: title, background: background))
        })
    }

    func row(title: String, background: Color) -> any Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(background)]), insets: EdgeInsets(all: 5),
            child: try! StaticLayoutComponent(children: [
                .init(position: .zero, ImageComponent(.filled(with: .red, size: CGSize(width: 40, height: 40)))),
                .init(position: CGPoint(x: 50, y: 10), LabelComponent(AttributedText(title), font: .system(size: 10), size: ComponentSize(width: 200, height: 20))),
            ]))
    }

    func mount(_ component: any Component, with mounter: ComponentMounter, in window: Window) -> MountStatistics {
        mounter.mount(component.layout(constrainedTo: .upTo(window.size), context: context), in: window.rootView)
    }

    @Test("The first mount creates a view per component with a view, at its laid-out frame")
    func firstMount() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let statistics = mount(try list(titles: ["a", "b"]), with: ComponentMounter(), in: window)
        #expect(statistics.created == 6 && statistics.reused == 0)
        #expect(window.rootView.dump() == """
            view (0, 0, 300, 400)
              view (0, 0, 260, 50) backgroundColor=#FFFFFFFF
                image (5, 5, 40, 40) image=40×40@1x
                label (55, 15, 200, 20) text="a" font=DejaVu Sans 10.0pt w400 numberOfLines=0
              view (0, 50, 260, 50) backgroundColor=#FFFFFFFF
                image (5, 5, 40, 40) image=40×40@1x
                label (55, 15, 200, 20) text="b" font=DejaVu Sans 10.0pt w400 numberOfLines=0
            """)
    }

    @Test("Remounting an identical tree changes no view")
    func identicalRemount() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let mounter = ComponentMounter()
        _ = mount(try list(titles: ["a", "b", "c"]), with: mounter, in: window)
        _ = window.takeTransaction()
        let statistics = mount(try list(titles: ["a", "b", "c"]), with: mounter, in: window)
        #expect(statistics.mutationCount == 0)
        #expect(statistics.reused == 9)
        #expect(window.takeTransaction().mutations.isEmpty)
    }

    @Test("Changing one label's text is exactly one attribute set")
    func oneChange() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let mounter = ComponentMounter()
        _ = mount(try list(titles: ["a", "b", "c"]), with: mounter, in: window)
        _ = window.takeTransaction()
        let statistics = mount(try list(titles: ["a", "B", "c"]), with: mounter, in: window)
        #expect(statistics.mutationCount == 1 && statistics.attributeSets == 1)
        let mutations = window.takeTransaction().mutations
        #expect(mutations.count == 1)
        guard case .set(_, .text("B")) = mutations.first else {
            Issue.record("expected one text set, got \(mutations)")
            return
        }
    }

    @Test("Removed components' views are hidden, then shown again for new ones")
    func hideAndReuse() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let mounter = ComponentMounter()
        _ = mount(try list(titles: ["a", "b", "c"]), with: mounter, in: window)
        let shrink = mount(try list(titles: ["a"]), with: mounter, in: window)
        #expect(shrink.hides == 2 && shrink.created == 0)
        #expect(window.rootView.subviews.filter(\.isHidden).count == 2)
        let grow = mount(try list(titles: ["a", "x", "y"]), with: mounter, in: window)
        #expect(grow.unhides == 2 && grow.created == 0)
        #expect(window.rootView.subviews.allSatisfy { !$0.isHidden })
    }

    @Test("A reused view has attributes the new component lacks unapplied")
    func unapplyOnReuse() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let red = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red), .cornerRadius(4)]), size: ComponentSize(width: 10, height: 10))
        let plain = ViewComponent(view: ViewConfiguration(View.self, [.cornerRadius(4)]), size: ComponentSize(width: 10, height: 10))
        _ = mount(red, with: mounter, in: window)
        let view = window.rootView.subviews[0]
        #expect(view.backgroundColor == .red)
        let statistics = mount(plain, with: mounter, in: window)
        #expect(window.rootView.subviews.count == 1 && window.rootView.subviews[0] === view)
        #expect(statistics.unapplies == 1 && statistics.attributeSets == 0)
        #expect(view.backgroundColor == nil && view.cornerRadius == 4)
    }

    @Test("Views are recycled only between matching recycle keys")
    func recycleKeys() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        func tagged(_ tag: Int) -> ViewComponent {
            ViewComponent(
                view: ViewConfiguration(View.self, [.custom("tag", tag, apply: { view, tag in view.accessibilityIdentifier = "\(tag)" })]),
                size: ComponentSize(width: 10, height: 10))
        }
        _ = mount(tagged(1), with: mounter, in: window)
        let first = window.rootView.subviews[0]
        let statistics = mount(tagged(2), with: mounter, in: window)
        #expect(statistics.created == 1 && statistics.hides == 1, "no unapply: a different value needs another view")
        #expect(first.isHidden && window.rootView.subviews[1].accessibilityIdentifier == "2")
        let back = mount(tagged(1), with: mounter, in: window)
        #expect(back.created == 0 && back.unhides == 1 && back.attributeSets == 1, "re-applied after reuse preparation")
        #expect(!first.isHidden)

        let labelKey = ViewConfiguration(Label.self, [.text("a")]).recycleKey
        #expect(labelKey == ViewConfiguration(Label.self, [.text("b")]).recycleKey, "attributes with unapply do not split keys")
        #expect(labelKey != ViewConfiguration(View.self).recycleKey)
        #expect(labelKey == "ViewTree.Label", "the qualified class name")
        // One attribute per identifier, the last given winning, in the place of the first.
        let repeated = ViewConfiguration(View.self, [.backgroundColor(.red), .alpha(0.5), .backgroundColor(.blue)])
        #expect(repeated.attributes.map(\.identifier) == ViewConfiguration(View.self, [.backgroundColor(.blue), .alpha(0.5)]).attributes.map(\.identifier))
        #expect(repeated == ViewConfiguration(View.self, [.backgroundColor(.blue), .alpha(0.5)]))
    }

    @Test("Attributes without an unapply join the recycle key, sorted; values compare alike however they were made")
    func recycleKeyParts() {
        func badge(_ count: Int, _ style: String) -> ViewConfiguration {
            ViewConfiguration(View.self, [
                .custom("style", style, apply: { _, _ in }), .custom("count", count, apply: { _, _ in }), .alpha(0.5),
            ])
        }
        #expect(badge(3, "round").recycleKey == "ViewTree.View|count=3|style=round")
        #expect(badge(3, "round").poolKey == badge(3, "round").poolKey)
        #expect(badge(3, "round").poolKey != badge(4, "round").poolKey)
        #expect(ViewConfiguration(View.self).poolKey != ViewConfiguration(Label.self).poolKey)
        #expect(ViewConfiguration.none.recycleKey.isEmpty)

        // A property kept unboxed equals (and hashes as) the same property boxed.
        let stored = ViewConfiguration(Label.self, [.text("a")]).attributes[0].value
        let boxed = AnyAttributeValue(ViewProperty.text("a"))
        #expect(stored == boxed && boxed == stored && stored.hashValue == boxed.hashValue)
        #expect(stored != AnyAttributeValue(ViewProperty.text("b")) && stored != AnyAttributeValue("a"))
        #expect(stored.value(as: ViewProperty.self) == .text("a") && boxed.value(as: String.self) == nil)
    }

    @Test("View-less components pass their offsets to their children's views")
    func offsets() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let leaf = ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 5, height: 5))
        let nested = InsetComponent(insets: EdgeInsets(top: 10, left: 20, bottom: 0, right: 0),
                                    child: InsetComponent(insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 0), child: leaf))
        _ = mount(nested, with: ComponentMounter(), in: window)
        #expect(window.rootView.subviews.map(\.frame) == [CGRect(x: 22, y: 11, width: 5, height: 5)])
    }

    @Test("Reordered children are moved so views stay in mount order")
    func ordering() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let mounter = ComponentMounter()
        let label = LabelComponent("L", size: ComponentSize(width: 10, height: 10))
        let image = ImageComponent(nil, size: ComponentSize(width: 10, height: 10))
        _ = mount(try StaticLayoutComponent(children: [.init(position: .zero, label), .init(position: .zero, image)]), with: mounter, in: window)
        #expect(window.rootView.subviews.map { type(of: $0).kind } == [.label, .image])
        let statistics = mount(try StaticLayoutComponent(children: [.init(position: .zero, image), .init(position: .zero, label)]), with: mounter, in: window)
        #expect(statistics.moves == 1 && statistics.created == 0)
        #expect(window.rootView.subviews.map { type(of: $0).kind } == [.image, .label])
    }

    @Test("A button component's action fires on touch-up-inside and survives remounts unchanged")
    func buttonAction() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let mounter = ComponentMounter()
        var taps = 0
        let counter = TapCounter { taps += 1 }
        let button = ButtonComponent(title: "Go", action: ControlAction("go") { counter.tap() })
        _ = mount(button, with: mounter, in: window)
        let view = window.rootView.subviews[0] as! Button
        #expect(view.currentTitle == "Go" && view.frame.size == CGSize(width: 42, height: 35))
        window.send(PointerEvent(.down, at: CGPoint(x: 5, y: 5), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 5, y: 5), time: 0.1))
        #expect(taps == 1)
        let again = mount(button, with: mounter, in: window)
        #expect(again.mutationCount == 0)
        let disabled = ButtonComponent(titles: [.normal: "Go"], isEnabled: false, action: ControlAction("go") { counter.tap() })
        _ = mount(disabled, with: mounter, in: window)
        window.send(PointerEvent(.down, at: CGPoint(x: 5, y: 5), time: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 5, y: 5), time: 1.1))
        #expect(taps == 1 && !view.isEnabled)
    }
}

/// Counts taps on the main actor for action tests.
@MainActor
final class TapCounter: Sendable {
    let onTap: @MainActor () -> Void
    init(onTap: @escaping @MainActor () -> Void) { self.onTap = onTap }
    func tap() { onTap() }
}

@MainActor
@Suite("Mounting shared subtrees")
struct SharedSubtreeMountingTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func card(_ title: String) -> any Component {
        InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 2),
                       child: LabelComponent(AttributedText(title), size: ComponentSize(width: 50, height: 10)))
    }

    @Test("A subtree shared with the last mount is skipped; a moved one only gets its frame")
    func sharedSubtree() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let mounter = ComponentMounter()
        let first = card("a").layout(constrainedTo: .unconstrained, context: context)
        let second = card("b").layout(constrainedTo: .unconstrained, context: context)
        let root = Layout(component: ViewComponent(), size: CGSize(width: 200, height: 200), children: [
            .init(position: .zero, layout: first), .init(position: CGPoint(x: 0, y: 20), layout: second),
        ])
        _ = mounter.mount(root, in: window.rootView)
        _ = window.takeTransaction()
        let moved = root.replacingChild(at: 1, with: .init(position: CGPoint(x: 0, y: 40), layout: second))
        let statistics = mounter.mount(moved, in: window.rootView)
        #expect(statistics.mutationCount == 1 && statistics.frames == 1)
        #expect(window.takeTransaction().mutations.count == 1)
    }

    @Test("A view hidden for reuse gets every attribute again when its layout comes back")
    func hiddenThenBack() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let mounter = ComponentMounter()
        let layout = card("a").layout(constrainedTo: .unconstrained, context: context)
        let empty = Layout(component: ViewComponent(), size: .zero)
        _ = mounter.mount(layout, in: window.rootView)
        let cardView = window.rootView.subviews[0]
        _ = mounter.mount(empty, in: window.rootView)
        #expect(cardView.isHidden)
        cardView.backgroundColor = .red  // what a reuse could have changed
        let back = mounter.mount(layout, in: window.rootView)
        #expect(!cardView.isHidden && back.unhides == 1)
        #expect(mounter.component(mountedOn: cardView) != nil)
        #expect(back.attributeSets == 1 && cardView.backgroundColor == .white, "prepareForReuse may have reset anything")
    }
}
