import Foundation
import Testing
@testable import ComponentKit

struct Swatch: AnimatedComponent {
    let color: Color
    var width: CGFloat = 20
    var viewConfiguration: ViewConfiguration { ViewConfiguration(View.self, [.backgroundColor(color)]) }
    var componentSize: ComponentSize { ComponentSize(width: .points(width), height: 20) }
    var initialMountAnimations: [ComponentAnimation] { [.fadeIn(AnimationTiming(duration: 0.3, curve: .easeOut))] }
    func animations(from previous: Swatch) -> [ComponentAnimation] {
        [ComponentAnimation(.backgroundColor(previous.color), timing: AnimationTiming(duration: 0.2, curve: .linear))]
    }
    var finalUnmountAnimations: [ComponentAnimation] { [.fadeOut(AnimationTiming(duration: 0.1))] }
}

@MainActor
@Suite("Animations")
struct AnimationTests {
    let context = LayoutContext(pointScale: 1)

    func animations(_ window: Window) -> [(ViewID, ViewAnimation)] {
        window.takeTransaction().mutations.compactMap { mutation in
            if case let .animate(id, animation) = mutation { return (id, animation) }
            return nil
        }
    }

    @Test("Initial mount, update from the previous component and final unmount are recorded with their values")
    func componentAnimations() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        _ = window.takeTransaction()
        mounter.mount(Swatch(color: .red).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        let view = try #require(window.rootView.subviews.first)
        let mount = animations(window)
        #expect(mount.count == 1)
        #expect(mount.first?.0 == view.id)
        #expect(mount.first?.1 == ViewAnimation(from: .alpha(0), to: .alpha(1), timing: AnimationTiming(duration: 0.3, curve: .easeOut)))

        mounter.mount(Swatch(color: .blue).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(animations(window).map(\.1) == [
            ViewAnimation(from: .backgroundColor(.red), to: .backgroundColor(.blue), timing: AnimationTiming(duration: 0.2, curve: .linear)),
        ])
        #expect(view.backgroundColor == .blue, "the view holds the final value")

        mounter.mount(Layout(component: ViewComponent(), size: .zero), in: window.rootView)
        let unmount = window.takeTransaction().mutations
        guard case let .animate(_, fade) = unmount.first(where: { if case .animate = $0 { return true }; return false }) else {
            Issue.record("no unmount animation in \(unmount)")
            return
        }
        #expect(fade.from == .alpha(1) && fade.to == .alpha(0) && fade.hidesWhenFinished)
        #expect(view.isHidden && view.alpha == 0)

        mounter.mount(Swatch(color: .green).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        #expect(!view.isHidden && view.alpha == 1, "a reused view gets back what the unmount animation changed")
    }

    @Test("With a bounds animation, a changed frame is recorded as animated from the old frame")
    func boundsAnimation() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let mounter = ComponentMounter()
        let plain = { (width: CGFloat) in ViewComponent(view: ViewConfiguration(View.self), size: ComponentSize(width: .points(width), height: 10)) }
        mounter.mount(plain(10).layout(constrainedTo: .unconstrained, context: context), in: window.rootView)
        _ = window.takeTransaction()
        let timing = AnimationTiming(duration: 0.4, delay: 0.1, curve: .spring(damping: 0.6, initialVelocity: 0))
        mounter.mount(plain(30).layout(constrainedTo: .unconstrained, context: context), in: window.rootView, boundsAnimation: timing)
        #expect(animations(window).map(\.1) == [
            ViewAnimation(from: .frame(CGRect(x: 0, y: 0, width: 10, height: 10)), to: .frame(CGRect(x: 0, y: 0, width: 30, height: 10)), timing: timing),
        ])
        #expect(window.rootView.subviews[0].frame.width == 30)
    }

    @Test("Timings clamp bad values; mismatched animations are refused")
    func validation() {
        let timing = AnimationTiming(duration: -1, delay: .nan, curve: .spring(damping: 5, initialVelocity: .infinity))
        #expect(timing.duration == 0 && timing.delay == 0 && timing.curve == .spring(damping: 1, initialVelocity: 0))
        let view = View()
        #expect(!view.animate(ViewAnimation(from: .alpha(0), to: .hidden(true), timing: .default)))
        #expect(!view.isHidden)
        #expect(!view.animate(ViewAnimation(from: .text("a"), to: .text("b"), timing: .default)), "a plain view has no text")
    }
}
