import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Gesture recognition from synthetic pointer events")
struct GestureRecognitionTests {
    private func makeWindow() throws -> (Window, View) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let target = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        try window.rootView.addSubview(target)
        return (window, target)
    }

    private func press(_ window: Window, at point: CGPoint, upAt upPoint: CGPoint? = nil, duration: TimeInterval = 0.1) {
        window.send(PointerEvent(.down, at: point, time: 0))
        window.send(PointerEvent(.up, at: upPoint ?? point, time: duration))
    }

    @Test("A tap is recognized once on up, with its location in the view")
    func tap() throws {
        let (window, target) = try makeWindow()
        var locations: [CGPoint] = []
        let tap = TapGestureRecognizer { recognizer in locations.append(recognizer.location(in: target)) }
        target.addGestureRecognizer(tap)
        press(window, at: CGPoint(x: 60, y: 70))
        #expect(locations == [CGPoint(x: 10, y: 20)])
        #expect(tap.state == .ended)
    }

    @Test("A tap fails when the pointer travels more than the allowable movement")
    func tapFailsOnMovement() throws {
        let (window, target) = try makeWindow()
        var taps = 0
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 75, y: 60), time: 0.05))
        window.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: 0.1))
        #expect(taps == 0)
        press(window, at: CGPoint(x: 60, y: 60), upAt: CGPoint(x: 65, y: 65))
        #expect(taps == 1)
    }

    @Test("A tap on a child reaches the recognizer of an ancestor")
    func tapBubbles() throws {
        let (window, target) = try makeWindow()
        let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        try target.addSubview(child)
        var taps = 0
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        press(window, at: CGPoint(x: 55, y: 55))
        #expect(taps == 1)
        press(window, at: CGPoint(x: 10, y: 10))
        #expect(taps == 1, "a tap outside the view does not reach it")
    }

    @Test("A long press begins when the clock passes its duration, then the tap fails")
    func longPressBeatsTap() throws {
        let (window, target) = try makeWindow()
        var events: [String] = []
        target.addGestureRecognizer(TapGestureRecognizer { _ in events.append("tap") })
        let longPress = LongPressGestureRecognizer { recognizer in events.append("long:\(recognizer.state.rawValue)") }
        target.addGestureRecognizer(longPress)
        window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 10))
        window.advanceClock(to: 10.4)
        #expect(events.isEmpty)
        window.advanceClock(to: 10.5)
        #expect(events == ["long:began"])
        window.send(PointerEvent(.move, at: CGPoint(x: 64, y: 60), time: 10.6))
        window.send(PointerEvent(.up, at: CGPoint(x: 64, y: 60), time: 10.7))
        #expect(events == ["long:began", "long:changed", "long:ended"])
    }

    @Test("A short press is a tap, not a long press")
    func shortPressIsTap() throws {
        let (window, target) = try makeWindow()
        var events: [String] = []
        target.addGestureRecognizer(TapGestureRecognizer { _ in events.append("tap") })
        target.addGestureRecognizer(LongPressGestureRecognizer { _ in events.append("long") })
        press(window, at: CGPoint(x: 60, y: 60), duration: 0.2)
        #expect(events == ["tap"])
    }

    @Test("A pan begins past its minimum distance and reports translation and velocity")
    func pan() throws {
        let (window, target) = try makeWindow()
        var log: [(GestureRecognizer.State, CGPoint)] = []
        let pan = PanGestureRecognizer { recognizer in
            log.append((recognizer.state, (recognizer as! PanGestureRecognizer).translation))
        }
        target.addGestureRecognizer(pan)
        var taps = 0
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: 105), time: 0.01))
        #expect(log.isEmpty)
        window.send(PointerEvent(.move, at: CGPoint(x: 100, y: 112), time: 0.02))
        window.send(PointerEvent(.move, at: CGPoint(x: 90, y: 130), time: 0.03))
        window.send(PointerEvent(.up, at: CGPoint(x: 90, y: 140), time: 0.04))
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(log.map(\.1) == [CGPoint(x: 0, y: 12), CGPoint(x: -10, y: 30), CGPoint(x: -10, y: 40)])
        #expect(abs(pan.velocity.y - 1800) < 0.001)
        #expect(taps == 0)
    }

    @Test("A button sends touch-up-inside only when released inside, and highlights while down")
    func buttonTouchUpInside() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let button = Button(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        try window.rootView.addSubview(button)
        var presses = 0
        button.addTouchUpInsideHandler { _ in presses += 1 }
        window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20), time: 0))
        #expect(button.isHighlighted)
        window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 20), time: 0.1))
        #expect(presses == 1 && !button.isHighlighted)
        window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20), time: 1))
        window.send(PointerEvent(.move, at: CGPoint(x: 150, y: 20), time: 1.1))
        #expect(!button.isHighlighted)
        window.send(PointerEvent(.up, at: CGPoint(x: 150, y: 20), time: 1.2))
        #expect(presses == 1)
        button.isEnabled = false
        press(window, at: CGPoint(x: 20, y: 20))
        #expect(presses == 1, "a disabled button sends nothing")
    }

    @Test("Dragging a scroll view scrolls it, clamped, and cancels a button under the pointer")
    func scrollViewDrag() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var presses = 0
        button.addTouchUpInsideHandler { _ in presses += 1 }
        try scroll.addSubview(button)
        try window.rootView.addSubview(scroll)
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 90), time: 0))
        #expect(button.isHighlighted)
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: 40), time: 0.1))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!button.isHighlighted)
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: -500), time: 0.2))
        window.send(PointerEvent(.up, at: CGPoint(x: 50, y: -500), time: 0.3))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        #expect(presses == 0)
    }

    @Test("Events for a pointer that never went down are ignored; a cancel stops recognition")
    func strayEvents() throws {
        let (window, target) = try makeWindow()
        var events: [String] = []
        target.addGestureRecognizer(LongPressGestureRecognizer { r in events.append(r.state.rawValue) })
        window.send(PointerEvent(.move, at: CGPoint(x: 60, y: 60), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: 0))
        window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 1))
        window.advanceClock(to: 2)
        window.send(PointerEvent(.cancel, at: CGPoint(x: 60, y: 60), time: 2.1))
        #expect(events == ["began", "cancelled"])
    }
}
