import Foundation
import Testing
import ViewTree

/// A transform as translation, rotation, scale and skew: what the browser
/// backend sends so CSS can animate it part by part.
@Suite("Transform decomposition")
struct TransformDecompositionTests {
    func close(_ lhs: Transform, _ rhs: Transform) -> Bool {
        zip([lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty], [rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty]).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("Translation, rotation, scale and skew come back as they were put in, and recompose to the same matrix")
    func roundTrip() {
        let made = Transform(translationX: 12, y: -4).rotated(by: .pi / 6).scaledBy(x: 2, y: 0.5)
        let parts = made.decomposed
        #expect(parts.translation == CGPoint(x: 12, y: -4))
        #expect(abs(parts.rotation - .pi / 6) < 1e-9)
        #expect(abs(parts.scale.width - 2) < 1e-9 && abs(parts.scale.height - 0.5) < 1e-9)
        #expect(abs(parts.skew) < 1e-9)
        #expect(close(Transform(parts), made))
        let skewed = Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(abs(skewed.decomposed.skew - atan(0.5)) < 1e-9)
        #expect(close(Transform(skewed.decomposed), skewed))
        let mirrored = Transform(scaleX: -1, y: 1)
        #expect(close(Transform(mirrored.decomposed), mirrored), "a reflection survives")
    }

    @Test("A transform that flattens the view has parts too: a scale of 0, or a first column of zeros")
    func flattened() {
        let point = Transform(scaleX: 0, y: 0).decomposed
        #expect(point == Transform.Decomposition(translation: .zero, rotation: 0, scale: .zero, skew: 0))
        let line = Transform(a: 0, b: 0, c: -3, d: 0, tx: 1, ty: 2)
        #expect(line.decomposed.scale == CGSize(width: 0, height: 3))
        #expect(close(Transform(line.decomposed), line))
        #expect(Transform.identity.decomposed == Transform.Decomposition(translation: .zero, rotation: 0, scale: CGSize(width: 1, height: 1), skew: 0))
    }
}
