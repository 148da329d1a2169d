import Foundation
import Testing
import ViewTree
@testable import ComponentKit

private let timing = AnimationTiming(duration: 0.3, curve: .linear)

/// ComponentKit's test components in one: a view that declares the
/// animations it is given, and whose update animation starts from the
/// previous component's tag (so a test sees which component it came from).
private struct AnimatedLeaf: AnimatedComponent {
    var tag: CGFloat = 1
    var initial: [ComponentAnimation] = []
    var update = false
    var final: [ComponentAnimation] = []
    var viewConfiguration: ViewConfiguration { ViewConfiguration(View.self, [.alpha(tag)]) }
    var componentSize: ComponentSize { ComponentSize(width: 10, height: 10) }
    var initialMountAnimations: [ComponentAnimation] { initial }
    func animations(from previous: AnimatedLeaf) -> [ComponentAnimation] {
        update ? [ComponentAnimation(.alpha(previous.tag / 10), timing: timing)] : []
    }
    var finalUnmountAnimations: [ComponentAnimation] { final }
}

/// ComponentKit's `CompositeComponentBuilder().component(…)`: a composite around one child.
private struct Wrapper: CompositeComponent {
    let child: any Component
    var body: some Component { AnyComponent(child) }
}

/// ComponentKit's CompositeComponentWithScope: a stateful composite around one child.
private struct ScopedWrapper: StatefulComponent {
    let child: any Component
    func body(state: Void, scope: Scope<Void>) -> some Component { AnyComponent(child) }
}

/// ComponentKit's CKComponentAnimationsTests_LayoutDiffing and
/// CKComponentAnimationsTests.
///
/// Adapted throughout: ComponentKit tests two internal steps, the diff of
/// two layouts into appeared, updated and disappeared components
/// (`animatedComponentsBetweenLayouts`) and the collection of their
/// animations (`animationsForComponents`). Neither is API here; the
/// mounter does both in a mount, so each test mounts the same trees and
/// checks the animations that play, which is what the two steps decide.
///
/// Not applicable: `test_DefaultInitialised_IsEmpty`,
/// `test_IfHasInitialAnimations_IsNotEmpty` and
/// `test_IfHasAnimationsFromPreviousComponent_IsNotEmpty` test the
/// emptiness of ComponentKit's `CKComponentAnimations` value, which has no
/// counterpart; the three `CKComponentAnimationTests` cleanup tests test
/// Core Animation completion hooks.
@MainActor
@Suite("ComponentKit: CKComponentAnimationsTests")
struct ComponentAnimationsTests {
    let context = LayoutContext(pointScale: 1)
    let window = Window(size: CGSize(width: 200, height: 200))
    let mounter = ComponentMounter()
    let root = ScopeRoot(baseContext: LayoutContext(pointScale: 1))

    /// Mounts `component` (built in the test's scope root) and returns the
    /// animations that played, with the views they played on.
    @discardableResult
    func mount(_ component: any Component) -> [(view: ViewID, animation: ViewAnimation)] {
        let layout = root.render { AnyComponent(component).layout(constrainedTo: .unconstrained, context: $0) }
        mounter.mount(layout, in: window.rootView)
        return window.takeTransaction().mutations.compactMap { mutation in
            if case let .animate(id, animation) = mutation { return (id, animation) }
            return nil
        }
    }

    // MARK: Layout diffing

    @Test func test_WhenPreviousTreeIsEmpty_ReturnsAllComponentsWithInitialMountAnimationsAsAppeared() {
        let played = mount(Wrapper(child: AnimatedLeaf(initial: [.fadeIn(timing)])))
        #expect(played.map(\.animation) == [ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing)])
    }

    @Test func test_WhenPreviousTreeIsNotEmpty_ReturnsOnlyNewComponentsWithInitialMountAnimationsAsAppeared() {
        mount(Wrapper(child: AnimatedLeaf(initial: [.fadeIn(timing)])))
        #expect(mount(Wrapper(child: AnimatedLeaf(initial: [.fadeIn(timing)]))).isEmpty)
    }

    @Test func test_WhenPreviousTreeIsNotEmpty_ReturnsComponentsWithChangeAnimationsAsUpdated() {
        mount(Wrapper(child: AnimatedLeaf(tag: 0.5, update: true)))
        let played = mount(Wrapper(child: AnimatedLeaf(tag: 1, update: true)))
        #expect(played.map(\.animation) == [ViewAnimation(from: .alpha(0.05), to: .alpha(1), timing: timing)],
                "animations(from:) was given the previous component (tag 0.5)")
    }

    @Test func test_WhenPreviousTreeHasTheSameComponents_DoesNotReturnThemAsUpdated() {
        let layout = root.render { Wrapper(child: AnimatedLeaf(tag: 0.5, update: true)).layout(constrainedTo: .unconstrained, context: $0) }
        mounter.mount(layout, in: window.rootView)
        _ = window.takeTransaction()
        mounter.mount(layout, in: window.rootView)
        #expect(!window.takeTransaction().mutations.contains { if case .animate = $0 { return true }; return false })
    }

    @Test func test_WhenPreviousTreeIsNotEmpty_ReturnsOnlyDisappearedComponentsWithDisappearAnimation() {
        mount(Wrapper(child: ScopedWrapper(child: AnimatedLeaf(final: [.fadeOut(timing)]))))
        // Two components left: the scoped wrapper and the leaf. Only the leaf
        // declares a final unmount animation, so only it plays one.
        let played = mount(Wrapper(child: ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 10, height: 10))))
        #expect(played.map(\.animation) == [ViewAnimation(from: .alpha(1), to: .alpha(0), timing: timing, hidesWhenFinished: true)])
    }

    // MARK: Collecting animations

    @Test func test_WhenThereAreNoComponentsToAnimate_ThereAreNoAnimations() {
        #expect(mount(Wrapper(child: ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: 10, height: 10)))).isEmpty)
    }

    @Test func test_ForAllAppearedComponents_AnimationsOnInitialMountAreCollected() {
        let played = mount(FlexboxComponent(direction: .row) {
            AnimatedLeaf(tag: 1, initial: [.fadeIn(timing)])
            AnimatedLeaf(tag: 0.8, initial: [ComponentAnimation(.alpha(0.2), timing: timing)])
        })
        #expect(played.map(\.animation) == [
            ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing),
            ViewAnimation(from: .alpha(0.2), to: .alpha(0.8), timing: timing),
        ])
        #expect(Set(played.map(\.view)).count == 2)
    }

    @Test func test_ForAllUpdatedComponents_AnimationsFromPreviousComponentAreCollected() {
        mount(FlexboxComponent(direction: .row) {
            AnimatedLeaf(tag: 0.2, update: true)
            AnimatedLeaf(tag: 0.4, update: true)
        })
        let played = mount(FlexboxComponent(direction: .row) {
            AnimatedLeaf(tag: 1, update: true)
            AnimatedLeaf(tag: 0.9, update: true)
        })
        #expect(played.map(\.animation) == [
            ViewAnimation(from: .alpha(0.02), to: .alpha(1), timing: timing),
            ViewAnimation(from: .alpha(0.04), to: .alpha(0.9), timing: timing),
        ])
    }

    @Test func test_ForAllDisappearedComponents_AnimationsOnFinalUnmountAreCollected() {
        mount(FlexboxComponent(direction: .row) {
            AnimatedLeaf(final: [.fadeOut(timing)])
            AnimatedLeaf(final: [.fadeOut(timing)])
        })
        let played = mount(FlexboxComponent(direction: .row) {})
        #expect(played.count == 2)
        #expect(Set(played.map(\.view)).count == 2)
    }

    @Test func test_IfComponentHasNoInitialAnimations_IsEmpty() {
        #expect(mount(Wrapper(child: AnimatedLeaf(initial: []))).isEmpty)
    }

    @Test func test_IfComponentHasNoAnimationsFromPreviousComponent_IsEmpty() {
        mount(Wrapper(child: AnimatedLeaf(tag: 0.5)))
        #expect(mount(Wrapper(child: AnimatedLeaf(tag: 1))).isEmpty)
    }

    @Test func test_IfComponentHasNoFinalUnmountAnimations_IsEmpty() {
        mount(Wrapper(child: AnimatedLeaf(final: [])))
        #expect(mount(Wrapper(child: EmptyComponent())).isEmpty)
    }
}
