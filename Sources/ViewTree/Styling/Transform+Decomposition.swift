import Foundation

extension Transform {
    /// A transform as a translation, a rotation, a scale and a horizontal
    /// skew, applied in that order from the outside in: the point is skewed
    /// first, then scaled, rotated and moved. Every affine transform has
    /// one, including those that flatten a view to a line or a point
    /// (a scale of 0), which a matrix cannot be interpolated from.
    ///
    /// ```swift
    /// let parts = Transform(scaleX: 0, y: 0).decomposed
    /// // parts.scale == CGSize(width: 0, height: 0), parts.rotation == 0
    /// ```
    public struct Decomposition: Hashable, Sendable {
        /// The translation (`tx`, `ty`).
        public var translation: CGPoint
        /// The rotation, in radians, clockwise in a y-down space.
        public var rotation: CGFloat
        /// The scale along the rotated axes; negative for a reflection.
        public var scale: CGSize
        /// The horizontal skew angle, in radians.
        public var skew: CGFloat

        /// The parts of a transform.
        public init(translation: CGPoint, rotation: CGFloat, scale: CGSize, skew: CGFloat) {
            self.translation = translation
            self.rotation = rotation
            self.scale = scale
            self.skew = skew
        }
    }

    /// This transform's parts: rotation from the first column, the scale
    /// along it and across it, and what is left as a skew. When the first
    /// column is zero (the x axis flattened), the rotation comes from the
    /// second column and the x scale is 0.
    public var decomposed: Decomposition {
        let translation = CGPoint(x: tx, y: ty)
        let xScale = (a * a + b * b).squareRoot()
        guard xScale > 0 else {
            let yScale = (c * c + d * d).squareRoot()
            let rotation = yScale > 0 ? atan2(-c, d) : 0
            return Decomposition(translation: translation, rotation: rotation, scale: CGSize(width: 0, height: yScale), skew: 0)
        }
        let rotation = atan2(b, a)
        // Undo the rotation: what is left is [[xScale, shear], [0, yScale]].
        let shear = (a * c + b * d) / xScale
        let yScale = (a * d - b * c) / xScale
        return Decomposition(translation: translation, rotation: rotation, scale: CGSize(width: xScale, height: yScale),
                             skew: atan2(shear, xScale))
    }

    /// The transform with these parts: `translate · rotate · scale · skewX`.
    public init(_ parts: Decomposition) {
        let cosine = cos(parts.rotation), sine = sin(parts.rotation)
        let shear = tan(parts.skew)
        // scale · skewX = [[sx, sx·tan], [0, sy]], then rotated.
        let m11 = parts.scale.width, m12 = parts.scale.width * shear, m22 = parts.scale.height
        self.init(a: cosine * m11, b: sine * m11, c: cosine * m12 - sine * m22, d: sine * m12 + cosine * m22,
                  tx: parts.translation.x, ty: parts.translation.y)
    }
}
