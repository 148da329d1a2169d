import Foundation
import Synchronization
import Testing
import ViewTree
@testable import ComponentKit

/// A card a shared subtree makes: its title, sized by the text measurer.
struct SharedCard: CompositeComponent {
    let title: String
    var body: some Component {
        LabelComponent(AttributedText(title), font: .system(size: 10))
    }
}

/// A card that reads the test theme, so it is shared only where the theme is the same.
struct ThemedSharedCard: CompositeComponent {
    let title: String
    var body: some Component {
        LabelComponent(AttributedText("\(title) \(ComponentContext.current.testTheme.name)"), font: .system(size: 10))
    }
}

/// Counts a builder's calls per input, across threads.
final class BuildCounts: Sendable {
    private let counts = Mutex<[String: Int]>([:])
    func count(_ input: String) { counts.withLock { $0[input, default: 0] += 1 } }
    func of(_ input: String) -> Int { counts.withLock { $0[input, default: 0] } }
}

/// Components made once for every host that would make the same ones
/// (`SharedSubtree`): one build and layout, hosts of their own.
@MainActor
@Suite("Shared subtrees")
struct SharedSubtreeTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    /// A unique input per test, so tests running at once never share.
    func unique(_ name: String) -> String { "\(name)-\(UUID().uuidString)" }

    static func cards(_ counts: BuildCounts) -> SharedSubtree<String> {
        SharedSubtree { title in
            counts.count(title)
            return SharedCard(title: title)
        }
    }

    func host(_ subtree: SharedSubtree<String>, theme: String? = nil, width: CGFloat = 200,
              listeners: [any AnalyticsListener] = []) -> HostingView<String, Void> {
        let provider = ComponentProvider<String, Void> { title, _ in
            let shared = InsetComponent(insets: EdgeInsets(all: 4), child: subtree.component(for: title))
            guard let theme else { return shared }
            return ComponentContextProvider(\.testTheme, TestTheme(name: theme)) { shared }
        }
        return HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: (), layoutContext: context,
                           analyticsListeners: listeners, frame: CGRect(x: 0, y: 0, width: width, height: 400))
    }

    /// The layout the shared subtree gave in `host`: the first whose component is a card.
    func sharedLayout<Model, Context>(in host: HostingView<Model, Context>) throws -> Layout {
        func find(_ layout: Layout) -> Layout? {
            if layout.component is SharedCard || layout.component is ThemedSharedCard { return layout }
            for child in layout.children { if let found = find(child.layout) { return found } }
            return nil
        }
        let root = try #require(host.currentLayout)
        return try #require(find(root))
    }

    @Test("Two hosts with the same input use one layout, built once")
    func sharedBetweenHosts() throws {
        let counts = BuildCounts(), cards = Self.cards(counts), title = unique("card")
        let first = host(cards), second = host(cards)
        first.update(model: title)
        second.update(model: title)
        #expect(try sharedLayout(in: first) === sharedLayout(in: second))
        #expect(counts.of(title) == 1)
        #expect(first.subviews.first !== second.subviews.first, "each host mounts views of its own")
        #expect(SharedSubtrees.count >= 1)
    }

    @Test("Another input, width or builder makes a layout of its own")
    func differentInputsDoNotShare() throws {
        let counts = BuildCounts(), cards = Self.cards(counts), title = unique("card"), other = unique("other")
        let base = host(cards), otherInput = host(cards), narrow = host(cards, width: 100), otherBuilder = host(Self.cards(counts))
        base.update(model: title)
        otherInput.update(model: other)
        narrow.update(model: title)
        otherBuilder.update(model: title)
        let layouts = try [base, otherInput, narrow, otherBuilder].map { try sharedLayout(in: $0) }
        #expect(Set(layouts.map(ObjectIdentifier.init)).count == 4)
        #expect(counts.of(title) == 3)
        #expect(try sharedLayout(in: narrow).size.width == 92)
    }

    @Test("A subtree that read a context value is shared only where that value is the same")
    func contextReadsDecide() throws {
        let counts = BuildCounts(), title = unique("themed")
        let themed = SharedSubtree<String> { title in
            counts.count(title)
            return ThemedSharedCard(title: title)
        }
        let light = host(themed, theme: "light"), alsoLight = host(themed, theme: "light"), dark = host(themed, theme: "dark")
        for view in [light, alsoLight, dark] { view.update(model: title) }
        #expect(try sharedLayout(in: light) === sharedLayout(in: alsoLight))
        #expect(try sharedLayout(in: light) !== sharedLayout(in: dark))
        #expect(counts.of(title) == 2)
        let label = try #require(sharedLayout(in: dark).children.first?.layout.component as? LabelComponent)
        #expect(label.text.string == "\(title) dark")
    }

    @Test("Analytics listeners that expect every tree built turn sharing off; those that allow it keep it")
    func analyticsListeners() throws {
        let counts = BuildCounts(), cards = Self.cards(counts), title = unique("heard")
        let strict = host(cards, listeners: [TreeCounter()]), alsoStrict = host(cards, listeners: [TreeCounter()])
        strict.update(model: title)
        alsoStrict.update(model: title)
        #expect(try sharedLayout(in: strict) !== sharedLayout(in: alsoStrict))
        #expect(counts.of(title) == 2)
        let allowing = host(cards, listeners: [TreeCounter(allowsSharedItems: true)])
        let alsoAllowing = host(cards, listeners: [TreeCounter(allowsSharedItems: true)])
        allowing.update(model: title)
        alsoAllowing.update(model: title)
        #expect(try sharedLayout(in: allowing) === sharedLayout(in: alsoAllowing))
        #expect(counts.of(title) == 3)
    }

    @Test("A shared layout goes with the last host that shows it, and is made again when needed")
    func releasedWithItsHosts() throws {
        let counts = BuildCounts(), cards = Self.cards(counts), title = unique("released")
        weak var released: Layout?
        do {
            let only = host(cards)
            only.update(model: title)
            released = try sharedLayout(in: only)
            #expect(released != nil)
        }
        #expect(released == nil, "the process holds shared layouts only weakly")
        let again = host(cards)
        again.update(model: title)
        #expect(counts.of(title) == 2)
    }

    @Test("Laid out outside a render pass, the subtree lays its child out each time")
    func outsideAPass() {
        let counts = BuildCounts(), cards = Self.cards(counts), title = unique("by-hand")
        let first = cards.component(for: title).layout(constrainedTo: .unconstrained, context: context)
        let second = cards.component(for: title).layout(constrainedTo: .unconstrained, context: context)
        #expect(first !== second)
        #expect(counts.of(title) == 2)
        #expect(first.size == second.size)
    }

    @Test("Components inside get no scope: the host's root holds none, and state stays initial")
    func noScopesInside() throws {
        let title = unique("stateful")
        let stateful = SharedSubtree<String> { _ in CountingThemed(scopeKey: "inside", readsTheme: false) }
        let first = host(stateful), second = host(stateful)
        first.update(model: title)
        second.update(model: title)
        #expect(!first.scopeRoot.holdsScopes && !second.scopeRoot.holdsScopes)
    }
}

/// Counts trees built; allows shared items when told to.
final class TreeCounter: AnalyticsListener {
    let allowsSharedItems: Bool
    init(allowsSharedItems: Bool = false) { self.allowsSharedItems = allowsSharedItems }
}
