import Foundation
import Testing
@testable import ComponentKit

/// Labels leave properties at a new label's value out of their
/// configuration; a label reused for such a component must still show them.
@MainActor
@Suite("Label attributes at their defaults")
struct LabelDefaultsMountTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    @Test("A reused label gets back the default font, alignment, line limit and line break mode")
    func reusedLabelIsReset() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let mounter = ComponentMounter()
        let styled = LabelComponent("Styled", font: .system(size: 30, weight: .bold), alignment: .center, numberOfLines: 3,
                                    lineBreakMode: .wordWrap)
        mounter.mount(styled.layout(constrainedTo: .unconstrained, context: context), in: root)
        let label = try #require(root.subviews.first as? Label)
        #expect(label.textAlignment == .center && label.numberOfLines == 3 && label.lineBreakMode == .wordWrap)
        let plain = LabelComponent("Plain", numberOfLines: 1)
        #expect(plain.viewConfiguration.attributes.map(\.identifier) == ["text", "textColor"], "defaults are left out")
        mounter.mount(plain.layout(constrainedTo: .unconstrained, context: context), in: root)
        #expect(root.subviews.first === label, "the label is reused")
        #expect(label.font == .body && label.textAlignment == .natural && label.numberOfLines == 1 && label.lineBreakMode == .truncateTail)
        #expect(label.text.string == "Plain")
    }
}
