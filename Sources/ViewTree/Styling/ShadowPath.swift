import Foundation

/// The shape that casts a view's shadow in place of its box, as
/// `CALayer.shadowPath` does; in the view's bounds coordinates.
public enum ShadowPath: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners.
    case roundedRect(CGRect, cornerRadii: CornerRadii)
    /// The ellipse inscribed in a rectangle.
    case ellipse(in: CGRect)

    /// The rectangle the shape fills, standardized; a non-finite one is empty.
    public var boundingRect: CGRect {
        let rect: CGRect = switch self {
        case let .rect(rect), let .roundedRect(rect, _), let .ellipse(rect): rect
        }
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return .zero }
        return rect.standardized
    }
}
