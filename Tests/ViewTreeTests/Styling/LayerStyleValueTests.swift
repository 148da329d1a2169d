import Foundation
import Testing
@testable import ViewTree

@Suite("Layer style values")
struct LayerStyleValueTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("Transforms compose as UIKit's do: the receiver's own map applies last")
    func composition() throws {
        let turn = Transform(rotationAngle: .pi / 2)
        #expect(close(turn.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)), "a quarter turn is clockwise on screen")
        let moveThenTurn = turn.translatedBy(x: 10, y: 0)
        #expect(close(moveThenTurn.apply(to: .zero), CGPoint(x: 0, y: 10)))
        let scaled = Transform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)
        #expect(close(scaled.apply(to: CGPoint(x: 1, y: 1)), CGPoint(x: 7, y: 8)))
        #expect(Transform.identity.isIdentity && !turn.isIdentity)
        #expect(turn.rotated(by: -.pi / 2).apply(to: CGPoint(x: 3, y: 4)).x.distance(to: 3) < 1e-9)
    }

    @Test("Inverting undoes a transform; a flattening or non-finite one throws a typed error")
    func inversion() throws {
        let transform = Transform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let point = CGPoint(x: 12, y: -4)
        #expect(close(try transform.inverted().apply(to: transform.apply(to: point)), point))
        let flat = Transform(scaleX: 0, y: 1)
        #expect(throws: LayerStyleError.nonInvertibleTransform(flat)) { try flat.inverted() }
        let broken = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(throws: LayerStyleError.self) { try broken.inverted() }
    }

    @Test("A rectangle maps to the upright box around its mapped corners; null stays null")
    func rectangles() {
        let box = Transform(rotationAngle: .pi / 4).apply(to: CGRect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-9 && abs(box.midX) < 1e-9)
        #expect(Transform(translationX: 3, y: 4).apply(to: CGRect.null).isNull)
        #expect("\(Transform(translationX: 3, y: 0.5))" == "[1 0 0 1 3 0.5]")
    }

    @Test("Gradients refuse too few or too many stops, bad locations and geometry, and sort their stops")
    func gradients() throws {
        let red = Gradient.Stop(color: .red, location: 1), blue = Gradient.Stop(color: .blue, location: 0)
        let line = Gradient.Kind.linear(start: .zero, end: CGPoint(x: 0, y: 1))
        #expect(try Gradient(stops: [red, blue], kind: line).stops == [blue, red])
        #expect(throws: LayerStyleError.tooFewGradientStops(1)) { try Gradient(stops: [red], kind: line) }
        let many = Array(repeating: red, count: Gradient.maximumStopCount + 1)
        #expect(throws: LayerStyleError.tooManyGradientStops(17)) { try Gradient(stops: many, kind: line) }
        #expect(throws: LayerStyleError.gradientStopLocationOutOfRange(1.5)) {
            try Gradient(stops: [blue, .init(color: .red, location: 1.5)], kind: line)
        }
        #expect(throws: LayerStyleError.self) { try Gradient(stops: [blue, .init(color: .red, location: .nan)], kind: line) }
        #expect(throws: LayerStyleError.invalidGradientGeometry) {
            try Gradient(stops: [blue, red], kind: .radial(center: .zero, radius: CGSize(width: -1, height: 1)))
        }
        #expect(throws: LayerStyleError.invalidGradientGeometry) {
            try Gradient(stops: [blue, red], kind: .linear(start: CGPoint(x: CGFloat.infinity, y: 0), end: .zero))
        }
        #expect(try Gradient.vertical([.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test("Shadows clamp opacity, radius and offset; the default is Core Animation's invisible one")
    func shadows() {
        #expect(!Shadow.none.isVisible && Shadow.none.offset == CGSize(width: 0, height: -3) && Shadow.none.radius == 3)
        var shadow = Shadow(opacity: 2, offset: CGSize(width: CGFloat.nan, height: 2), radius: -4)
        #expect(shadow.opacity == 1 && shadow.offset == CGSize(width: 0, height: 2) && shadow.radius == 0)
        shadow.opacity = .nan
        shadow.radius = 1000
        #expect(shadow.opacity == 0 && shadow.radius == 100)
        #expect(Shadow(opacity: 0.5, radius: 4).blurExtent == 12)
        #expect(ShadowPath.rect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2)).boundingRect == .zero)
    }

    @Test("Corner radii drop bad values and scale down together to fit, as CSS does")
    func cornerRadii() {
        var radii = CornerRadii(topLeft: -3, topRight: .nan, bottomRight: .infinity, bottomLeft: 4)
        #expect(radii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 4))
        radii.topRight = -1
        #expect(radii.topRight == 0)
        let fitted = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: 0).fitted(to: CGSize(width: 20, height: 100))
        #expect(fitted == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 0))
        #expect(CornerRadii(all: 4).fitted(to: CGSize(width: 100, height: 100)) == CornerRadii(all: 4))
        #expect(CornerRadii(all: 4).insetBy(6) == .zero)
    }
}
