import Foundation

/// What a ``Drawing`` fills or strokes a path with.
///
/// A gradient's points are unit coordinates of a box (see ``Gradient``):
/// the box given, or the path's ``DrawingPath/boundingBox``.
///
/// ```swift
/// let bar = DrawingPaint.color(Color(red: 0.2, green: 0.5, blue: 0.9))
/// let sky = DrawingPaint.gradient(try .vertical([.white, .blue]))
/// ```
public enum DrawingPaint: Hashable, Sendable {
    /// One colour.
    case color(Color)
    /// A gradient over `box` in the drawing's coordinates; nil for the
    /// bounding box of the path it paints. Where that box has no width or
    /// no height, the path is painted in the last stop's colour, as SVG does.
    case gradient(Gradient, in: CGRect? = nil)
}

/// Which points a path's subpaths enclose, where they overlap or cross.
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the path winds around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}
