import Foundation
import Synchronization
import Testing
import ViewTree
@testable import ComponentKit

struct TestTheme: Equatable, Sendable {
    var name: String
}

enum TestThemeKey: ComponentContextKey {
    static let defaultValue = TestTheme(name: "default")
}

enum TestFlagKey: ComponentContextKey {
    static let defaultValue = false
}

extension ComponentContext {
    var testTheme: TestTheme {
        get { self[TestThemeKey.self] }
        set { self[TestThemeKey.self] = newValue }
    }
    var testFlag: Bool {
        get { self[TestFlagKey.self] }
        set { self[TestFlagKey.self] = newValue }
    }
}

/// Shows the theme's name, read in `body`.
struct ThemeNameLabel: CompositeComponent {
    var body: some Component {
        LabelComponent(AttributedText(ComponentContext.current.testTheme.name), font: .system(size: 10))
    }
}

/// A stateful component that reads the theme (when `readsTheme`) and counts its renders.
struct CountingThemed: StatefulComponent, Equatable {
    var scopeKey: String?
    var readsTheme: Bool
    static let renders = Mutex<[String: Int]>([:])

    func body(state: Void, scope: Scope<Void>) -> some Component {
        Self.renders.withLock { $0[scopeKey ?? "", default: 0] += 1 }
        let text = readsTheme ? ComponentContext.current.testTheme.name : "plain"
        return LabelComponent(AttributedText(text), font: .system(size: 10))
    }
}

@Suite("Component context", .serialized)
struct ComponentContextTests {
    let base = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    func texts(_ layout: Layout) -> [String] { layout.labelTexts }

    @Test("Outside a render pass every key has its default")
    func defaults() {
        #expect(ComponentContext.current.testTheme.name == "default")
        #expect(ComponentContext.current.colorScheme == .light)
        #expect(ComponentContext().hasValue(for: TestThemeKey.self) == false)
    }

    @Test("A provider's value reaches its subtree; a nested provider shadows it for its own subtree only")
    func shadowing() {
        let tree = StackComponent(axis: .vertical) {
            ThemeNameLabel()
            ComponentContextProvider(\.testTheme, TestTheme(name: "outer")) {
                StackComponent(axis: .vertical) {
                    ThemeNameLabel()
                    ComponentContextProvider(\.testTheme, TestTheme(name: "inner")) {
                        ThemeNameLabel()
                    }
                    ThemeNameLabel()
                }
            }
        }
        let layout = ScopeRoot(baseContext: base).render { tree.layout(constrainedTo: .unconstrained, context: $0) }
        #expect(texts(layout) == ["default", "outer", "inner", "outer"])
    }

    @Test("Children built in a provider's closure see its value in their arguments")
    func closureChildrenSeeValue() {
        let tree = ComponentContextProvider(\.colorScheme, .dark) {
            LabelComponent("night", font: .system(size: 10), color: .label)
        }
        let layout = tree.layout(constrainedTo: .unconstrained, context: base)
        let label = try? #require(layout.children.first?.layout.component as? LabelComponent)
        #expect(label?.color == .white)
        #expect(Color.label == .black, "outside the provider, label is black again")
    }

    @Test("The modifier provides a value to what the component builds in body")
    func modifier() {
        let layout = ThemeNameLabel().componentContext(\.testTheme, TestTheme(name: "modified"))
            .layout(constrainedTo: .unconstrained, context: base)
        #expect(texts(layout) == ["modified"])
    }

    @Test("The root's context is current during a pass, and makeCurrent binds one outside")
    func rootContext() {
        var context = base
        context.componentContext.testTheme = TestTheme(name: "root")
        let root = ScopeRoot(baseContext: context)
        #expect(texts(root.render { ThemeNameLabel().layout(constrainedTo: .unconstrained, context: $0) }) == ["root"])
        var other = ComponentContext()
        other.testTheme = TestTheme(name: "bound")
        #expect(other.makeCurrent { ComponentContext.current.testTheme.name } == "bound")
    }

    @Test("Laid out directly, outside a pass, a component's body still sees the layout context's values")
    func directLayoutBinds() {
        var context = base
        context.componentContext.testTheme = TestTheme(name: "direct")
        #expect(texts(ThemeNameLabel().layout(constrainedTo: .unconstrained, context: context)) == ["direct"])
        #expect(texts(CountingThemed(scopeKey: "direct", readsTheme: true).layout(constrainedTo: .unconstrained, context: context)) == ["direct"])
        #expect(ComponentContext.current.testTheme.name == "default", "nothing stays bound afterwards")
    }

    @Test("A changed value renders again only the stateful components that read it")
    func rerendersWhatDepends() {
        CountingThemed.renders.withLock { $0 = [:] }
        let root = ScopeRoot(baseContext: base)
        func render(theme: String, flag: Bool = false) -> [String] {
            var context = base
            context.componentContext.testTheme = TestTheme(name: theme)
            context.componentContext.testFlag = flag
            let tree = StackComponent(axis: .vertical) {
                CountingThemed(scopeKey: "reader", readsTheme: true)
                CountingThemed(scopeKey: "ignorer", readsTheme: false)
            }
            return texts(root.render(with: context) { tree.layout(constrainedTo: .unconstrained, context: $0) })
        }
        #expect(render(theme: "a") == ["a", "plain"])
        #expect(render(theme: "a") == ["a", "plain"])
        #expect(CountingThemed.renders.withLock { $0 } == ["reader": 1, "ignorer": 1], "an equal value reuses both")
        #expect(render(theme: "a", flag: true) == ["a", "plain"])
        #expect(CountingThemed.renders.withLock { $0 } == ["reader": 1, "ignorer": 1], "a value nobody read changes nothing")
        #expect(render(theme: "b", flag: true) == ["b", "plain"])
        #expect(CountingThemed.renders.withLock { $0 } == ["reader": 2, "ignorer": 1], "only the reader renders again")
    }

    @Test("A dependency read deep inside is carried by every stateful ancestor, also through reuse")
    func nestedDependencies() {
        struct Outer: StatefulComponent, Equatable {
            func body(state: Void, scope: Scope<Void>) -> some Component {
                CountingThemed(scopeKey: "deep", readsTheme: true)
            }
        }
        CountingThemed.renders.withLock { $0 = [:] }
        let root = ScopeRoot(baseContext: base)
        func render(_ theme: String) -> [String] {
            var context = base
            context.componentContext.testTheme = TestTheme(name: theme)
            return texts(root.render(with: context) { Outer().layout(constrainedTo: .unconstrained, context: $0) })
        }
        #expect(render("a") == ["a"])
        #expect(render("a") == ["a"])
        #expect(render("b") == ["b"], "the outer layout is not reused when the inner one read a changed value")
        #expect(CountingThemed.renders.withLock { $0["deep"] } == 2)
    }

    @Test("Values a provider inside a stateful component sets are not dependencies of that component")
    func providedValuesAreOwn() {
        struct Providing: StatefulComponent, Equatable {
            func body(state: Void, scope: Scope<Void>) -> some Component {
                ComponentContextProvider(\.testTheme, TestTheme(name: "mine")) {
                    ThemeNameLabel()
                }
            }
        }
        let root = ScopeRoot(baseContext: base)
        for theme in ["a", "b", "c"] {
            var context = base
            context.componentContext.testTheme = TestTheme(name: theme)
            let layout = root.render(with: context) { Providing().layout(constrainedTo: .unconstrained, context: $0) }
            #expect(texts(layout) == ["mine"])
        }
        #expect(root.statistics.rendered == 1, "the outer theme changed twice, but nothing under the provider read it")
    }

    @Test("Setting traits keeps the entries of unchanged traits")
    func traitsKeepEntries() {
        var context = ComponentContext()
        context.traits = TraitCollection(colorScheme: .dark)
        let before = context.entries
        context.traits = TraitCollection(colorScheme: .dark, contentSizeCategory: .extraLarge)
        #expect(context.colorScheme == .dark && context.contentSizeCategory == .extraLarge)
        let schemeKey = ObjectIdentifier(ColorSchemeKey.self)
        #expect(before[schemeKey] === context.entries[schemeKey])
        #expect(context.traits == TraitCollection(colorScheme: .dark, contentSizeCategory: .extraLarge))
    }

    @Test("Objects compare by identity and other values by equality or bits")
    func valueIdentity() {
        final class Box: Sendable {}
        let box = Box()
        #expect(ValueIdentity.areSame(box, box))
        #expect(!ValueIdentity.areSame(Box(), Box()))
        #expect(ValueIdentity.areSame(TestTheme(name: "x"), TestTheme(name: "x")))
        #expect(!ValueIdentity.areSame(TestTheme(name: "x"), TestTheme(name: "y")))
        struct Plain: Sendable { var a: Int }
        #expect(ValueIdentity.areSame(Plain(a: 1), Plain(a: 1)))
        #expect(!ValueIdentity.areSame(Plain(a: 1), Plain(a: 2)))
    }
}
