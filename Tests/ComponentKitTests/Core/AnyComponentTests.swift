import Foundation
import Synchronization
import Testing
@testable import ComponentKit

/// A composite whose body is one of three component types.
private struct Placeholder: CompositeComponent {
    enum Kind: CaseIterable { case label, image, spinner }
    let kind: Kind
    var body: some Component {
        switch kind {
        case .label: LabelComponent("Loaded", font: .system(size: 10))
        case .image: ImageComponent(.filled(with: .red, size: CGSize(width: 30, height: 20)))
        case .spinner: ActivityIndicatorComponent()
        }
    }
}

/// A composite with an `if` and no `else`.
private struct MaybeBadge: CompositeComponent {
    let count: Int
    var body: some Component {
        if count > 0 { LabelComponent("\(count)", font: .system(size: 10)) }
    }
}

/// A stateful component choosing its body's type by its state.
private struct OnOff: StatefulComponent, Equatable {
    func initialState() -> Bool { false }
    func body(state: Bool, scope: Scope<Bool>) -> some Component {
        if state {
            LabelComponent("on", font: .system(size: 10))
        } else {
            ButtonComponent(title: "off", action: ControlAction("toggle") { scope.updateState(mode: .synchronous) { $0 = true } })
        }
    }
}

/// Either a counter (stateful, from the state tests) or a plain label, erased.
private struct CounterOrLabel: CompositeComponent {
    let showsCounter: Bool
    var body: some Component {
        if showsCounter { CounterLabel(scopeKey: "erased") } else { LabelComponent("none", font: .system(size: 10)) }
    }
}

/// The lifecycle calls of ``Watched``'s controllers.
private final class WatchLog: Sendable {
    static let shared = WatchLog()
    private let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    func take() -> [String] {
        entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }
}

private struct Watched: ControlledComponent, Equatable {
    typealias Controller = WatchedController
    func initialState() -> Int { 0 }
    func body(state: Int, scope: Scope<Int>) -> some Component {
        ViewComponent(view: ViewConfiguration(View.self, [.accessibilityLabel("watched")]), size: ComponentSize(width: 10, height: 10))
    }
}

private final class WatchedController: ComponentController<Watched> {
    override func didMount() { WatchLog.shared.append("didMount") }
    override func didAcquireView(_ view: View) { WatchLog.shared.append("didAcquireView") }
    override func didUnmount() { WatchLog.shared.append("didUnmount") }
    override func invalidate() { WatchLog.shared.append("invalidate") }
}

@MainActor
@Suite("AnyComponent and heterogeneous bodies")
struct AnyComponentTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    @Test("A composite picking one of three component types lays out and mounts each")
    func threeTypes() {
        let expected: [Placeholder.Kind: (component: String, view: String)] = [
            .label: ("LabelComponent [Label]", "label"),
            .image: ("ImageComponent [ImageView]", "image"),
            .spinner: ("ActivityIndicatorComponent [ActivityIndicator]", "activityIndicator"),
        ]
        let window = Window(size: CGSize(width: 200, height: 100))
        let mounter = ComponentMounter()
        for kind in Placeholder.Kind.allCases {
            let layout = Placeholder(kind: kind).layout(constrainedTo: .upTo(window.size), context: context)
            let lines = layout.dump().split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("Placeholder (0, 0)") == true)
            #expect(lines.last?.hasPrefix("  \(expected[kind]!.component) (0, 0)") == true, "no AnyComponent in the tree: \(lines)")
            mounter.mount(layout, in: window.rootView)
            let visible = window.rootView.subviews.filter { !$0.isHidden }
            #expect(visible.map { $0.dump().prefix { $0 != " " } } == [Substring(expected[kind]!.view)])
        }
    }

    @Test("The erased body keeps the chosen component's size and view")
    func forwardsSizeAndView() {
        let layout = Placeholder(kind: .image).layout(constrainedTo: .unconstrained, context: context)
        #expect(layout.size == CGSize(width: 30, height: 20))
        let erased = AnyComponent(ActivityIndicatorComponent(size: ComponentSize(width: 7, height: 9)))
        #expect(erased.componentSize == ComponentSize(width: 7, height: 9))
        #expect(erased.viewConfiguration.viewClass == ActivityIndicator.self)
        #expect(erased.layout(constrainedTo: .unconstrained, context: context).component is ActivityIndicatorComponent)
    }

    @Test("Wrapping an AnyComponent does not nest")
    func noNesting() {
        let twice = AnyComponent(AnyComponent(EmptyComponent()))
        #expect(twice.base is EmptyComponent)
    }

    @Test("An if without else is empty when false")
    func optionalBody() {
        #expect(MaybeBadge(count: 0).layout(constrainedTo: .unconstrained, context: context).dump() == """
            MaybeBadge (0, 0) 0×0
              EmptyComponent (0, 0) 0×0
            """)
        #expect(MaybeBadge(count: 3).layout(constrainedTo: .unconstrained, context: context).labelTexts == ["3"])
    }

    @Test("An erased component is laid out and counted once, as itself")
    func countedOnce() {
        let root = ScopeRoot(baseContext: context)
        let statistics = RenderStatistics()
        _ = root.render { context in
            var counted = context
            counted.statistics = statistics
            return AnyComponent(LabelComponent("x")).layout(constrainedTo: .unconstrained, context: counted)
        }
        #expect(statistics.laidOut == 1)
    }

    @Test("State inside an erased component survives re-renders, and goes when the branch does")
    func stateThroughErasure() throws {
        let root = ScopeRoot(baseContext: context)
        func render(_ showsCounter: Bool) -> [String] {
            root.render { CounterOrLabel(showsCounter: showsCounter).layout(constrainedTo: .unconstrained, context: $0) }.labelTexts
        }
        #expect(render(true) == ["count 0"])
        try #require(ScopeCapture.shared.scope("erased")).updateState { $0 += 2 }
        #expect(render(true) == ["count 2"])
        #expect(render(false) == ["none"])
        #expect(render(true) == ["count 0"], "the counter's scope left the tree with its branch")
    }

    @Test("A stateful body switches type with its state")
    func statefulBodySwitches() throws {
        let window = Window(size: CGSize(width: 200, height: 100))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in OnOff() }, sizeRangeProvider: .fitContent,
                               context: (), layoutContext: context, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        let button = try #require(host.subtree.compactMap { $0 as? Button }.first)
        button.sendTouchUpInside()
        #expect(host.subtree.compactMap { $0 as? Label }.filter { !$0.isHidden }.map(\.text.string) == ["on"])
    }

    @Test("A controller inside an erased component is made, mounted and unmounted")
    func controllerThroughErasure() {
        _ = WatchLog.shared.take()
        let host = HostingView(provider: ComponentProvider<Bool, Void> { shown, _ in
            shown ? AnyComponent(Watched()) : AnyComponent(EmptyComponent())
        }, sizeRangeProvider: .fitContent, context: (), layoutContext: context, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.update(model: true)
        #expect(WatchLog.shared.take() == ["didAcquireView", "didMount"])
        host.update(model: false)
        #expect(WatchLog.shared.take() == ["didUnmount", "invalidate"])
    }
}
