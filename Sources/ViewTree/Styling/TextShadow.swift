import Foundation

/// A shadow drawn behind a run's glyphs, as `NSShadow`.
///
/// The offset is in points, positive down and right; the blur radius is the
/// standard deviation's double, as CSS's `text-shadow` reads it.
public struct TextShadow: Hashable, Sendable {
    /// The shadow's color (usually translucent).
    public var color: Color
    /// How far the shadow is moved from the glyphs, in points.
    public var offset: CGSize
    /// How far the shadow's edge is blurred, in points; 0 for a sharp one.
    public var blurRadius: CGFloat

    /// A shadow; a negative or NaN blur radius is treated as 0, one over 100
    /// as 100, and a non-finite offset as 0.
    public init(color: Color = Color(white: 0, alpha: 1.0 / 3), offset: CGSize = CGSize(width: 0, height: 1), blurRadius: CGFloat = 0) {
        self.color = color
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        self.blurRadius = blurRadius.isNaN ? 0 : Swift.max(0, Swift.min(blurRadius, 100))
    }
}
