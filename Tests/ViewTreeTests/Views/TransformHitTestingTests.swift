import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Hit testing and conversion under transforms")
struct TransformHitTestingTests {
    /// A 200×200 window with a 100×20 bar centred at (100, 100).
    private func makeBar() throws -> (Window, View) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let bar = View(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        try window.rootView.addSubview(bar)
        return (window, bar)
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test("A bar turned a quarter is hit where it is drawn (upright), not where its frame lies")
    func rotation() throws {
        let (window, bar) = try makeBar()
        bar.transform = Transform(rotationAngle: .pi / 2)
        #expect(window.rootView.hitTest(CGPoint(x: 100, y: 60)) === bar, "above the centre, inside the upright bar")
        #expect(window.rootView.hitTest(CGPoint(x: 60, y: 100)) === window.rootView, "the frame's left end is empty now")
        #expect(close(bar.convert(CGPoint(x: 100, y: 60), from: nil), CGPoint(x: 10, y: 10)), "un-turned into the bar's coordinates")
        #expect(close(bar.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 110, y: 50)))
        #expect(abs(bar.transformedFrame.width - 20) < 1e-9 && abs(bar.transformedFrame.height - 100) < 1e-9)
        #expect(bar.frame == CGRect(x: 50, y: 90, width: 100, height: 20), "the frame stays what layout set")
    }

    @Test("Scale and translation move hits and conversions; a child of a transformed view follows it")
    func scaleAndTranslation() throws {
        let (window, bar) = try makeBar()
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try bar.addSubview(child)
        bar.transform = Transform(scaleX: 2, y: 2)
        // Scaled about (100, 100): the bar spans 0...200 by 80...120, the child 0...20 by 80...100.
        #expect(window.rootView.hitTest(CGPoint(x: 15, y: 95)) === child)
        #expect(window.rootView.hitTest(CGPoint(x: 25, y: 95)) === bar)
        #expect(close(child.convert(CGPoint(x: 15, y: 95), from: nil), CGPoint(x: 7.5, y: 7.5)))
        bar.transform = Transform(translationX: 0, y: 50)
        #expect(window.rootView.hitTest(CGPoint(x: 55, y: 145)) === child)
        #expect(window.rootView.hitTest(CGPoint(x: 55, y: 95)) === window.rootView)
        let rect = child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window.rootView)
        #expect(rect == CGRect(x: 50, y: 140, width: 10, height: 10))
    }

    @Test("A view scaled to nothing takes no hits and maps points without NaN")
    func flattened() throws {
        let (window, bar) = try makeBar()
        bar.transform = Transform(scaleX: 0, y: 0)
        #expect(window.rootView.hitTest(CGPoint(x: 100, y: 100)) === window.rootView)
        let point = bar.convert(CGPoint(x: 100, y: 100), from: nil)
        #expect(point.x.isFinite && point.y.isFinite)
    }

    @Test("A non-finite transform is stored as the identity")
    func nonFinite() throws {
        let (_, bar) = try makeBar()
        bar.transform = Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(bar.transform.isIdentity)
    }

    @Test("A tap on a rotated view reaches its recognizer with the location in its own, un-turned coordinates")
    func gestureLocation() throws {
        let (window, bar) = try makeBar()
        bar.transform = Transform(rotationAngle: -.pi / 2)
        var locations: [CGPoint] = []
        bar.addGestureRecognizer(TapGestureRecognizer { recognizer in locations.append(recognizer.location(in: bar)) })
        // Turned a quarter anticlockwise: the bar's right end (x 90) is at the top.
        window.send(PointerEvent(.down, at: CGPoint(x: 105, y: 60), time: 0))
        window.send(PointerEvent(.up, at: CGPoint(x: 105, y: 60), time: 0.1))
        let location = try #require(locations.first)
        #expect(close(location, CGPoint(x: 90, y: 15)), "\(location)")
        window.send(PointerEvent(.down, at: CGPoint(x: 140, y: 100), time: 1))
        window.send(PointerEvent(.up, at: CGPoint(x: 140, y: 100), time: 1.1))
        #expect(locations.count == 1, "a press where the unturned bar was does not tap it")
    }
}
