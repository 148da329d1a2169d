import Foundation

/// An inclusive range of sizes: the constraint a component is laid out in.
///
/// Minimums are finite and not negative; maximums are at least the minimums
/// and may be infinite (unconstrained).
///
/// ```swift
/// let row = SizeRange.flexibleHeight(width: 390)        // 390 × 0...∞
/// row.clamp(CGSize(width: 500, height: 44))             // 390 × 44
/// ```
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest allowed size.
    public let min: CGSize
    /// The largest allowed size; components may be infinite here.
    public let max: CGSize

    /// A range from `min` to `max`.
    ///
    /// - Throws: ``SizingError`` if a minimum is negative or not finite, a
    ///   maximum is NaN or negative, or a minimum exceeds its maximum.
    public init(min: CGSize, max: CGSize) throws(SizingError) {
        for (name, value) in [("minimum width", min.width), ("minimum height", min.height)] {
            guard value.isFinite else { throw .notFinite(dimension: name, value: value) }
            guard value >= 0 else { throw .negative(dimension: name, value: value) }
        }
        for (name, value) in [("maximum width", max.width), ("maximum height", max.height)] {
            guard !value.isNaN else { throw .notFinite(dimension: name, value: value) }
            guard value >= 0 else { throw .negative(dimension: name, value: value) }
        }
        guard min.width <= max.width else {
            throw .minimumExceedsMaximum(axis: "width", minimum: min.width, maximum: max.width)
        }
        guard min.height <= max.height else {
            throw .minimumExceedsMaximum(axis: "height", minimum: min.height, maximum: max.height)
        }
        self.min = min
        self.max = max
    }

    /// Builds a range already known to be valid.
    init(unchecked min: CGSize, _ max: CGSize) {
        self.min = min
        self.max = max
    }

    /// Any size at all: 0 × 0 up to ∞ × ∞.
    public static let unconstrained = SizeRange(unchecked: .zero, CGSize(width: CGFloat.infinity, height: .infinity))

    /// Exactly `size`; negative or NaN lengths become 0, infinite ones stay unconstrained.
    public static func exactly(_ size: CGSize) -> SizeRange {
        let width = sanitized(size.width), height = sanitized(size.height)
        return SizeRange(
            unchecked: CGSize(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0),
            CGSize(width: width, height: height))
    }

    /// A fixed width and any height (a vertical list's cells).
    public static func flexibleHeight(width: CGFloat) -> SizeRange {
        let width = sanitized(width)
        return SizeRange(unchecked: CGSize(width: width.isFinite ? width : 0, height: 0), CGSize(width: width, height: .infinity))
    }

    /// A fixed height and any width (a horizontal rail's cells).
    public static func flexibleWidth(height: CGFloat) -> SizeRange {
        let height = sanitized(height)
        return SizeRange(unchecked: CGSize(width: 0, height: height.isFinite ? height : 0), CGSize(width: .infinity, height: height))
    }

    /// Anything from zero up to `size` (fit content within a box).
    public static func upTo(_ size: CGSize) -> SizeRange {
        SizeRange(unchecked: .zero, CGSize(width: sanitized(size.width), height: sanitized(size.height)))
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.max(0, value)
    }

    /// `size` moved into the range, one axis at a time.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: Swift.max(min.width, Swift.min(max.width, size.width)),
            height: Swift.max(min.height, Swift.min(max.height, size.height)))
    }

    /// The sizes in both ranges. Where an axis does not overlap, this range
    /// wins with its own bound nearest the other range (ComponentKit's rule).
    public func intersect(_ other: SizeRange) -> SizeRange {
        let width = Self.intersect((min.width, max.width), (other.min.width, other.max.width))
        let height = Self.intersect((min.height, max.height), (other.min.height, other.max.height))
        return SizeRange(unchecked: CGSize(width: width.0, height: height.0), CGSize(width: width.1, height: height.1))
    }

    private static func intersect(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        let low = Swift.max(a.0, b.0), high = Swift.min(a.1, b.1)
        if low <= high { return (low, high) }
        return a.0 < b.0 ? (a.1, a.1) : (a.0, a.0)
    }

    /// Whether `size` lies in the range.
    public func contains(_ size: CGSize) -> Bool {
        clamp(size) == size
    }

    public var description: String {
        "\(min.width)...\(max.width) × \(min.height)...\(max.height)"
    }
}
