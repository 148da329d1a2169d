import Foundation

/// A 2D affine transform, as `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Named `Transform`, not `AffineTransform`: Foundation has a type of that
/// name, and every file importing both modules would find it ambiguous.
/// Angles are in radians; with y pointing down, a positive angle turns
/// clockwise on screen, as in UIKit.
///
/// ```swift
/// let sticker = Transform(rotationAngle: .pi / 12).scaledBy(x: 1.2, y: 1.2)
/// view.transform = sticker   // about the view's centre
/// ```
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform from its matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (`x`, `y`) points.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically.
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is a finite number.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The determinant; 0 when the transform flattens the plane (a scale by 0).
    public var determinant: CGFloat { a * d - b * c }

    /// `self`, then `other`: a point is mapped by `self` first.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by (`x`, `y`) applied before this transform, as `translatedBy(x:y:)` in UIKit.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one.
    ///
    /// - Throws: ``LayerStyleError/nonInvertibleTransform(_:)`` when the
    ///   transform flattens the plane (determinant 0) or has a non-finite entry.
    public func inverted() throws(LayerStyleError) -> Transform {
        let determinant = determinant
        guard isFinite, determinant != 0, determinant.isFinite, (1 / determinant).isFinite else {
            throw .nonInvertibleTransform(self)
        }
        return Transform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Where `point` goes.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect`'s four corners mapped;
    /// a null rectangle stays null.
    public func apply(to rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        if b == 0, c == 0, a == 1, d == 1 { return rect.offsetBy(dx: tx, dy: ty) }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    public var description: String {
        func format(_ value: CGFloat) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
        }
        return "[\([a, b, c, d, tx, ty].map(format).joined(separator: " "))]"
    }
}
