import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// A measurer told apart by identity.
private final class NamedMeasurer: TextMeasuring, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    func measure(_ request: TextLayoutRequest) -> TextMeasurement { GridTextMeasurer().measure(request) }
}

@Suite("Layout context")
struct LayoutContextTests {
    @Test("A copy is a value: changing any part of one leaves the others as they were")
    func copiesAreValues() throws {
        let first = NamedMeasurer("first"), second = NamedMeasurer("second")
        var theme = ComponentContext()
        theme.testTheme = TestTheme(name: "holiday")
        let original = LayoutContext(textMeasurer: first, pointScale: 2, componentContext: theme)

        var copy = original
        #expect(copy.sharesReferences(with: original))
        copy.textMeasurer = second
        #expect(!copy.sharesReferences(with: original))
        #expect((original.textMeasurer as? NamedMeasurer) === first)
        #expect((copy.textMeasurer as? NamedMeasurer) === second)

        var other = original
        other.componentContext.testTheme = TestTheme(name: "plain")
        other.statistics = RenderStatistics()
        other.pointScale = 3
        #expect(original.componentContext.testTheme.name == "holiday")
        #expect(original.statistics == nil)
        #expect(original.pointScale == 2)
        #expect(other.componentContext.testTheme.name == "plain")
        #expect(other.statistics != nil)
        // The first copy kept its own change and nothing of the second's.
        #expect((copy.textMeasurer as? NamedMeasurer) === second)
        #expect(copy.componentContext.testTheme.name == "holiday")

        // A context that alone holds its references changes them in place.
        var alone = LayoutContext(textMeasurer: first)
        let before = alone
        alone.textMeasurer = second
        var again = alone
        again.statistics = RenderStatistics()
        #expect(!alone.sharesReferences(with: before))
        #expect((before.textMeasurer as? NamedMeasurer) === first)
        #expect(alone.statistics == nil)
    }

    @Test("Each render pass lays out with references and provided values of its own, holding the base context's values")
    func passesOwnTheirReferences() {
        let measurer = NamedMeasurer("shared")
        var theme = ComponentContext()
        theme.testTheme = TestTheme(name: "holiday")
        let base = LayoutContext(textMeasurer: measurer, componentContext: theme)
        let roots = [ScopeRoot(baseContext: base), ScopeRoot(baseContext: base)]
        let passes = roots.map { root in
            root.render { context in (context: context, current: ComponentContext.current, copy: context) }
        }
        for pass in passes {
            // What the components read: the base context's values and measurer.
            #expect(pass.current.testTheme.name == "holiday")
            #expect(pass.context.componentContext.testTheme.name == "holiday")
            #expect((pass.context.textMeasurer as? NamedMeasurer) === measurer)
            // Held in objects of the pass's own, which copies within the pass share.
            #expect(!pass.context.sharesReferences(with: base))
            #expect(!pass.context.componentContext.sharesStorage(with: base.componentContext))
            #expect(pass.current.sharesStorage(with: pass.context.componentContext))
            #expect(pass.copy.sharesReferences(with: pass.context))
        }
        #expect(!passes[0].context.sharesReferences(with: passes[1].context))
        #expect(!passes[0].current.sharesStorage(with: passes[1].current))
    }
}
