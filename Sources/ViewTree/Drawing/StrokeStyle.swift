import Foundation

/// How a ``Drawing`` strokes a path: width, ends, corners and dashes.
///
/// ```swift
/// let grid = StrokeStyle(lineWidth: 1, dash: [4, 2])
/// let trace = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// How an open subpath's ends are drawn.
    public enum LineCap: String, Hashable, Sendable {
        /// Square, at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// How corners between segments are drawn.
    public enum LineJoin: String, Hashable, Sendable {
        /// A sharp point, cut to a bevel past ``StrokeStyle/miterLimit``.
        case miter
        /// A circular corner.
        case round
        /// A corner cut straight across.
        case bevel
    }

    /// The most dash lengths a style takes.
    public static let maximumDashCount = 32

    /// The line's width in points; 0 draws nothing.
    public var lineWidth: CGFloat
    /// The ends of open subpaths.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// How long a miter may be, in line widths, before it is bevelled (at least 1).
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; a ``Drawing`` checks its numbers when it is made.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
