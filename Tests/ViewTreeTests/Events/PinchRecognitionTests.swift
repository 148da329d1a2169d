import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Pinch recognition from two pointers")
struct PinchRecognitionTests {
    private func makeWindow() throws -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 300))
        let target = View(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        try window.rootView.addSubview(target)
        return (window, target)
    }

    private func event(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ time: TimeInterval, _ pointer: Int) -> PointerEvent {
        PointerEvent(phase, at: CGPoint(x: x, y: y), time: time, pointerID: pointer)
    }

    @Test("Two pointers moving apart begin, change and end a pinch with the scale of their distances")
    func pinchOut() throws {
        let (window, target) = try makeWindow()
        var seen: [(GestureRecognizer.State, CGFloat)] = []
        let pinch = PinchGestureRecognizer { recognizer in
            seen.append((recognizer.state, (recognizer as? PinchGestureRecognizer)?.scale ?? 0))
        }
        target.addGestureRecognizer(pinch)
        window.send(event(.down, 150, 150, 0, 0))
        window.send(event(.down, 250, 150, 0.05, 1))
        #expect(pinch.pointers == [0, 1])
        window.send(event(.move, 254, 150, 0.1, 1))
        #expect(seen.isEmpty, "4 points is under the 8 a pinch needs to begin")
        window.send(event(.move, 300, 150, 0.2, 1))
        window.send(event(.move, 100, 150, 0.3, 0))
        window.send(event(.up, 100, 150, 0.4, 0))
        window.send(event(.up, 300, 150, 0.4, 1))
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen.map(\.1) == [1.5, 2, 2])
        #expect(pinch.center == CGPoint(x: 200, y: 150))
    }

    @Test("Pinching in scales below 1; the pinch ends when the second pointer lifts first")
    func pinchIn() throws {
        let (window, target) = try makeWindow()
        let pinch = PinchGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pinch.addHandler { states.append($0.state) }
        target.addGestureRecognizer(pinch)
        window.send(event(.down, 100, 100, 0, 3))
        window.send(event(.down, 300, 100, 0, 4))
        window.send(event(.move, 150, 100, 0.1, 3))
        window.send(event(.move, 250, 100, 0.1, 4))
        #expect(pinch.scale == 0.5)
        window.send(event(.up, 250, 100, 0.2, 4))
        #expect(states == [.began, .changed, .ended])
        window.send(event(.move, 120, 100, 0.3, 3))
        window.send(event(.up, 120, 100, 0.4, 3))
        #expect(states == [.began, .changed, .ended], "the first pointer alone changes nothing after the end")
    }

    @Test("One pointer alone never pinches, and a tap on the same view still taps")
    func onePointer() throws {
        let (window, target) = try makeWindow()
        let pinch = PinchGestureRecognizer()
        var taps = 0
        target.addGestureRecognizer(pinch)
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        window.send(event(.down, 100, 100, 0, 0))
        window.send(event(.move, 200, 100, 0.1, 0))
        window.send(event(.up, 200, 100, 0.2, 0))
        #expect(pinch.state == .failed)
        window.send(event(.down, 100, 100, 1, 0))
        window.send(event(.up, 100, 100, 1.1, 0))
        #expect(taps == 1)
    }

    @Test("A pinch that begins beats a pan and a tap watching the first pointer, and cancels the view's own handling")
    func pinchBeatsPanAndTap() throws {
        let (window, target) = try makeWindow()
        var pans = 0, taps = 0
        let pinch = PinchGestureRecognizer()
        let pan = PanGestureRecognizer { _ in pans += 1 }
        pan.minimumDistance = 30
        target.addGestureRecognizer(pinch)
        target.addGestureRecognizer(pan)
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        window.send(event(.down, 150, 150, 0, 0))
        window.send(event(.down, 200, 150, 0, 1))
        window.send(event(.move, 260, 150, 0.1, 1))
        #expect(pinch.state == .began)
        #expect(pan.state == .failed)
        window.send(event(.move, 100, 150, 0.2, 0))
        window.send(event(.up, 100, 150, 0.3, 0))
        window.send(event(.up, 260, 150, 0.3, 1))
        #expect(pans == 0 && taps == 0)
    }

    @Test("A second pointer outside the view starts gestures of its own instead of joining the pinch")
    func secondPointerOutside() throws {
        let (window, target) = try makeWindow()
        let pinch = PinchGestureRecognizer()
        target.addGestureRecognizer(pinch)
        let other = View(frame: CGRect(x: 0, y: 260, width: 400, height: 40))
        try window.rootView.addSubview(other)
        var otherTaps = 0
        other.addGestureRecognizer(TapGestureRecognizer { _ in otherTaps += 1 })
        window.send(event(.down, 150, 150, 0, 0))
        window.send(event(.down, 20, 280, 0, 1))
        window.send(event(.up, 20, 280, 0.1, 1))
        #expect(otherTaps == 1)
        #expect(pinch.pointers == [0])
        window.send(event(.up, 150, 150, 0.2, 0))
    }

    @Test("Cancelling the second pointer cancels a pinch in progress")
    func cancelled() throws {
        let (window, target) = try makeWindow()
        var states: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer { states.append($0.state) }
        target.addGestureRecognizer(pinch)
        window.send(event(.down, 150, 150, 0, 0))
        window.send(event(.down, 200, 150, 0, 1))
        window.send(event(.move, 260, 150, 0.1, 1))
        window.send(event(.cancel, 260, 150, 0.2, 1))
        #expect(states == [.began, .cancelled])
        window.send(event(.up, 150, 150, 0.3, 0))
        #expect(states == [.began, .cancelled])
    }
}
