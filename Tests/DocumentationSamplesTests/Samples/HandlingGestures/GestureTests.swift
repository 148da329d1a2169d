import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Handling gestures")
struct GestureTests {
    /// A window showing `component` at its top left, hosted the way an app would.
    func window<Model: Sendable>(showing model: Model, _ make: @escaping @Sendable (Model) -> any Component)
        throws -> (Window, HostingView<Model, Void>) {
        let window = Window(size: CGSize(width: 390, height: 300))
        let host = HostingView(provider: ComponentProvider<Model, Void> { model, _ in make(model) }, context: (),
                               frame: window.rootView.bounds)
        try window.rootView.addSubview(host)
        host.update(model: model)
        return (window, host)
    }

    @Test("A tap, a long press and a pan each send their action")
    func gestures() throws {
        let opened = Recorder<Int>()
        let photo = Gestures.Photo(id: 7, title: "Half Dome")
        let (tapWindow, _) = try window(showing: photo) { photo in Gestures.tile(for: photo) { opened.record($0.id) } }
        try Self.tapAndHold(in: tapWindow)
        #expect(opened.values == [7, 7], "a tile without a long press takes a held press for a tap")

        let menus = Recorder<Int>()
        let (holdWindow, _) = try window(showing: photo) { photo in Gestures.heldTile(for: photo) { menus.record($0.id) } }
        try Self.tapAndHold(in: holdWindow)
        #expect(menus.values == [7])

        let (dragWindow, host) = try window(showing: 0) { _ in Gestures.DragStrip() }
        dragWindow.send(PointerEvent(.down, at: CGPoint(x: 40, y: 20), time: 0))
        dragWindow.send(PointerEvent(.move, at: CGPoint(x: 100, y: 22), time: 0.1))
        let dragging = host.subtree.compactMap { $0 as? Label }.map(\.text.string)
        #expect(dragging == ["Dragged 60 points"])
        dragWindow.send(PointerEvent(.up, at: CGPoint(x: 100, y: 22), time: 0.2))
        #expect(host.subtree.compactMap { $0 as? Label }.map(\.text.string) == ["Dragged 0 points"])
    }

    @Test("On a view with both, a held press is a long press and not a tap")
    func tapOrLongPress() throws {
        let taps = Recorder<Bool>(), presses = Recorder<Bool>()
        let (window, _) = try window(showing: 0) { _ in
            ViewComponent(view: ViewConfiguration(View.self, [
                .onTap(Action(identity: "tap") { taps.record(true) }),
                .onLongPress(Action(identity: "press") { presses.record(true) }),
            ]), size: ComponentSize(width: 120, height: 120))
        }
        try Self.tapAndHold(in: window)
        #expect(taps.values == [true])
        #expect(presses.values == [true])
    }

    @Test("A double tap, swipes, a pull and a held button each send their action")
    func moreGestures() throws {
        let photo = Gestures.Photo(id: 7, title: "Half Dome")
        let opened = Recorder<Int>(), liked = Recorder<Int>()
        let (tileWindow, _) = try window(showing: photo) { photo in
            Gestures.likeableTile(for: photo, open: { opened.record($0.id) }, like: { liked.record($0.id) })
        }
        for time in [0.0, 0.2] {
            tileWindow.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: time))
            tileWindow.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: time + 0.05))
        }
        #expect(opened.values == [7, 7])
        #expect(liked.values == [7])

        let swiped = Recorder<String>()
        let (rowWindow, _) = try window(showing: 0) { _ in
            Gestures.messageRow(archive: { swiped.record("archive") }, markRead: { swiped.record("read") })
        }
        rowWindow.send(PointerEvent(.down, at: CGPoint(x: 300, y: 30), time: 0))
        rowWindow.send(PointerEvent(.move, at: CGPoint(x: 200, y: 32), time: 0.1))
        rowWindow.send(PointerEvent(.up, at: CGPoint(x: 200, y: 32), time: 0.15))
        #expect(swiped.values == ["archive"])

        let refreshed = Recorder<Bool>()
        let (pullWindow, _) = try window(showing: 0) { _ in
            ViewComponent(view: ViewConfiguration(View.self, [Gestures.pullToRefresh { refreshed.record(true) }]),
                          size: ComponentSize(width: 200, height: 200))
        }
        pullWindow.send(PointerEvent(.down, at: CGPoint(x: 100, y: 10), time: 0))
        pullWindow.send(PointerEvent(.move, at: CGPoint(x: 100, y: 60), time: 0.1))
        pullWindow.send(PointerEvent(.move, at: CGPoint(x: 100, y: 150), time: 0.2))
        pullWindow.send(PointerEvent(.up, at: CGPoint(x: 100, y: 150), time: 0.3))
        #expect(refreshed.values == [true])

        let talk = Recorder<String>()
        let (buttonWindow, _) = try window(showing: 0) { _ in Gestures.talkButton(start: { talk.record("start") }, stop: { talk.record("stop") }) }
        buttonWindow.send(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0))
        buttonWindow.send(PointerEvent(.move, at: CGPoint(x: 300, y: 200), time: 0.5))
        buttonWindow.send(PointerEvent(.up, at: CGPoint(x: 300, y: 200), time: 1))
        #expect(talk.values == ["start", "stop"], "letting go outside the button stops too")
    }

    @Test("Two pointers moving apart zoom the photo; one pointer alone does not")
    func pinch() throws {
        let (window, _) = try window(showing: 0) { _ in Gestures.ZoomablePhoto() }
        func photo() -> View? {
            func find(_ view: View) -> View? {
                if view.accessibilityLabel?.hasPrefix("Photo") == true { return view }
                return view.subviews.lazy.compactMap(find).first
            }
            return find(window.rootView)
        }
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 60, y: 100), time: 0.1))
        window.send(PointerEvent(.up, at: CGPoint(x: 60, y: 100), time: 0.2))
        #expect(photo()?.accessibilityLabel == "Photo at 100 percent")

        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 1, pointerID: 0))
        window.send(PointerEvent(.down, at: CGPoint(x: 200, y: 100), time: 1.05, pointerID: 1))
        window.send(PointerEvent(.move, at: CGPoint(x: 50, y: 100), time: 1.1, pointerID: 0))
        window.send(PointerEvent(.move, at: CGPoint(x: 250, y: 100), time: 1.15, pointerID: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 250, y: 100), time: 1.2, pointerID: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 50, y: 100), time: 1.25, pointerID: 0))
        #expect(photo()?.accessibilityLabel == "Photo at 200 percent")
        #expect(photo()?.transform == Transform(scaleX: 2, y: 2))
    }

    /// The article's testing block: a tap, then a press held past half a second.
    static func tapAndHold(in window: Window) throws {
        // sample: gestures-testing
        window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: 0.1))     // a tap

        window.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 1))
        window.advanceClock(to: 1.6)                                             // held 0.6 s: a long press begins
        window.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: 1.7))
        // end-sample
    }
}
