import Foundation
import Testing
@testable import ComponentKit

@Suite("Flexbox and stack components")
struct FlexboxComponentTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func box(_ width: CGFloat, _ height: CGFloat) -> ViewComponent {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]), size: ComponentSize(width: .points(width), height: .points(height)))
    }

    @Test("A row with spacing, a growing child and centered items")
    func row() {
        let layout = FlexboxComponent(direction: .row, alignItems: .center, spacing: 10, padding: EdgeInsets(all: 5)) {
            box(20, 20)
            ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(height: 10)).flexGrow()
            box(30, 40)
        }.layout(constrainedTo: .flexibleHeight(width: 200), context: context)
        #expect(layout.dump() == """
            FlexboxComponent (0, 0) 200×50
              ViewComponent [View] (5, 15) 20×20
              ViewComponent [View] (35, 20) 120×10
              ViewComponent [View] (165, 5) 30×40
            """)
    }

    @Test("A label in a row shrinks and wraps to the space left")
    func textShrinks() {
        let layout = FlexboxComponent(direction: .row, alignItems: .flexStart) {
            box(50, 10)
            LabelComponent(AttributedText(String(repeating: "w", count: 30)), font: .system(size: 10)).flexShrink()
        }.layout(constrainedTo: .flexibleHeight(width: 110), context: context)
        let label = layout.children[1]
        #expect(label.position == CGPoint(x: 50, y: 0))
        #expect(label.layout.size == CGSize(width: 60, height: 38), "10 characters per 60-point line, 3 lines")
        #expect(layout.size == CGSize(width: 110, height: 38))
    }

    @Test("Wrapping, spacing before and after, absolute children and z-order")
    func options() {
        let layout = FlexboxComponent(direction: .row, wrap: .wrap, spacing: 0, lineSpacing: 5) {
            box(40, 10).flexItem { $0.spacingBefore = 5; $0.spacingAfter = 5; $0.zIndex = 1 }
            box(40, 10)
            box(40, 10)
            box(8, 8).absolutePosition(top: 2, right: 2)
        }.layout(constrainedTo: .flexibleHeight(width: 100), context: context)
        let frames = layout.children.map { CGRect(origin: $0.position, size: $0.layout.size) }
        #expect(frames == [
            CGRect(x: 50, y: 0, width: 40, height: 10),
            CGRect(x: 0, y: 15, width: 40, height: 10),
            CGRect(x: 90, y: 2, width: 8, height: 8),
            CGRect(x: 5, y: 0, width: 40, height: 10),
        ], "the z-index 1 child mounts last")
        #expect(layout.size == CGSize(width: 100, height: 25))
    }

    @Test("Percent sizes resolve against the container; the container's own size applies")
    func percentAndSize() {
        let layout = FlexboxComponent(size: ComponentSize(width: 300, height: 100), direction: .row) {
            ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: .percent(25)))
            ViewComponent(view: ViewConfiguration(View.self)).flexGrow()
        }.layout(constrainedTo: .unconstrained, context: context)
        #expect(layout.size == CGSize(width: 300, height: 100))
        #expect(layout.children.map(\.layout.size) == [CGSize(width: 75, height: 100), CGSize(width: 225, height: 100)])
    }

    @Test("A vertical stack is a column flexbox")
    func stack() {
        let layout = StackComponent(axis: .vertical, spacing: 4, alignItems: .flexStart) {
            LabelComponent("Title", font: .system(size: 10))
            LabelComponent("Subtitle", font: .system(size: 10))
        }.layout(constrainedTo: .flexibleHeight(width: 100), context: context)
        #expect(layout.dump() == """
            StackComponent (0, 0) 100×30
              FlexboxComponent (0, 0) 100×30
                LabelComponent [Label] (0, 0) 30×13
                LabelComponent [Label] (0, 17) 48×13
            """)
    }
}
