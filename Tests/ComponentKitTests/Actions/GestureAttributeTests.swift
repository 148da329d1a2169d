import Foundation
import Testing
@testable import ComponentKit

/// What the gesture attributes' actions received, in order.
@MainActor
private final class GestureLog {
    var entries: [String] = []
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

@MainActor
@Suite("Gesture attributes")
struct GestureAttributeTests {
    /// Mounts a 200×200 plain view with `attributes` at the window's origin.
    func mount(_ attributes: [Attribute<View>], in window: Window) {
        let component = ViewComponent(view: ViewConfiguration(View.self, attributes), size: ComponentSize(width: 200, height: 200))
        ComponentMounter().mount(component.layout(constrainedTo: .upTo(window.size)), in: window.rootView)
    }

    func tap(at time: TimeInterval, x: CGFloat = 100, _ window: Window) {
        window.send(PointerEvent(.down, at: CGPoint(x: x, y: 100), time: time))
        window.send(PointerEvent(.up, at: CGPoint(x: x, y: 100), time: time + 0.05))
    }

    func drag(from start: CGPoint, to end: CGPoint, seconds: TimeInterval, at time: TimeInterval, _ window: Window) {
        window.send(PointerEvent(.down, at: start, time: time))
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        window.send(PointerEvent(.move, at: middle, time: time + seconds / 2))
        window.send(PointerEvent(.move, at: end, time: time + seconds))
        window.send(PointerEvent(.up, at: end, time: time + seconds + 0.01))
    }

    @Test("Two quick taps are a double tap; a tap attribute on the same view hears each tap")
    func doubleTap() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([.onTap(Action { log.entries.append("tap") }), .onDoubleTap(Action { log.entries.append("double") })], in: window)
        tap(at: 0, window)
        #expect(log.take() == ["tap"])
        tap(at: 0.2, window)
        #expect(log.take() == ["tap", "double"])
        tap(at: 0.4, window)
        #expect(log.take() == ["tap"], "a third tap starts a new count")
    }

    @Test("Taps too far apart in time or place are no double tap")
    func slowDoubleTap() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([.onDoubleTap(Action { log.entries.append("double") })], in: window)
        tap(at: 0, window)
        tap(at: 1, window)
        tap(at: 2, x: 20, window)
        #expect(log.take().isEmpty)
        tap(at: 2.2, x: 20, window)
        #expect(log.take() == ["double"])
        tap(at: 3, window)
        tap(at: 3.2, x: 20, window)
        #expect(log.take().isEmpty, "the second tap is 80 points from the first")
    }

    @Test("A swipe sends its direction; a slow, short or slanted drag, or another direction, sends nothing")
    func swipe() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([
            .onSwipe([.left, .right], Action { direction in log.entries.append(direction == .left ? "left" : "right") }),
            .onSwipe(.up, Action { _ in log.entries.append("up") }),
        ], in: window)
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 110), seconds: 0.1, at: 0, window)
        drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 60, y: 100), seconds: 0.1, at: 1, window)
        drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 20), seconds: 0.1, at: 2, window)
        #expect(log.take() == ["right", "left", "up"])
        drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 180), seconds: 0.1, at: 3, window)   // down: not asked for
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100), seconds: 1.2, at: 4, window)   // too slow
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 50, y: 100), seconds: 0.1, at: 6, window)    // too short
        drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 100), seconds: 0.1, at: 7, window)    // diagonal
        #expect(log.take().isEmpty)
    }

    @Test("A long press begins after half a second held still")
    func longPress() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([.onLongPress(Action { log.entries.append("long") })], in: window)
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 0))
        window.advanceClock(to: 0.3)
        #expect(log.take().isEmpty)
        window.advanceClock(to: 0.6)
        window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 100), time: 0.7))
        #expect(log.take() == ["long"])
    }

    @Test("A pan reports each change with its translation, then its end")
    func pan() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([.onPan(Action { pan in log.entries.append("\(pan.state) \(Int(pan.translation.x))") })], in: window)
        window.send(PointerEvent(.down, at: CGPoint(x: 50, y: 100), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 70, y: 100), time: 0.1))
        window.send(PointerEvent(.move, at: CGPoint(x: 90, y: 100), time: 0.2))
        window.send(PointerEvent(.up, at: CGPoint(x: 95, y: 100), time: 0.3))
        #expect(log.take() == ["began 20", "changed 40", "ended 45"])
    }

    @Test("A generic gesture attribute installs the recognizer it makes and sends it on every state change")
    func generic() throws {
        let window = Window(size: CGSize(width: 300, height: 300))
        let log = GestureLog()
        mount([
            .gesture("verticalPan", { PanGestureRecognizer() }, setUp: { pan in
                pan.direction = .vertical
                pan.minimumDistance = 30
            }, action: Action { pan in log.entries.append("\(pan.state) \(Int(pan.translation.y))") }),
        ], in: window)
        let view = try #require(window.rootView.subviews.first)
        #expect(view.gestureRecognizers.map(\.name) == ["verticalPan"])
        drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 130), seconds: 0.2, at: 0, window)
        #expect(log.take() == ["began 40", "changed 80", "ended 80"])
        drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), seconds: 0.2, at: 1, window)
        #expect(log.take().isEmpty, "a horizontal drag fails the vertical pan")
    }
}
