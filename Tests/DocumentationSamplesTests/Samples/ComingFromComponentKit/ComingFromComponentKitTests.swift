import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Coming from ComponentKit")
struct ComingFromComponentKitTests {
    @Test("The animation-testing helper sees a badge fade in once, when it first appears")
    func animationHelper() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let host = HostingView(provider: ComponentProvider<Int, Void> { count, _ in ComingFromComponentKit.Badge(count: count) },
                               context: (), frame: window.rootView.bounds)
        try window.rootView.addSubview(host)
        host.update(model: 1)
        let first = ComingFromComponentKit.animations(in: window)
        #expect(first.map(\.animation) == [ViewAnimation(from: .alpha(0), to: .alpha(1), timing: .default)])
        host.update(model: 2)
        #expect(ComingFromComponentKit.animations(in: window).isEmpty, "the same badge, updated: no initial mount animation")
    }
}
