import Foundation

/// Insets whose horizontal edges are leading and trailing rather than left
/// and right, as `NSDirectionalEdgeInsets`: in a right-to-left layout the
/// leading inset is on the right.
///
/// ```swift
/// let padding = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
/// padding.resolved(for: .rightToLeft)   // left 12, right 20
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the edge lines start at.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the edge lines end at.
    public var trailing: CGFloat

    /// Insets with a value for each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The left/right insets for `direction`.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}
