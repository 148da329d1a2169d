import Foundation
import Testing
import ViewTree

@Suite("Drawing paths")
struct DrawingPathTests {
    private func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test("The bounding box holds curves by their extremes, not their control points")
    func curveBounds() {
        var quad = DrawingPath()
        quad.move(to: CGPoint(x: 0, y: 0))
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(close(quad.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50)), "the quadratic peaks halfway to its control")
        var cubic = DrawingPath()
        cubic.move(to: CGPoint(x: 0, y: 0))
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(close(cubic.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 75)), "a symmetric cubic peaks at 3/4 of its controls")
        #expect(close(DrawingPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20)).boundingBox,
                      CGRect(x: 10, y: 20, width: 40, height: 20)))
        #expect(DrawingPath().boundingBox == nil)
    }

    @Test("An arc's box holds the quarter points it sweeps past, and only those")
    func arcBounds() {
        var top = DrawingPath()
        top.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        #expect(close(top.boundingBox, CGRect(x: 40, y: 40, width: 20, height: 10)), "clockwise from the left through the top")
        var bottom = DrawingPath()
        bottom.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(close(bottom.boundingBox, CGRect(x: 40, y: 50, width: 20, height: 10)), "counter-clockwise from the left through the bottom")
    }

    @Test("An arc sweeps its own way and at most one turn")
    func sweep() {
        #expect(DrawingPath.sweepEnd(start: 0, end: 1, clockwise: true) == 1)
        #expect(abs(DrawingPath.sweepEnd(start: 1, end: 0, clockwise: true) - (2 * .pi)) < 1e-9, "backwards clockwise goes the long way")
        #expect(abs(DrawingPath.sweepEnd(start: 0, end: 1, clockwise: false) - (1 - 2 * .pi)) < 1e-9)
        #expect(DrawingPath.sweepEnd(start: 0, end: 20, clockwise: true) == 2 * .pi, "many turns are one circle")
        #expect(DrawingPath.sweepEnd(start: 0, end: -20, clockwise: false) == -2 * .pi)
    }

    @Test("A rounded rectangle fits its radius to the shorter side; a zero radius is a plain rectangle")
    func roundedRect() {
        let plain = DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 0)
        #expect(plain == DrawingPath(rect: CGRect(x: 0, y: 0, width: 10, height: 4)))
        let pill = DrawingPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 50)
        guard case let .arc(_, radius, _, _, _) = pill.elements.first else {
            Issue.record("a rounded rectangle starts with an arc")
            return
        }
        #expect(radius == 2)
        #expect(close(pill.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 4)))
    }
}
