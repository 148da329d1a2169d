import Foundation

/// Turns a hosting view's bounds into the size range its component is laid
/// out in, as ComponentKit's flexible size-range provider.
public enum SizeRangeProvider: Hashable, Sendable {
    /// Exactly the bounds.
    case none
    /// The bounds' height, any width.
    case flexibleWidth
    /// The bounds' width, any height (vertical content).
    case flexibleHeight
    /// Any size.
    case flexibleWidthAndHeight
    /// Up to the bounds, as small as the content.
    case fitContent

    /// The range for a view of `size`.
    public func sizeRange(for size: CGSize) -> SizeRange {
        switch self {
        case .none: .exactly(size)
        case .flexibleWidth: .flexibleWidth(height: size.height)
        case .flexibleHeight: .flexibleHeight(width: size.width)
        case .flexibleWidthAndHeight: .unconstrained
        case .fitContent: .upTo(size)
        }
    }
}
