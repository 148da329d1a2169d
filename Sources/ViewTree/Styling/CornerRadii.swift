import Foundation

/// A radius for each corner of a view's box, for its background, border,
/// clip and shadow.
///
/// Negative and NaN radii are stored as 0 and infinite ones as 0 too. Radii
/// too large for the box are scaled down together when drawn, as CSS does,
/// so adjacent corners never overlap.
///
/// ```swift
/// view.cornerRadii = CornerRadii(topLeft: 16, topRight: 16, bottomRight: 0, bottomLeft: 0)   // a sheet
/// ```
public struct CornerRadii: Hashable, Sendable, CustomStringConvertible {
    /// The top left corner's radius in points.
    public var topLeft: CGFloat { didSet { topLeft = Self.sanitized(topLeft) } }
    /// The top right corner's radius in points.
    public var topRight: CGFloat { didSet { topRight = Self.sanitized(topRight) } }
    /// The bottom right corner's radius in points.
    public var bottomRight: CGFloat { didSet { bottomRight = Self.sanitized(bottomRight) } }
    /// The bottom left corner's radius in points.
    public var bottomLeft: CGFloat { didSet { bottomLeft = Self.sanitized(bottomLeft) } }

    /// Radii for each corner.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = Self.sanitized(topLeft)
        self.topRight = Self.sanitized(topRight)
        self.bottomRight = Self.sanitized(bottomRight)
        self.bottomLeft = Self.sanitized(bottomLeft)
    }

    /// The same radius at every corner.
    public init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// No rounding.
    public static let zero = CornerRadii(all: 0)

    /// Whether every corner is square.
    public var isZero: Bool { self == .zero }

    /// The radii as drawn in a box of `size`: scaled down together so that
    /// the two radii along any edge fit its length (CSS's rule).
    public func fitted(to size: CGSize) -> CornerRadii {
        let sums = [
            (size.width, topLeft + topRight), (size.width, bottomLeft + bottomRight),
            (size.height, topLeft + bottomLeft), (size.height, topRight + bottomRight),
        ]
        let factor = sums.reduce(CGFloat(1)) { factor, pair in
            pair.1 > 0 ? Swift.min(factor, Swift.max(0, pair.0) / pair.1) : factor
        }
        guard factor < 1 else { return self }
        return CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }

    /// Each radius less `amount` (for a border's inner edge), not below 0.
    public func insetBy(_ amount: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft - amount, topRight: topRight - amount,
            bottomRight: bottomRight - amount, bottomLeft: bottomLeft - amount)
    }

    public var description: String {
        let values = [topLeft, topRight, bottomRight, bottomLeft]
        if Set(values).count == 1 { return "\(topLeft)" }
        return values.map { "\($0)" }.joined(separator: " ")
    }

    private static func sanitized(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? Swift.max(0, radius) : 0
    }
}
