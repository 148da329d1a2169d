import Foundation
import Testing
@testable import ComponentKit

@Suite("Layout components")
struct LayoutComponentTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func box(_ width: CGFloat, _ height: CGFloat) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]), size: ComponentSize(width: .points(width), height: .points(height)))
    }

    @Test("Inset adds the insets around the child and offsets it")
    func inset() {
        let layout = InsetComponent(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: box(10, 10))
            .layout(constrainedTo: .unconstrained, context: context)
        #expect(layout.dump() == """
            InsetComponent (0, 0) 16×14
              ViewComponent [View] (2, 1) 10×10
            """)
    }

    @Test("Inset shrinks the child's range by the insets")
    func insetConstrains() {
        let layout = InsetComponent(insets: EdgeInsets(all: 10), child: ViewComponent(view: .none))
            .layout(constrainedTo: .exactly(CGSize(width: 100, height: 50)), context: context)
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(layout.children[0].layout.size == CGSize(width: 80, height: 30))
    }

    @Test("Infinite insets center the child, or pin it to the finite side")
    func infiniteInsets() {
        let centered = InsetComponent(insets: EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity), child: box(10, 10))
            .layout(constrainedTo: .exactly(CGSize(width: 100, height: 50)), context: context)
        #expect(centered.children[0].position == CGPoint(x: 45, y: 20))
        let pinned = InsetComponent(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 5), child: box(10, 10))
            .layout(constrainedTo: .exactly(CGSize(width: 100, height: 50)), context: context)
        #expect(pinned.children[0].position == CGPoint(x: 85, y: 0))
        #expect(pinned.children[0].layout.size.width == 10)
    }

    @Test("Center centers on the chosen axes and shrinks with sizing options")
    func center() {
        let range = SizeRange.exactly(CGSize(width: 100, height: 60))
        let both = CenterComponent(centering: .xy, child: box(20, 10)).layout(constrainedTo: range, context: context)
        #expect(both.dump() == """
            CenterComponent (0, 0) 100×60
              ViewComponent [View] (40, 25) 20×10
            """)
        let onlyX = CenterComponent(centering: .x, child: box(20, 10)).layout(constrainedTo: .upTo(CGSize(width: 100, height: 60)), context: context)
        #expect(onlyX.children[0].position == CGPoint(x: 40, y: 0))
        let shrunk = CenterComponent(centering: .xy, sizing: .minimumY, child: box(20, 10))
            .layout(constrainedTo: .upTo(CGSize(width: 100, height: 60)), context: context)
        #expect(shrunk.size == CGSize(width: 100, height: 10))
        let unbounded = CenterComponent(child: box(20, 10)).layout(constrainedTo: .unconstrained, context: context)
        #expect(unbounded.size == CGSize(width: 20, height: 10))
    }

    @Test("Background and overlay stretch to the main component, behind and in front")
    func backgroundAndOverlay() {
        let label = LabelComponent("Tag", font: .system(size: 10))
        let plate = ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.blue)]))
        let background = BackgroundComponent(InsetComponent(insets: EdgeInsets(all: 4), child: label), background: plate)
            .layout(constrainedTo: .unconstrained, context: context)
        #expect(background.dump() == """
            BackgroundComponent (0, 0) 26×21
              ViewComponent [View] (0, 0) 26×21
              InsetComponent (0, 0) 26×21
                LabelComponent [Label] (4, 4) 18×13
            """)
        let overlay = OverlayComponent(box(30, 20), overlay: plate).layout(constrainedTo: .unconstrained, context: context)
        #expect(overlay.children.map(\.layout.size) == [CGSize(width: 30, height: 20), CGSize(width: 30, height: 20)])
        #expect(overlay.children[1].layout.component.viewConfiguration.attributes.first?.description.contains("backgroundColor") == true)
    }

    @Test("Background and overlay take nil as ComponentKit does: no background, or nothing at all")
    func optionalChildren() throws {
        let range = try SizeRange(min: CGSize(width: 5, height: 5), max: CGSize(width: 100, height: 100))
        let alone = BackgroundComponent(box(10, 20), background: nil).layout(constrainedTo: range, context: context)
        #expect(alone.size == CGSize(width: 10, height: 20) && alone.children.count == 1)
        let bare = OverlayComponent(box(10, 20), overlay: nil).layout(constrainedTo: range, context: context)
        #expect(bare.size == CGSize(width: 10, height: 20) && bare.children.count == 1)
        let noComponent: (any Component)? = nil
        let empty = BackgroundComponent(noComponent, background: box(1, 1)).layout(constrainedTo: range, context: context)
        #expect(empty.size == CGSize(width: 5, height: 5))
        #expect(empty.children.count == 1 && empty.children[0].layout.component is EmptyComponent,
                "no component: nothing to size the background to, so it is dropped")
    }

    @Test("A stack aligns children to the start of the cross axis unless told to stretch, as ComponentKit's does")
    func stackAlignsToStart() {
        let range = SizeRange.exactly(CGSize(width: 200, height: 100))
        // A stack is a composite: its one child is the flexbox it is made of.
        let stack = StackComponent(spacing: 5) { box(50, 10); box(80, 10) }.layout(constrainedTo: range, context: context).children[0].layout
        #expect(stack.children.map(\.layout.size.width) == [50, 80])
        #expect(stack.children.map(\.position) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 15)])
        let stretched = StackComponent(alignItems: .stretch) { ViewComponent(view: .none, size: ComponentSize(height: 10)) }
            .layout(constrainedTo: range, context: context)
        #expect(stretched.children[0].layout.children[0].layout.size.width == 200)
        let flexbox = FlexboxComponent(direction: .column) { ViewComponent(view: .none, size: ComponentSize(height: 10)) }
            .layout(constrainedTo: range, context: context)
        #expect(flexbox.children[0].layout.size.width == 200, "a flexbox keeps CSS's stretch")
    }

    @Test("Ratio picks the size closest to height/width within the constraint")
    func ratio() throws {
        let flexible = ViewComponent(view: ViewConfiguration(View.self))
        let wide = try RatioComponent(ratio: 0.5, child: flexible).layout(constrainedTo: .flexibleHeight(width: 200), context: context)
        #expect(wide.size == CGSize(width: 200, height: 100))
        let capped = try RatioComponent(ratio: 2, child: flexible)
            .layout(constrainedTo: .upTo(CGSize(width: 100, height: 100)), context: context)
        #expect(capped.size == CGSize(width: 50, height: 100))
        let unbounded = try RatioComponent(ratio: 2, child: box(10, 10)).layout(constrainedTo: .unconstrained, context: context)
        #expect(unbounded.size == CGSize(width: 10, height: 10), "no finite maximum: the constraint passes through")
        #expect(throws: LayoutComponentError.invalidRatio(0)) { try RatioComponent(ratio: 0, child: flexible) }
        let nanError = #expect(throws: LayoutComponentError.self) { try RatioComponent(ratio: .nan, child: flexible) }
        guard case let .invalidRatio(value)? = nanError else { Issue.record("expected invalidRatio"); return }
        #expect(value.isNaN)
    }

    @Test("Static layout places children where told and sizes to their union")
    func staticLayout() throws {
        let layout = try StaticLayoutComponent(children: [
            .init(position: CGPoint(x: 0, y: 0), box(40, 40)),
            .init(position: CGPoint(x: 30, y: -5), box(20, 20)),
            .init(position: CGPoint(x: 5, y: 50), sizeRange: .exactly(CGSize(width: 10, height: 5)), ViewComponent(view: .none)),
        ]).layout(constrainedTo: .unconstrained, context: context)
        #expect(layout.dump() == """
            StaticLayoutComponent (0, 0) 50×55
              ViewComponent [View] (0, 0) 40×40
              ViewComponent [View] (30, -5) 20×20
              ViewComponent (5, 50) 10×5
            """)
        let error = #expect(throws: LayoutComponentError.self) {
            try StaticLayoutComponent(children: [.init(position: .zero, box(1, 1)), .init(position: CGPoint(x: CGFloat.nan, y: 0), box(1, 1))])
        }
        guard case let .invalidPosition(index, position)? = error else { Issue.record("expected invalidPosition"); return }
        #expect(index == 1 && position.x.isNaN)
    }

    @Test("Labels take their measured size, wrapped to the width and limited in lines")
    func labels() {
        let text = AttributedText(String(repeating: "x", count: 30))
        let oneLine = LabelComponent(text, font: .system(size: 10)).layout(constrainedTo: .unconstrained, context: context)
        #expect(oneLine.size == CGSize(width: 180, height: 13))
        let wrapped = LabelComponent(text, font: .system(size: 10)).layout(constrainedTo: .upTo(CGSize(width: 60, height: 1000)), context: context)
        #expect(wrapped.size == CGSize(width: 60, height: 38))
        let limited = LabelComponent(text, font: .system(size: 10), numberOfLines: 2)
            .layout(constrainedTo: .upTo(CGSize(width: 60, height: 1000)), context: context)
        #expect(limited.size == CGSize(width: 60, height: 25))
    }

    @Test("A composite is as large as its body and may add a size of its own")
    func composite() {
        struct Card: CompositeComponent {
            var componentSize: ComponentSize { ComponentSize(width: .percent(50)) }
            var body: some Component {
                InsetComponent(insets: EdgeInsets(all: 5), child: LabelComponent("Hi", font: .system(size: 10)))
            }
        }
        let layout = Card().layout(constrainedTo: .unconstrained, parentSize: CGSize(width: 300, height: CGFloat.nan), context: context)
        #expect(layout.dump() == """
            Card (0, 0) 150×23
              InsetComponent (0, 0) 150×23
                LabelComponent [Label] (5, 5) 140×13
            """, "an exact width passes down: the label fills what the inset leaves")
    }

    @Test("Images default to their own size in points")
    func images() {
        let image = Image.filled(with: .red, size: CGSize(width: 30, height: 20), scale: 2)
        #expect(ImageComponent(image).layout(constrainedTo: .unconstrained, context: context).size == CGSize(width: 30, height: 20))
        #expect(ImageComponent(image, size: ComponentSize(width: 10, height: 10)).layout(constrainedTo: .unconstrained, context: context).size
            == CGSize(width: 10, height: 10))
    }
}

@Suite("Label truncation strings")
struct LabelTruncationTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    @Test("Text cut at the line limit ends with the truncation string after as much text as fits")
    func customTruncation() throws {
        let label = LabelComponent("abcdefghij klmnopqrstuvwxyz", font: .system(size: 10), numberOfLines: 1,
                                   truncationString: AttributedText(" more", color: .blue))
        let layout = label.layout(constrainedTo: .upTo(CGSize(width: 60, height: 100)), context: context)
        let shown = try #require(layout.component as? LabelComponent)
        #expect(shown.text.string == "abcde more")
        #expect(shown.text.runs.last?.color == .blue)
        #expect(layout.size == CGSize(width: 60, height: 13))
        let fitting = LabelComponent("short", font: .system(size: 10), numberOfLines: 1, truncationString: " more")
            .layout(constrainedTo: .upTo(CGSize(width: 60, height: 100)), context: context)
        #expect((fitting.component as? LabelComponent)?.text.string == "short")
    }

    @Test("Two lines keep two lines' worth of text before the string")
    func twoLines() throws {
        let label = LabelComponent(AttributedText(String(repeating: "x", count: 40)), font: .system(size: 10), numberOfLines: 2,
                                   truncationString: "…")
        let layout = label.layout(constrainedTo: .upTo(CGSize(width: 60, height: 100)), context: context)
        let shown = try #require(layout.component as? LabelComponent)
        #expect(shown.text.string == String(repeating: "x", count: 19) + "…")
        #expect(layout.size.height == 25)
    }
}
