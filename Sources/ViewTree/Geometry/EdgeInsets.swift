import Foundation

/// Distances inward from each edge of a rectangle, in points.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// let content = bounds.inset(by: padding)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Insets with a value for each edge.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// One inset for the left and right edges, another for the top and bottom.
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }
}
