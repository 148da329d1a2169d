import ComponentKit
import Foundation
import Testing

/// Baselines of laid-out components (``Layout/baselines(in:)``) and flexbox
/// alignment by them. The grid measurer's lines are 1.25 × the font size
/// tall with the baseline at the font size, so the figures are exact.
@Suite("Baselines: text components expose them, composites forward them, flexboxes align by them")
struct BaselineTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    @Test("A label's first and last baselines are its text's, where its view draws the text")
    func label() throws {
        let one = LabelComponent("Hello", font: .system(size: 20)).layout(constrainedTo: .unconstrained, context: context)
        #expect(one.baselines(in: context) == LayoutBaselines(first: 20, last: 20))
        // Ten characters of 12 points in 60: two lines of 25.
        let two = LabelComponent("HelloWorld", font: .system(size: 20))
            .layout(constrainedTo: try SizeRange(min: .zero, max: CGSize(width: 60, height: CGFloat.infinity)), context: context)
        #expect(two.size == CGSize(width: 60, height: 50))
        #expect(two.baselines(in: context) == LayoutBaselines(first: 20, last: 45))
        // Taller than its text: centered, as UILabel draws it.
        let tall = LabelComponent("Hi", font: .system(size: 20), size: ComponentSize(height: 45))
            .layout(constrainedTo: .unconstrained, context: context)
        #expect(tall.baselines(in: context) == LayoutBaselines(first: 30, last: 30))
    }

    @Test("Buttons and text fields have the baseline of their one line of text; empty labels and plain views have none")
    func buttonsAndFields() {
        // 20-point title (25 tall) in 8-point insets: 41 tall, the line from 8.
        let button = ButtonComponent(titles: [.normal: "Go"], font: .system(size: 20)).layout(constrainedTo: .unconstrained, context: context)
        #expect(button.size.height == 41)
        #expect(button.baselines(in: context)?.first == 28)
        let field = TextFieldComponent(options: TextInputOptions(font: .system(size: 20)))
            .layout(constrainedTo: .unconstrained, context: context)
        // A 25-point line, centered between 6-point insets in a 37-point field.
        #expect(field.size.height == 37)
        #expect(field.baselines(in: context)?.first == 26)
        #expect(LabelComponent("").layout(constrainedTo: .unconstrained, context: context).baselines(in: context) == nil)
        let plain = ViewComponent(size: ComponentSize(width: 10, height: 10)).layout(constrainedTo: .unconstrained, context: context)
        #expect(plain.baselines(in: context) == nil)
    }

    @Test("A composite forwards its body's baselines; a column gives its first line's and its last line's")
    func forwarding() {
        let inset = Inset7(child: LabelComponent("Hello", font: .system(size: 20))).layout(constrainedTo: .unconstrained, context: context)
        #expect(inset.baselines(in: context) == LayoutBaselines(first: 27, last: 27))
        let column = StackComponent(axis: .vertical, spacing: 5) {
            ViewComponent(size: ComponentSize(width: 10, height: 10))
            LabelComponent("Title", font: .system(size: 20))
            LabelComponent("Caption", font: .system(size: 8))
        }.layout(constrainedTo: .unconstrained, context: context)
        // Title at 15 (after the view and the spacing), caption at 15 + 25 + 5 = 45, 10 tall with its baseline at 8.
        #expect(column.baselines(in: context) == LayoutBaselines(first: 35, last: 53))
    }

    @Test("A row aligned by baseline lines up the first lines of labels, buttons, fields and columns of different sizes")
    func rowAlignment() throws {
        let row = StackComponent(axis: .horizontal, spacing: 4, alignItems: .baseline) {
            LabelComponent("Big", font: .system(size: 40))
            LabelComponent("small", font: .system(size: 8))
            ButtonComponent(titles: [.normal: "Go"], font: .system(size: 20))
            TextFieldComponent(options: TextInputOptions(font: .system(size: 12)))
            StackComponent(axis: .vertical) {
                LabelComponent("First", font: .system(size: 16))
                LabelComponent("Second", font: .system(size: 16))
            }
        }.layout(constrainedTo: .unconstrained, context: context)
        // The stack is a composite: its flexbox's layout holds the items.
        var items = row
        while items.children.count == 1 { items = items.children[0].layout }
        let lines = items.children.map { child in (child.layout.baselines(in: context)?.first ?? .nan) + child.position.y }
        #expect(lines.count == 5)
        for line in lines { #expect(abs(line - lines[0]) < 0.001, "baselines in the row: \(lines)") }
        // The tallest text sets the line: the 40-point label at the top.
        #expect(items.children[0].position.y == 0 && lines[0] == 40)
        #expect(row.baselines(in: context)?.first == 40)
    }

    @Test("A component's own baseline (BaselineProviding) wins, and its last baseline defaults to its first")
    func customBaseline() {
        let custom = Badge().layout(constrainedTo: .unconstrained, context: context)
        #expect(custom.baselines(in: context) == LayoutBaselines(first: 16, last: 16))
    }
}

private struct Inset7: CompositeComponent {
    let child: LabelComponent
    var body: some Component { InsetComponent(insets: EdgeInsets(top: 7, left: 3, bottom: 2, right: 3), child: child) }
}

private struct Badge: BaselineProviding {
    var componentSize: ComponentSize { ComponentSize(width: 40, height: 20) }
    func baseline(of layout: Layout) -> CGFloat { layout.size.height - 4 }
}
