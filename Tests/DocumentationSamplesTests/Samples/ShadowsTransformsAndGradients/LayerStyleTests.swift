import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Shadows, transforms and gradients")
struct LayerStyleTests {
    @Test("The card gets its shadow, gradient and corners; a turned sticker is tapped where it is drawn")
    func samples() throws {
        let window = Window(size: CGSize(width: 390, height: 300))
        let mounter = ComponentMounter()
        mounter.mount(try LayerStyles.card().layout(constrainedTo: .unconstrained, context: LayoutContext()), in: window.rootView)
        let card = try #require(window.rootView.subviews.first)
        #expect(card.shadow.opacity == 0.2 && card.backgroundGradient != nil && card.cornerRadii?.topLeft == 16)

        let taps = Recorder<Bool>()
        let sticker = LayerStyles.Sticker(angle: .pi / 4, onTap: Action(identity: "tap") { taps.record(true) })
        let sample = ComponentMounter()
        let host = View(frame: CGRect(x: 0, y: 150, width: 390, height: 150))
        try window.rootView.addSubview(host)
        sample.mount(sticker.layout(constrainedTo: .unconstrained, context: LayoutContext()), in: host)
        // Turned 45° and scaled 1.1 about (40, 190): its top corner reaches up to y 190 - 40·1.1·√2 ≈ 128.
        window.send(PointerEvent(.down, at: CGPoint(x: 40, y: 135), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 40, y: 135), time: 0.1))
        #expect(taps.values == [true])
        window.send(PointerEvent(.down, at: CGPoint(x: 3, y: 153), time: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 3, y: 153), time: 1.1))
        #expect(taps.values == [true], "the unturned frame's corner is empty")
    }
}
