import Foundation
import Synchronization
import Testing
@testable import ComponentKit

private let fade = AnimationTiming(duration: 0.25, curve: .easeOut)

/// A stateful swatch told apart by its key, fading in and out.
struct KeyedSwatch: StatefulComponent, AnimatedComponent, Equatable {
    let key: String
    let color: Color
    var scopeKey: String? { key }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]), size: ComponentSize(width: 20, height: 20))
    }
    var initialMountAnimations: [ComponentAnimation] { [.fadeIn(fade)] }
    var finalUnmountAnimations: [ComponentAnimation] { [.fadeOut(fade)] }
}

struct SwatchColumn: StatefulComponent, Equatable {
    let swatches: [KeyedSwatch]
    var scopeKey: String? { "column" }
    func body(state: Void, scope: Scope<Void>) -> some Component {
        FlexboxComponent(view: ViewConfiguration(View.self), direction: .column) {
            for swatch in swatches { swatch }
        }
    }
}

/// A plain view of the same class as ``DetailPanel``'s, without animations.
struct SummaryPanel: CompositeComponent {
    var body: some Component {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.gray)]), size: ComponentSize(width: 40, height: 20))
    }
}

struct DetailPanel: CompositeComponent, AnimatedComponent {
    var body: some Component {
        ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.blue)]), size: ComponentSize(width: 40, height: 60))
    }
    var initialMountAnimations: [ComponentAnimation] { [.fadeIn(fade)] }
}

/// A card whose badge pulses when its count changes: a parent animating a child.
struct CountCard: CompositeComponent, AnimatedComponent {
    let count: Int
    var target = "badge"
    var body: some Component {
        FlexboxComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), direction: .row) {
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.red)]), size: ComponentSize(width: 30, height: 10))
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.green)]), size: ComponentSize(width: 10, height: 10))
                .animationTarget("badge")
        }
    }
    func animations(from previous: CountCard) -> [ComponentAnimation] {
        previous.count == count ? [] : [ComponentAnimation(.alpha(0.2), timing: fade, on: target)]
    }
}

@MainActor
@Suite("Animations keyed to components", .serialized)
struct KeyedAnimationTests {
    let context = LayoutContext(pointScale: 1)

    func animations(_ window: Window) -> [(view: View, animation: ViewAnimation)] {
        window.takeTransaction().mutations.compactMap { mutation in
            guard case let .animate(id, animation) = mutation, let view = window.view(withID: id) else { return nil }
            return (view, animation)
        }
    }

    func mount(_ swatches: [KeyedSwatch], root: ScopeRoot, mounter: ComponentMounter, window: Window) {
        let layout = root.render { SwatchColumn(swatches: swatches).layout(constrainedTo: .unconstrained, context: $0) }
        mounter.mount(layout, in: window.rootView)
    }

    let a = KeyedSwatch(key: "a", color: .red)
    let b = KeyedSwatch(key: "b", color: .green)
    let c = KeyedSwatch(key: "c", color: .blue)

    @Test("A component inserted before its siblings fades in on the view it gets, though that view is recycled; the others do not")
    func insertedFirst() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let (root, mounter) = (ScopeRoot(baseContext: context), ComponentMounter())
        mount([b, c], root: root, mounter: mounter, window: window)
        #expect(animations(window).count == 2, "both appear at first")
        mount([a, b, c], root: root, mounter: mounter, window: window)
        let played = animations(window)
        #expect(played.count == 1)
        #expect(played.first?.view.backgroundColor == .red, "the fade is on the view now showing a")
        #expect(played.first?.animation == ViewAnimation(from: .alpha(0), to: .alpha(1), timing: fade))
    }

    @Test("A component removed before its siblings fades out on its own view, which no sibling takes in that pass")
    func removedFirst() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let (root, mounter) = (ScopeRoot(baseContext: context), ComponentMounter())
        mount([a, b, c], root: root, mounter: mounter, window: window)
        let column = try #require(window.rootView.subviews.first)
        let viewOfA = try #require(column.subviews.first { $0.backgroundColor == .red })
        _ = window.takeTransaction()
        mount([b, c], root: root, mounter: mounter, window: window)
        let played = animations(window)
        #expect(played.count == 1)
        #expect(played.first?.view === viewOfA)
        #expect(played.first?.animation == ViewAnimation(from: .alpha(1), to: .alpha(0), timing: fade, hidesWhenFinished: true))
        #expect(viewOfA.isHidden)
        #expect(column.subviews.filter { !$0.isHidden }.map(\.backgroundColor) == [.green, .blue])

        mount([a, b, c], root: root, mounter: mounter, window: window)
        let again = animations(window)
        #expect(again.count == 1 && again.first?.view.backgroundColor == .red, "a new a fades in")
        #expect(column.subviews.filter { !$0.isHidden }.allSatisfy { $0.alpha == 1 }, "the faded view got its alpha back")
    }

    @Test("A component that takes the view another kind of component left plays its initial mount animation")
    func recycledAcrossTypes() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        mounter.mount(SummaryPanel().layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let view = try #require(window.rootView.subviews.first)
        _ = window.takeTransaction()
        mounter.mount(DetailPanel().layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let played = animations(window)
        #expect(played.map(\.view.id) == [view.id], "DetailPanel reuses SummaryPanel's view")
        #expect(played.first?.animation == ViewAnimation(from: .alpha(0), to: .alpha(1), timing: fade))
        mounter.mount(DetailPanel().layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(animations(window).isEmpty, "the same DetailPanel again is an update, and DetailPanel has no update animations")
    }

    @Test("A parent's update animation plays on the child it names")
    func parentAnimatesChild() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        mounter.mount(CountCard(count: 1).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let card = try #require(window.rootView.subviews.first)
        let badge = try #require(card.subviews.first { $0.backgroundColor == .green })
        _ = window.takeTransaction()
        mounter.mount(CountCard(count: 1).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(animations(window).isEmpty)
        mounter.mount(CountCard(count: 2).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let played = animations(window)
        #expect(played.map(\.view.id) == [badge.id])
        #expect(played.first?.animation == ViewAnimation(from: .alpha(0.2), to: .alpha(1), timing: fade))
    }

    @Test("An animation aimed at a name nothing is marked with is reported with the component's type, and not played")
    func missingTargetReported() throws {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        mounter.mount(CountCard(count: 1, target: "avatar").layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        _ = window.takeTransaction()
        mounter.mount(CountCard(count: 2, target: "avatar").layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(animations(window).isEmpty)
        #expect(reported.withLock { $0 } == [
            "CountCard animates \"avatar\", but nothing it builds is marked .animationTarget(\"avatar\"); the animation was not played",
        ])
    }

    @Test("Animated components inside a subtree the mounter skips as unchanged neither appear again nor leave")
    func skippedSubtrees() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let (root, mounter) = (ScopeRoot(baseContext: context), ComponentMounter())
        mount([a, b], root: root, mounter: mounter, window: window)
        _ = window.takeTransaction()
        mount([a, b], root: root, mounter: mounter, window: window)
        #expect(animations(window).isEmpty, "the column's layout was reused whole")
        mount([a], root: root, mounter: mounter, window: window)
        #expect(animations(window).map(\.animation.hidesWhenFinished) == [true], "only b leaves")
        mount([a], root: root, mounter: mounter, window: window)
        #expect(animations(window).isEmpty)
    }
}
